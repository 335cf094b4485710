import type { SiBox, SiProblem, SiRecord, SiSourceData } from '../../contract/si';
import { containerNumberProblem } from './iso6346';
import { containerTypeName } from './reference';

/** A B/L line holds at most 35 characters; blocks hold at most so many lines. */
export const LINE_WIDTH = 35;
export const LINE_LIMITS = { party: 5, marks: 20, goods: 30 } as const;
const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const HS = /^\d{6,10}$/;
const EPSILON = 0.0005;

const blank = (s: string | undefined) => !s || !s.trim();
const sum = (values: number[]) => values.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
const same = (a: number, b: number) => Math.abs(a - b) < EPSILON;

function textBlock(out: SiProblem[], path: string, value: string, maxLines: number, what: string) {
  const lines = (value ?? '').split(/\r?\n/);
  lines.forEach((line, i) => {
    if (line.length > LINE_WIDTH) out.push({ Path: path, Message: `${what}: line ${i + 1} has ${line.length} characters; a B/L line holds at most ${LINE_WIDTH}.` });
  });
  if (lines.length > maxLines) out.push({ Path: path, Message: `${what} has ${lines.length} lines; at most ${maxLines} fit on the B/L.` });
}

function checkBox(out: SiProblem[], box: SiBox, base: string) {
  if (box.TBX_NON_ISO) {
    if (blank(box.TBX_CNNO)) out.push({ Path: `${base}/TBX_CNNO`, Message: 'The container number is missing.' });
  } else {
    const problem = containerNumberProblem(box.TBX_CNNO ?? '');
    if (problem === 'shape') out.push({ Path: `${base}/TBX_CNNO`, Message: `"${box.TBX_CNNO ?? ''}" is not a container number: 3 owner letters, U/J/Z, 6 digits and a check digit (ISO 6346).` });
    if (problem === 'checkDigit') out.push({ Path: `${base}/TBX_CNNO`, Message: `"${box.TBX_CNNO}" fails the ISO 6346 check digit: a character is mistyped (or mark it as non-ISO equipment).` });
  }
  if (!containerTypeName(box.TBX_TYPE ?? '')) out.push({ Path: `${base}/TBX_TYPE`, Message: `"${box.TBX_TYPE ?? ''}" is not a known container type (20GP, 40GP, 40HQ, 45HQ, 20RF, 40RH, 20OT, 40FR, 20TK).` });
  if (blank(box.TBX_SEALNO)) out.push({ Path: `${base}/TBX_SEALNO`, Message: 'Every box needs at least one seal number.' });
  if (!box.Details?.length) {
    out.push({ Path: `${base}/Details`, Message: 'A box needs at least one line of goods.' });
    return;
  }
  box.Details.forEach((d, j) => {
    const p = `${base}/Details/${j}`;
    if (!HS.test(d.TBD_HSCODE ?? '')) out.push({ Path: `${p}/TBD_HSCODE`, Message: `The HS code "${d.TBD_HSCODE ?? ''}" must be 6 to 10 digits.` });
    if (blank(d.TBD_GOODS)) out.push({ Path: `${p}/TBD_GOODS`, Message: 'The goods description is missing.' });
    textBlock(out, `${p}/TBD_GOODS`, d.TBD_GOODS ?? '', LINE_LIMITS.goods, 'Goods');
    textBlock(out, `${p}/TBD_MARKS`, d.TBD_MARKS ?? '', LINE_LIMITS.marks, 'Marks');
    for (const [field, label] of [['TBD_NUM', 'package count'], ['TBD_WEIGHT', 'weight'], ['TBD_VOLUME', 'volume']] as const) {
      const v = d[field];
      if (!Number.isFinite(v) || v < 0) out.push({ Path: `${p}/${field}`, Message: `The ${label} must be a number of 0 or more.` });
    }
  });
  const details = box.Details;
  if (box.TBX_NUM !== sum(details.map((d) => d.TBD_NUM))) out.push({ Path: `${base}/TBX_NUM`, Message: `The box says ${box.TBX_NUM} packages, its goods lines add up to ${sum(details.map((d) => d.TBD_NUM))}.` });
  if (!same(box.TBX_WEIGHT, sum(details.map((d) => d.TBD_WEIGHT)))) out.push({ Path: `${base}/TBX_WEIGHT`, Message: `The box weighs ${box.TBX_WEIGHT} kg, its goods lines add up to ${round(sum(details.map((d) => d.TBD_WEIGHT)))} kg.` });
  if (!same(box.TBX_VOLUME, sum(details.map((d) => d.TBD_VOLUME)))) out.push({ Path: `${base}/TBX_VOLUME`, Message: `The box holds ${box.TBX_VOLUME} m³, its goods lines add up to ${round(sum(details.map((d) => d.TBD_VOLUME)))} m³.` });
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The check of one SI (issue 6): parties, containers (ISO 6346, type, seal), HS codes, B/L line
 * limits, UN/LOCODE places, and the sums of details into boxes and boxes into the SI. The same
 * module runs in the browser for instant feedback and on the server as the authority.
 */
export function checkSi(si: SiRecord, base = ''): SiProblem[] {
  const out: SiProblem[] = [];
  if (blank(si.TBI_CONSIGNOR)) out.push({ Path: `${base}/TBI_CONSIGNOR`, Message: 'The consignor (shipper) is required.' });
  if (blank(si.TBI_CONSIGNEE)) out.push({ Path: `${base}/TBI_CONSIGNEE`, Message: 'The consignee is required.' });
  if (/^\s*TO ORDER\b/i.test(si.TBI_CONSIGNEE ?? '') && blank(si.TBI_NOTIFIER_1)) {
    out.push({ Path: `${base}/TBI_NOTIFIER_1`, Message: 'The consignee is "TO ORDER": the first notify party is then required.' });
  }
  for (const [field, label] of [['TBI_CONSIGNOR', 'Consignor'], ['TBI_CONSIGNEE', 'Consignee'], ['TBI_NOTIFIER_1', 'Notify party 1'], ['TBI_NOTIFIER_2', 'Notify party 2'], ['TBI_NOTIFIER_3', 'Notify party 3']] as const) {
    textBlock(out, `${base}/${field}`, si[field] ?? '', LINE_LIMITS.party, label);
  }
  textBlock(out, `${base}/TBI_MARKS`, si.TBI_MARKS ?? '', LINE_LIMITS.marks, 'Marks');
  textBlock(out, `${base}/TBI_GOODS`, si.TBI_GOODS ?? '', LINE_LIMITS.goods, 'Goods');
  if (!blank(si.TBI_HSCODE) && !HS.test(si.TBI_HSCODE)) out.push({ Path: `${base}/TBI_HSCODE`, Message: `The HS code "${si.TBI_HSCODE}" must be 6 to 10 digits.` });
  for (const [field, required, label] of [
    ['TBI_RECEIPT_CODE', false, 'place of receipt'],
    ['TBI_LOADING_CODE', true, 'port of loading'],
    ['TBI_DISCHARGE_CODE', true, 'port of discharge'],
    ['TBI_DELIVERY_CODE', false, 'place of delivery'],
  ] as const) {
    const v = si[field] ?? '';
    if (blank(v) ? required : !UNLOCODE.test(v)) out.push({ Path: `${base}/${field}`, Message: `The ${label} code "${v}" must be a UN/LOCODE (2-letter country and 3 characters, e.g. CNSHA).` });
  }
  if (!si.Boxes?.length) out.push({ Path: `${base}/Boxes`, Message: 'An SI needs at least one box.' });
  (si.Boxes ?? []).forEach((box, i) => checkBox(out, box, `${base}/Boxes/${i}`));
  const packages = sum((si.Boxes ?? []).map((b) => b.TBX_NUM));
  if (si.Boxes?.length && si.TBI_NUM !== packages) out.push({ Path: `${base}/TBI_NUM`, Message: `The SI says ${si.TBI_NUM} packages, its boxes add up to ${packages}.` });
  return out;
}

/**
 * The check of one submission from one booking: each SI, then the booking's containers — each
 * booked container used exactly once across the SIs (by number when the booking knows them, else
 * by type and count).
 */
export function checkSubmission(drafts: SiRecord[], booking?: SiSourceData): SiProblem[] {
  const out = drafts.flatMap((d, i) => checkSi(d, `/TDBLInfos/${i}`));
  if (!booking) return out;
  const seen = new Map<string, string>(); // number → first path
  drafts.forEach((d, i) =>
    (d.Boxes ?? []).forEach((b, j) => {
      const no = (b.TBX_CNNO ?? '').trim().toUpperCase();
      const path = `/TDBLInfos/${i}/Boxes/${j}/TBX_CNNO`;
      if (!no) return;
      const first = seen.get(no);
      if (first) out.push({ Path: path, Message: `Container ${no} is used twice (also at ${first}); each booked container goes on exactly one SI.` });
      else seen.set(no, path);
    }),
  );
  const bookedNumbers = booking.Containers.flatMap((c) => c.CNNOS.map((n) => n.toUpperCase()));
  if (bookedNumbers.length) {
    for (const [no, path] of seen) if (!bookedNumbers.includes(no)) out.push({ Path: path, Message: `Container ${no} is not booked on ${booking.CGO_ID}.` });
    const missing = bookedNumbers.filter((n) => !seen.has(n));
    if (missing.length) out.push({ Path: '/TDBLInfos', Message: `Booked containers not on any SI: ${missing.join(', ')}. Each booked container goes on exactly one SI.` });
  }
  for (const c of booking.Containers) {
    const used = drafts.flatMap((d) => d.Boxes ?? []).filter((b) => containerTypeName(b.TBX_TYPE ?? '') === containerTypeName(c.TYPE)).length;
    if (used !== c.COUNT) out.push({ Path: '/TDBLInfos', Message: `The booking has ${c.COUNT} × ${c.TYPE}; the SIs use ${used}.` });
  }
  return out;
}
