import { addDays } from '../refdata/public';

/**
 * The listing's submit check (R5.1) and the order's limits (R5.3, R5.6), pure: run in the browser
 * as a person types and on the server, whose answer is the authority.
 */

export interface SpaceFacts {
  CarrierCode: string;
  VesselName: string;
  Voyage: string;
  PolCode: string;
  PodCode: string;
  /** YYYY-MM-DD */
  Etd: string;
  /** instants (ISO) */
  CutOffs: readonly { Code: string; DateTime: string }[];
  /** an instant (ISO) */
  ValidUntil: string;
  Currency: string;
  CancellationTerms: string;
  Lines: readonly { ContainerClass: string; TotalQty: number; PriceMinor: number }[];
}

export interface SpaceProblem {
  Path: string;
  Code: string;
  Message: string;
  /** The same in Chinese (the Excel upload's row reasons, the submit's refusal). */
  Zh: string;
}

/** The instant a calendar day ends in Shanghai (the ETD is a day on the sailing's calendar: its last moment bounds the cut-offs). */
const endOfDay = (day: string) => new Date(Date.parse(`${addDays(day, 1)}T00:00:00+08:00`)).toISOString();

/** R5.1: what a listing needs before it goes to audit (or on sale). `today` is YYYY-MM-DD in Shanghai. */
export function checkSubmit(s: SpaceFacts, today: string): SpaceProblem[] {
  const out: SpaceProblem[] = [];
  const need = (ok: boolean, Path: string, Code: string, Message: string, Zh: string) => {
    if (!ok) out.push({ Path, Code, Message, Zh });
  };
  need(!!s.CarrierCode.trim(), '/CarrierCode', 'REQUIRED', 'The carrier is required.', '船公司必填。');
  need(!!s.VesselName.trim(), '/VesselName', 'REQUIRED', 'The vessel is required.', '船名必填。');
  need(!!s.Voyage.trim(), '/Voyage', 'REQUIRED', 'The voyage is required.', '航次必填。');
  need(!!s.PolCode.trim(), '/PolCode', 'REQUIRED', 'The port of loading is required.', '起运港必填。');
  need(!!s.PodCode.trim(), '/PodCode', 'REQUIRED', 'The port of discharge is required.', '目的港必填。');
  need(
    !s.PolCode || s.PolCode !== s.PodCode,
    '/PodCode',
    'SAME_PORT',
    'The port of discharge must differ from the port of loading.',
    '目的港不能与起运港相同。',
  );
  need(
    /^\d{4}-\d{2}-\d{2}$/.test(s.Etd) && s.Etd >= addDays(today, 1),
    '/Etd',
    'ETD_TOO_SOON',
    'The ETD must be tomorrow or later.',
    '开船日期须为明天或以后。',
  );
  for (const code of ['DCO', 'FCO'])
    need(
      s.CutOffs.some((c) => c.Code === code),
      '/CutOffs',
      'CUTOFF_MISSING',
      `The ${code} cut-off is required.`,
      `截止时间 ${code} 必填。`,
    );
  if (/^\d{4}-\d{2}-\d{2}$/.test(s.Etd))
    for (const [i, c] of s.CutOffs.entries())
      need(
        c.DateTime < endOfDay(s.Etd),
        `/CutOffs/${i}`,
        'CUTOFF_ORDER',
        `The ${c.Code} cut-off must be before the ETD.`,
        `截止时间 ${c.Code} 须早于开船日期。`,
      );
  const earliest = s.CutOffs.map((c) => c.DateTime).sort()[0];
  need(!!s.ValidUntil, '/ValidUntil', 'REQUIRED', 'Say until when the space is sold.', '请填写销售截止时间。');
  if (s.ValidUntil && earliest)
    need(
      Date.parse(s.ValidUntil) <= Date.parse(earliest),
      '/ValidUntil',
      'VALID_AFTER_CUTOFF',
      'Sales must close by the earliest cut-off.',
      '销售截止时间不能晚于最早的截止时间。',
    );
  need(
    s.Lines.some((l) => l.TotalQty >= 1 && l.PriceMinor > 0),
    '/Lines',
    'NO_LINE',
    'At least one container class needs a quantity of 1 or more and a price.',
    '至少一个箱型须有 1 个以上的数量和价格。',
  );
  for (const [i, l] of s.Lines.entries())
    need(l.PriceMinor > 0, `/Lines/${i}/Price`, 'PRICE_REQUIRED', `${l.ContainerClass}: the price must be above 0.`, `${l.ContainerClass}：价格须大于 0。`);
  need(/^[A-Z]{3}$/.test(s.Currency), '/Currency', 'REQUIRED', 'The currency is required.', '币种必填。');
  need(!!s.CancellationTerms.trim(), '/CancellationTerms', 'REQUIRED', 'The cancellation terms are required.', '取消条款必填。');
  return out;
}

/** R5.5: the facts whose change sends a listing back to audit, and is refused while orders are open. */
export const KEY_FACTS = ['VesselName', 'Voyage', 'Etd', 'PolCode', 'PodCode'] as const;

export function keyFactsChanged(before: Record<(typeof KEY_FACTS)[number], string>, after: Record<(typeof KEY_FACTS)[number], string>): string[] {
  return KEY_FACTS.filter((k) => (before[k] ?? '').trim().toUpperCase() !== (after[k] ?? '').trim().toUpperCase());
}

/** The default close of sales: 24 hours before the DCO cut-off (§5.1), or undefined without one. */
export function defaultValidUntil(cutOffs: readonly { Code: string; DateTime: string }[]): string | undefined {
  const dco = cutOffs.find((c) => c.Code === 'DCO');
  return dco ? new Date(Date.parse(dco.DateTime) - 24 * 3_600_000).toISOString() : undefined;
}

/**
 * R5.3's limits before the stock is touched: known classes, no class twice, each at least 1, at most
 * MaxPerOrder containers in all. Answers the refusal code, or undefined.
 */
export function checkOrderLines(
  lines: readonly { ContainerClass: string; Qty: number }[],
  known: readonly string[],
  maxPerOrder: number | null,
): { code: 'NO_LINE' | 'UNKNOWN_CLASS' | 'DUPLICATE_CLASS' | 'OVER_MAX'; detail: string } | undefined {
  if (!lines.length || lines.every((l) => l.Qty < 1)) return { code: 'NO_LINE', detail: '' };
  const seen = new Set<string>();
  for (const l of lines) {
    if (!known.includes(l.ContainerClass)) return { code: 'UNKNOWN_CLASS', detail: l.ContainerClass };
    if (seen.has(l.ContainerClass)) return { code: 'DUPLICATE_CLASS', detail: l.ContainerClass };
    seen.add(l.ContainerClass);
  }
  const total = lines.reduce((n, l) => n + l.Qty, 0);
  if (maxPerOrder !== null && total > maxPerOrder) return { code: 'OVER_MAX', detail: String(maxPerOrder) };
  return undefined;
}

/** The hold's end: placed at `now`, held for `minutes` (R5.4). */
export const holdExpiresAt = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

/**
 * R5.8: the cancellation fee of an order after release — the provider's figure when given, else the
 * listing's fee per container times the containers; nothing before the S/O is released.
 */
export function cancelFee(from: 'CONFIRMED' | 'SO_RELEASED', containers: number, feePerContainer: number | null, given: number | undefined): number {
  if (given !== undefined) return given;
  if (from !== 'SO_RELEASED') return 0;
  return (feePerContainer ?? 0) * containers;
}
