import type { PrintSheet } from '../../contract/packingReports/calls';
import { printWords as W } from '../../contract/packingReports/words';
import type { Bilingual } from '../../i18n/bilingual';
import { localDateTime, SEED_CUT_OFF_CODES } from '../refdata/public';
import { lineTotals, type PklStatus, pklStatusWords } from '../packing/public';

/**
 * One packing list laid out for print (operations.md §3.4 `TrachPreview`): the server's PDF draws
 * this sheet and the preview page draws the same sheet as an A4 page, so the two never disagree.
 * Both languages on the paper (a load plan goes to a trucker and a terminal alike); cut-offs on
 * the loading port's clock, the zone said once.
 */
export interface PrintData {
  Id: number;
  PKL_NO: string;
  PKL_STATUS: number;
  CGO_ID: string;
  PKL_BOOKING_NO: string;
  PKL_CARRIER: string;
  PKL_VESSEL: string;
  PKL_VOYAGE: string;
  PKL_LOADING_CODE: string;
  LoadingName: string;
  PKL_DISCHARGE_CODE: string;
  DischargeName: string;
  PKL_DELIVERY_CODE: string;
  DeliveryName: string;
  PKL_CNTR_TYPE: string;
  PKL_CNNO: string;
  PKL_SEALNO: string;
  PKL_TARE_KG: number | null;
  PKL_MAX_GROSS_KG: number | null;
  PKL_EMPTY_DEPOT: string;
  PKL_RETURN_TERMINAL: string;
  PKL_STUFF_PLACE: string;
  PKL_STUFF_AT: string;
  PKL_TRUCK_PLATE: string;
  PKL_DRIVER_NAME: string;
  CompanyName: string;
  /** The loading port's IANA zone (Asia/Shanghai when the port says none). */
  PortZone: string;
  CutOffs: readonly { Code: string; DateTime: string }[];
  Lines: readonly {
    PKD_SEQ: number;
    PKD_MARKS: string;
    PKD_CNGOODS: string;
    PKD_GOODS: string;
    PKD_HSCODE: string;
    PKD_PACKAGE: string;
    PKD_NUM: number;
    PKD_WEIGHT: number;
    PKD_VOLUME: number;
  }[];
}

const kg = (n: number | null) => (n && n > 0 ? `${n.toLocaleString('en-US')} KGS` : '');
const fixed3 = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const port = (code: string, name: string) => [code, name].filter(Boolean).join(' ');
const cutOffName = (code: string): Bilingual => {
  const c = SEED_CUT_OFF_CODES.find((x) => x.code === code);
  return c ? { zh: `${c.zh} ${code}`, en: `${c.en} (${code})` } : { zh: code, en: code };
};

export function printSheetOf(d: PrintData, now: string): PrintSheet {
  const zone = d.PortZone || 'Asia/Shanghai';
  const t = lineTotals(d.Lines);
  const status = pklStatusWords[d.PKL_STATUS as PklStatus];
  return {
    Id: d.Id,
    PKL_NO: d.PKL_NO,
    Title: status ? { zh: `${W.title.zh}（${status.zh}）`, en: `${W.title.en} (${status.en})` } : W.title,
    CompanyName: d.CompanyName,
    Voyage: [
      { Label: W.booking, Value: [d.PKL_BOOKING_NO, d.CGO_ID].filter(Boolean).join(' / ') },
      { Label: W.carrier, Value: d.PKL_CARRIER },
      { Label: W.vesselVoyage, Value: [d.PKL_VESSEL, d.PKL_VOYAGE].filter(Boolean).join(' / ') },
      { Label: W.loading, Value: port(d.PKL_LOADING_CODE, d.LoadingName) },
      { Label: W.discharge, Value: port(d.PKL_DISCHARGE_CODE, d.DischargeName) },
      { Label: W.delivery, Value: port(d.PKL_DELIVERY_CODE, d.DeliveryName) },
    ],
    CutOffs: d.CutOffs.map((c) => ({ Label: cutOffName(c.Code), Value: localDateTime(c.DateTime, zone) })),
    Clock: W.clock(zone),
    Container: [
      { Label: W.container, Value: d.PKL_CNNO },
      { Label: W.type, Value: d.PKL_CNTR_TYPE },
      { Label: W.seal, Value: d.PKL_SEALNO },
      { Label: W.tare, Value: kg(d.PKL_TARE_KG) },
      { Label: W.maxGross, Value: kg(d.PKL_MAX_GROSS_KG) },
      { Label: W.emptyDepot, Value: d.PKL_EMPTY_DEPOT },
      { Label: W.terminal, Value: d.PKL_RETURN_TERMINAL },
      { Label: W.stuffing, Value: [d.PKL_STUFF_PLACE, d.PKL_STUFF_AT ? localDateTime(d.PKL_STUFF_AT, zone) : ''].filter(Boolean).join(' / ') },
      { Label: W.truck, Value: [d.PKL_TRUCK_PLATE, d.PKL_DRIVER_NAME].filter(Boolean).join(' / ') },
    ],
    Columns: [W.seq, W.marks, W.goods, W.hs, W.packages, W.gross, W.volume],
    Lines: d.Lines.map((l) => [
      String(l.PKD_SEQ),
      l.PKD_MARKS,
      [l.PKD_CNGOODS, l.PKD_GOODS].filter(Boolean).join('\n'),
      l.PKD_HSCODE,
      `${l.PKD_NUM} ${l.PKD_PACKAGE}`.trim(),
      fixed3(l.PKD_WEIGHT),
      fixed3(l.PKD_VOLUME),
    ]),
    Totals: [String(t.packages), fixed3(t.weight), fixed3(t.volume)],
    Signatures: [W.shipperSign, W.driverSign, W.terminalSign],
    PrintedAt: W.printedAt(`${localDateTime(now, zone)} ${zone}`),
  };
}
