import type { WordsIn } from '../../../i18n/words';
import type { FieldSpec } from '../../../lib/ApiForm';
import { ApiError } from '../../../streams/callApi';
import { classAmountsText, parseClassAmounts } from './classAmounts';
import type { ruleWords } from './words';

type Words = WordsIn<typeof ruleWords>;
type Match = Partial<Record<'CarrierCode' | 'TradeLaneCode' | 'PolCode' | 'PodCode' | 'ContainerClass', string | null>>;

/**
 * What both rule forms share: the lanes a rule covers (empty = any), its validity and priority,
 * and the amounts per class typed on one line. The server checks every code again.
 */
export const matchFields = (w: Words): FieldSpec[] => [
  { name: 'CarrierCode', label: w.carrierOptional, type: 'carrier' },
  { name: 'TradeLaneCode', label: w.laneOptional },
  { name: 'PolCode', label: w.polOptional, type: 'port' },
  { name: 'PodCode', label: w.podOptional, type: 'port' },
  { name: 'ContainerClass', label: w.classOptional },
];
export const validityFields = (w: Words): FieldSpec[] => [
  { name: 'ValidFrom', label: w.validFrom },
  { name: 'ValidTo', label: w.validTo },
  { name: 'Priority', label: w.priority },
];

export const matchInitial = (m: Match) => ({
  CarrierCode: m.CarrierCode ?? '',
  TradeLaneCode: m.TradeLaneCode ?? '',
  PolCode: m.PolCode ?? '',
  PodCode: m.PodCode ?? '',
  ContainerClass: m.ContainerClass ?? '',
});
export const matchBody = (v: Record<string, string>) =>
  Object.fromEntries(['CarrierCode', 'TradeLaneCode', 'PolCode', 'PodCode', 'ContainerClass'].map((k) => [k, v[k]?.trim().toUpperCase() || null]));

/** "COSU · CNSHA → EU · 40HQ", or every lane. */
export const lanesText = (m: Match, any: string) =>
  [m.CarrierCode, [m.PolCode, m.TradeLaneCode ?? m.PodCode].filter(Boolean).join(' → '), m.PodCode && m.TradeLaneCode ? m.PodCode : '', m.ContainerClass]
    .filter(Boolean)
    .join(' · ') || any;

/** A line of class amounts read, or a refusal on its field as the server would answer it. */
export function amountsOf(text: string | undefined, field: string, bad: string, signed = false) {
  const lines = parseClassAmounts(text ?? '', signed);
  if (!lines) throw new ApiError(400, bad, [{ Path: `/${field}`, Message: bad }]);
  return lines;
}
export { classAmountsText };

export const priorityOf = (v: string | undefined) => (v?.trim() && /^-?\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : 0);
