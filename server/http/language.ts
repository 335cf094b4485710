import type { SiLang } from '../../src/domain/si/messages';

/**
 * The language a request asked for (`Accept-Language`, which the browser sets from the person's
 * language setting): the first of Chinese or English by preference, Chinese (the product's
 * default) when it names neither.
 */
export function requestLanguage(header: string | string[] | undefined): SiLang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), i };
    })
    .filter((t) => (t.lang === 'zh' || t.lang === 'en') && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked[0]?.lang as SiLang | undefined) ?? 'zh';
}
