import type { SiSourceData } from '../../contract/si';
import { emptyBox, withTotals } from '../../domain/si/boxes';
import type { Draft } from '../../machines/siMultiCreateMachine';
import { newDraftId } from './siFlow';

/** The booked containers not yet on a live SI of the booking (a later batch takes only those). */
export function freeContainers(source: SiSourceData): { no: string; type: string }[] {
  const used = new Set((source.UsedContainers ?? []).map((u) => u.CNNO));
  return source.Containers.flatMap((c) => (c.CNNOS.length ? c.CNNOS : Array<string>(c.COUNT).fill('')).map((no) => ({ no, type: c.TYPE }))).filter(
    (c) => !c.no || !used.has(c.no),
  );
}

/** The plan: `count` drafts, the free booked containers dealt out in turn, places and vessel from the booking. */
export function planDrafts(source: SiSourceData, count: number): Draft[] {
  const containers = freeContainers(source);
  const groups: { no: string; type: string }[][] = Array.from({ length: count }, () => []);
  for (const [i, c] of containers.entries()) groups[i % count]!.push(c);
  return groups.map((g) => ({
    draftId: newDraftId(),
    done: false,
    record: withTotals({
      TBI_SHREF_NO: '',
      TBI_GOODS_TYPE: 'GENERAL',
      TBI_SITYPE: count > 1 ? 2 : 1,
      TBI_NUM: 0,
      TBI_MBL_NO: source.MBL_NO,
      TBI_SIMBL_NO: '',
      TBI_PAYMENT_METHOD: 'PREPAID',
      TBI_SIGNING_METHOD: 'ORIGINAL',
      TBI_CONSIGNOR: '',
      TBI_CONSIGNEE: '',
      TBI_NOTIFIER_1: '',
      TBI_NOTIFIER_2: '',
      TBI_NOTIFIER_3: '',
      TBI_CARRIER: source.CARRIER,
      TBI_VESSEL: source.VESSEL,
      TBI_VOYAGE: source.VOYAGE,
      TBI_RECEIPT_PLACE: source.RECEIPT_PLACE,
      TBI_RECEIPT_CODE: source.RECEIPT_CODE,
      TBI_LOADING_PLACE: source.LOADING_PLACE,
      TBI_LOADING_CODE: source.LOADING_CODE,
      TBI_DISCHARGE_PLACE: source.DISCHARGE_PLACE,
      TBI_DISCHARGE_CODE: source.DISCHARGE_CODE,
      TBI_DELIVERY_PLACE: source.DELIVERY_PLACE,
      TBI_DELIVERY_CODE: source.DELIVERY_CODE,
      TBI_MARKS: 'N/M',
      TBI_GOODS: '',
      TBI_PACKAGE: 'CT',
      TBI_HSCODE: '',
      TBI_EMAILS: '',
      TBI_REMARKS: '',
      TBI_SHREMARKS: '',
      TBI_MERGEMBL_NO: '',
      TBI_SAILINGDATE: source.SAILINGDATE,
      TBI_DEADLINE: source.DEADLINE,
      TBI_QUNO: '',
      TBI_TRANSPORT_METHOD: 'SEA',
      TBI_CGO_ID: source.CGO_ID,
      Boxes: g.map((c) => emptyBox(c.no, c.type)),
      Masters: [],
    }),
  }));
}
