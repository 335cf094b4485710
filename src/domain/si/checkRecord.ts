import type { SiBox, SiRecord } from '../../contract/si';
import { containerNumberProblem } from './iso6346';
import { blank, type Context, round, same, sum } from './checkContext';
import { containerTypeName } from './reference';

// the rules of one SI record: parties, B/L text blocks, ports, boxes and their goods lines, sums

/** A B/L line holds at most 35 characters; blocks hold at most so many lines. */
export const LINE_WIDTH = 35;
export const LINE_LIMITS = { party: 5, marks: 20, goods: 30 } as const;
const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const HS = /^\d{6,10}$/;

/**
 * What of a B/L text block does not fit: each line over LINE_WIDTH, and the count of lines when it
 * is over `maxLines`. One rule for the SI check and the booking check (commercial.md R6.5).
 */
export function blockOverflows(value: string, maxLines: number): { long: { line: number; length: number }[]; lines?: number } {
  const lines = (value ?? '').split(/\r?\n/);
  const long = lines.flatMap((line, i) => (line.length > LINE_WIDTH ? [{ line: i + 1, length: line.length }] : []));
  return lines.length > maxLines ? { long, lines: lines.length } : { long };
}

/** A consignee "TO ORDER" (a negotiable B/L): the notify party is then required. */
export const isToOrder = (consignee: string | undefined) => /^\s*TO ORDER\b/i.test(consignee ?? '');

function textBlock(ctx: Context, path: string, value: string, maxLines: number, field: string) {
  const { long, lines } = blockOverflows(value, maxLines);
  for (const l of long) ctx.add(path, 'text.lineTooLong', { field, line: l.line, length: l.length, max: LINE_WIDTH });
  if (lines) ctx.add(path, 'text.tooManyLines', { field, lines, max: maxLines });
}

function packageCode(ctx: Context, path: string, field: string, value: string | undefined) {
  if (!blank(value) && !ctx.packages.has(value!.trim().toUpperCase())) ctx.add(path, 'package.unknown', { field, value: value! });
}

function checkBox(ctx: Context, box: SiBox, base: string) {
  const { add } = ctx;
  if (box.TBX_NON_ISO) {
    if (blank(box.TBX_CNNO)) add(`${base}/TBX_CNNO`, 'container.missing');
  } else {
    const problem = containerNumberProblem(box.TBX_CNNO ?? '');
    if (problem === 'shape') add(`${base}/TBX_CNNO`, 'container.shape', { value: box.TBX_CNNO ?? '' });
    if (problem === 'checkDigit') add(`${base}/TBX_CNNO`, 'container.checkDigit', { value: box.TBX_CNNO });
  }
  if (!containerTypeName(box.TBX_TYPE ?? '')) add(`${base}/TBX_TYPE`, 'containerType.unknown', { value: box.TBX_TYPE ?? '' });
  if (blank(box.TBX_SEALNO)) add(`${base}/TBX_SEALNO`, 'seal.missing');
  packageCode(ctx, `${base}/TBX_PACKAGE`, 'TBX_PACKAGE', box.TBX_PACKAGE);
  if (!box.Details?.length) {
    add(`${base}/Details`, 'details.none');
    return;
  }
  box.Details.forEach((d, j) => {
    const p = `${base}/Details/${j}`;
    if (!HS.test(d.TBD_HSCODE ?? '')) add(`${p}/TBD_HSCODE`, 'hsCode.invalid', { value: d.TBD_HSCODE ?? '' });
    if (blank(d.TBD_GOODS)) add(`${p}/TBD_GOODS`, 'goods.missing');
    textBlock(ctx, `${p}/TBD_GOODS`, d.TBD_GOODS ?? '', LINE_LIMITS.goods, 'TBD_GOODS');
    textBlock(ctx, `${p}/TBD_MARKS`, d.TBD_MARKS ?? '', LINE_LIMITS.marks, 'TBD_MARKS');
    packageCode(ctx, `${p}/TBD_PACKAGE`, 'TBD_PACKAGE', d.TBD_PACKAGE);
    for (const field of ['TBD_NUM', 'TBD_WEIGHT', 'TBD_VOLUME'] as const) {
      const v = d[field];
      if (!Number.isFinite(v) || v < 0) add(`${p}/${field}`, 'number.invalid', { field });
    }
  });
  const details = box.Details;
  const packages = sum(details.map((d) => d.TBD_NUM));
  const weight = sum(details.map((d) => d.TBD_WEIGHT));
  const volume = sum(details.map((d) => d.TBD_VOLUME));
  if (box.TBX_NUM !== packages) add(`${base}/TBX_NUM`, 'sum.boxPackages', { declared: box.TBX_NUM, sum: packages });
  if (!same(box.TBX_WEIGHT, weight)) add(`${base}/TBX_WEIGHT`, 'sum.boxWeight', { declared: box.TBX_WEIGHT, sum: round(weight) });
  if (!same(box.TBX_VOLUME, volume)) add(`${base}/TBX_VOLUME`, 'sum.boxVolume', { declared: box.TBX_VOLUME, sum: round(volume) });
}

/** One SI record's own rules (its problems under `base`). */
export function checkOne(ctx: Context, si: SiRecord, base: string) {
  const { add } = ctx;
  if (blank(si.TBI_CONSIGNOR)) add(`${base}/TBI_CONSIGNOR`, 'party.required', { field: 'TBI_CONSIGNOR' });
  if (blank(si.TBI_CONSIGNEE)) add(`${base}/TBI_CONSIGNEE`, 'party.required', { field: 'TBI_CONSIGNEE' });
  if (isToOrder(si.TBI_CONSIGNEE) && blank(si.TBI_NOTIFIER_1)) add(`${base}/TBI_NOTIFIER_1`, 'party.notifierForOrder');
  for (const field of ['TBI_CONSIGNOR', 'TBI_CONSIGNEE', 'TBI_NOTIFIER_1', 'TBI_NOTIFIER_2', 'TBI_NOTIFIER_3'] as const) {
    textBlock(ctx, `${base}/${field}`, si[field] ?? '', LINE_LIMITS.party, field);
  }
  textBlock(ctx, `${base}/TBI_MARKS`, si.TBI_MARKS ?? '', LINE_LIMITS.marks, 'TBI_MARKS');
  textBlock(ctx, `${base}/TBI_GOODS`, si.TBI_GOODS ?? '', LINE_LIMITS.goods, 'TBI_GOODS');
  if (!blank(si.TBI_HSCODE) && !HS.test(si.TBI_HSCODE)) add(`${base}/TBI_HSCODE`, 'hsCode.invalid', { value: si.TBI_HSCODE });
  packageCode(ctx, `${base}/TBI_PACKAGE`, 'TBI_PACKAGE', si.TBI_PACKAGE);
  for (const [field, required] of [
    ['TBI_RECEIPT_CODE', false],
    ['TBI_LOADING_CODE', true],
    ['TBI_DISCHARGE_CODE', true],
    ['TBI_DELIVERY_CODE', false],
  ] as const) {
    const v = si[field] ?? '';
    if (blank(v)) {
      if (required) add(`${base}/${field}`, 'place.required', { field });
    } else if (!UNLOCODE.test(v)) add(`${base}/${field}`, 'place.shape', { field, value: v });
    else if (!ctx.ports.has(v)) add(`${base}/${field}`, 'place.unknown', { field, value: v });
  }
  if (!si.Boxes?.length) add(`${base}/Boxes`, 'boxes.none');
  for (const [i, box] of (si.Boxes ?? []).entries()) checkBox(ctx, box, `${base}/Boxes/${i}`);
  const packages = sum((si.Boxes ?? []).map((b) => b.TBX_NUM));
  if (si.Boxes?.length && si.TBI_NUM !== packages) add(`${base}/TBI_NUM`, 'sum.siPackages', { declared: si.TBI_NUM, sum: packages });
}
