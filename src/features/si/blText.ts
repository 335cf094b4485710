import type { SiRecord } from '../../contract/si';
import { wrapBl } from '../../domain/si/blLines';
import { siPackaging } from '../../domain/si/packaging';
import { boxSummary } from '../../domain/si/summary';

export { wrapBl };

const num = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000));

/** The blocks of a B/L made from an SI, each a list of lines of at most 35 characters. */
export interface BlDocument {
  shipper: string[];
  consignee: string[];
  notify: string[];
  alsoNotify: string[];
  vesselVoyage: string[];
  placeOfReceipt: string[];
  portOfLoading: string[];
  portOfDischarge: string[];
  placeOfDelivery: string[];
  blNo: string[];
  marks: string[];
  packages: string[];
  goods: string[];
  grossWeight: string[];
  measurement: string[];
  /** One entry per box: number, seal, type; then its packages, weight and volume. */
  containers: string[];
  /** The box summary `type*count` (e.g. `40HQ*2 20GP*1`). */
  summary: string[];
  freight: string[];
  signing: string[];
  /** The number of originals issued, in words and figures (e.g. THREE (3)). */
  originals: string[];
  /** Place and date of issue (e.g. SHANGHAI / 02 DEC 2026). */
  issued: string[];
}

const NUMBER_WORDS = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];
/** A full set of original B/Ls is three; a telex release or a sea waybill prints none. */
export function originalsOf(signing: string): string {
  const count = /^ORIGINAL/i.test((signing ?? '').trim()) ? 3 : 0;
  const words = `${NUMBER_WORDS[count]} (${count})`;
  return count ? words : `${words} ${(signing ?? '').trim().toUpperCase()}`.trim();
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** The date of issue as B/Ls print it: 02 DEC 2026 (the day of approval, else the sailing date). */
export function issueDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return '';
  const local = value!.length > 10 ? new Date(value!) : undefined;
  const [y, mo, d] = local ? [local.getFullYear(), local.getMonth() + 1, local.getDate()] : [Number(m[1]), Number(m[2]), Number(m[3])];
  return `${String(d).padStart(2, '0')} ${MONTHS[mo - 1]} ${y}`;
}

/** The B/L text laid out from an (approved) SI: parties, route, marks, goods, boxes and totals. */
export function blDocument(si: SiRecord): BlDocument {
  const boxes = si.Boxes ?? [];
  const weight = boxes.reduce((a, b) => a + (b.TBX_WEIGHT || 0), 0);
  const volume = boxes.reduce((a, b) => a + (b.TBX_VOLUME || 0), 0);
  const place = (name: string, code: string) => wrapBl([name, code].filter(Boolean).join(' '));
  const also = [si.TBI_NOTIFIER_2, si.TBI_NOTIFIER_3].filter((t) => t?.trim()).join('\n');
  const summary = boxSummary(boxes);
  return {
    shipper: wrapBl(si.TBI_CONSIGNOR),
    consignee: wrapBl(si.TBI_CONSIGNEE),
    notify: wrapBl(si.TBI_NOTIFIER_1 || 'SAME AS CONSIGNEE'),
    alsoNotify: wrapBl(also),
    vesselVoyage: wrapBl(`${si.TBI_VESSEL} ${si.TBI_VOYAGE}`.trim()),
    placeOfReceipt: place(si.TBI_RECEIPT_PLACE, si.TBI_RECEIPT_CODE),
    portOfLoading: place(si.TBI_LOADING_PLACE, si.TBI_LOADING_CODE),
    portOfDischarge: place(si.TBI_DISCHARGE_PLACE, si.TBI_DISCHARGE_CODE),
    placeOfDelivery: place(si.TBI_DELIVERY_PLACE, si.TBI_DELIVERY_CODE),
    blNo: wrapBl(si.TBI_SIMBL_NO || si.TBI_MBL_NO),
    marks: wrapBl(si.TBI_MARKS || 'N/M'),
    packages: wrapBl(siPackaging(boxes, { count: si.TBI_NUM, kind: si.TBI_PACKAGE }).text),
    goods: wrapBl([si.TBI_GOODS, si.TBI_HSCODE ? `HS CODE: ${si.TBI_HSCODE}` : ''].filter(Boolean).join('\n')),
    grossWeight: [`${num(weight)} KGS`],
    measurement: [`${num(volume)} CBM`],
    containers: boxes.flatMap((b) =>
      wrapBl(
        `${b.TBX_CNNO}/${b.TBX_SEALNO}/${b.TBX_TYPE}\n${siPackaging([b], { count: b.TBX_NUM, kind: b.TBX_PACKAGE || si.TBI_PACKAGE }).text}/${num(b.TBX_WEIGHT)}KGS/${num(b.TBX_VOLUME)}CBM`,
      ),
    ),
    summary: wrapBl(summary ? `${summary}` : ''),
    freight: wrapBl(`FREIGHT ${si.TBI_PAYMENT_METHOD}`.trim()),
    signing: wrapBl(si.TBI_SIGNING_METHOD),
    originals: [originalsOf(si.TBI_SIGNING_METHOD)],
    // issued where the goods are loaded, on the day the SI was approved
    issued: wrapBl([si.TBI_LOADING_PLACE || si.TBI_LOADING_CODE, issueDate(si.TBI_REVIEWER_DATE || si.TBI_SAILINGDATE)].filter(Boolean).join(' / ')),
  };
}
