import type { OpportunityRow, StagesWire } from '../../../contract/crm/opportunityCalls';
import { addTo, groupedText, minorIn, type Totals } from '../../../domain/money/amounts';
import type { Language } from '../../../i18n/language';

/** A stage's or a reason's name in the person's language (the company's list, both languages kept). */
export const nameIn = (x: { NameZh: string; NameEn: string } | undefined, lang: Language, code = ''): string =>
  x ? (lang === 'zh' ? x.NameZh : x.NameEn) : code;

export const stageName = (s: StagesWire | undefined, code: string, lang: Language) =>
  nameIn(
    s?.Stages.find((x) => x.Code === code),
    lang,
    code,
  );
export const reasonName = (s: StagesWire | undefined, code: string | null, lang: Language) =>
  code
    ? nameIn(
        s?.LostReasons.find((x) => x.Code === code),
        lang,
        code,
      )
    : '';

/** Σ estimated GP per currency of some rows (never added across currencies), as people read it. */
export function totalsOf(rows: readonly OpportunityRow[]): string[] {
  let totals: Totals = {};
  for (const r of rows) totals = addTo(totals, r.Currency, minorIn(r.Amount, r.Currency) ?? 0);
  return Object.entries(totals).map(([c, m]) => `${c} ${groupedText(m, c)}`);
}

export const amountText = (r: Pick<OpportunityRow, 'Amount' | 'Currency'>) => `${r.Currency} ${groupedText(minorIn(r.Amount, r.Currency) ?? 0, r.Currency)}`;
