import { manifestFieldWords } from '../../contract/manifest/words';
import type { Language } from '../../i18n/language';
import { wordsIn } from '../../i18n/words';
import { manifestWords } from './words';

const FIELD = manifestFieldWords as Record<string, { zh: string; en: string }>;
const COLLECTIONS = new Set(['Items', 'Containers', 'Allocation']);

/**
 * A check problem's or an SI difference's path as a JSON pointer: the manifest check writes
 * `Items[2].Allocation[0].KG` and `Shipper.CODE`, the server's field errors `/Items/2/…`; the
 * screens mark cells and fields by the pointer.
 */
export function pointer(path: string): string {
  if (path.startsWith('/')) return path;
  return `/${path
    .replace(/\[([^\]]*)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .join('/')}`;
}

/**
 * Where a check problem or an SI difference is, in the person's words: `Consignee.CODE` →
 * "收货人 · 企业代码", `Items[2].Allocation[0].KG` → "第 3 项货物 · 箱货对应 第 1 行 · 分配毛重",
 * `Containers[MSCU1234565].PKGS` → "集装箱 MSCU1234565 · 分配件数". Empty for the whole manifest.
 */
export function pathWords(path: string, lang: Language): string {
  const w = wordsIn(manifestWords, lang);
  const parts = pointer(path).split('/').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const next = parts[i + 1];
    if (COLLECTIONS.has(p) && next !== undefined) {
      const n = /^\d+$/.test(next) ? Number(next) + 1 : undefined;
      if (p === 'Items' && n) out.push(w.itemNo(n));
      else if (p === 'Containers' && n) out.push(w.containerNo(n));
      else if (n) out.push(`${FIELD[p]?.[lang] ?? p} ${w.lineNo(n)}`);
      else out.push(`${FIELD[p]?.[lang] ?? p} ${next}`);
      i++;
    } else out.push(FIELD[p]?.[lang] ?? p);
  }
  return out.join(' · ');
}

/** A failed USCI check character (`mft.party.code`, GB 32100-2015): legal for some early pilot-region codes, so a person may keep it on purpose (logged). */
export const overridableCode = (p: { Code: string; Params?: Record<string, string | number> }) =>
  p.Code === 'mft.party.code' && String(p.Params?.code ?? '').endsWith('usciCheck');
