import { manifestFieldWords } from '../../contract/manifest/words';
import type { Language } from '../../i18n/language';
import { wordsIn } from '../../i18n/words';
import { manifestWords } from './words';

const FIELD = manifestFieldWords as Record<string, { zh: string; en: string }>;

/**
 * Where a check problem or an SI difference is, in the person's words: `/Consignee/CODE` →
 * "收货人 · 企业代码", `/Items/2/Allocation/0/KG` → "第 3 项货物 · 箱货对应 第 1 行 · 分配毛重".
 * Empty for the whole manifest (`/`).
 */
export function pathWords(path: string, lang: Language): string {
  const w = wordsIn(manifestWords, lang);
  const parts = path.split('/').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const next = parts[i + 1];
    const index = next !== undefined && /^\d+$/.test(next) ? Number(next) + 1 : undefined;
    if (p === 'Items' && index) out.push(w.itemNo(index));
    else if (p === 'Containers' && index) out.push(w.containerNo(index));
    else if (index) out.push(`${FIELD[p]?.[lang] ?? p} ${w.lineNo(index)}`);
    else if (!/^\d+$/.test(p)) out.push(FIELD[p]?.[lang] ?? p);
    if (index) i++;
  }
  return out.join(' · ');
}
