import type { PrintSheet } from '../../../src/contract/packingReports/calls';
import { printWords } from '../../../src/contract/packingReports/words';
import { placeTime } from '../../../src/domain/refdata/localTimes';
import { mftStageWords, mftStatusWords } from '../../../src/domain/manifest/words';
import type { MftStatus } from '../../../src/domain/manifest/status';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { printPdf } from '../../platform/pdf/print';
import { packingSheetDrawing } from '../../platform/pdf/printSheetDrawing';
import { portZone } from '../refdata/public';
import { manifestsByIds, type StoredManifest } from './repository';
import { noManifest } from './refusals';
import { type Requester, scopeOf } from './requester';

/**
 * The manifest as a PDF (`/api/Manifest/Print`): the bill, its parties with their codes, the
 * containers and the goods with their allocation, laid out as a print sheet and drawn by the
 * packing-list reports' renderer (A4, CJK font, the MFT_NO as a barcode). The customs side is the
 * simulator: the sheet says so (模拟 SIMULATOR).
 */
const L = (zh: string, en: string, value: string) => ({ Label: { zh, en }, Value: value });
const party = (p: Record<string, unknown> | undefined) =>
  [p?.NAME, p?.ADDRESS, p?.COUNTRY, p?.CODE, p?.PHONE].filter((v) => typeof v === 'string' && v.trim()).join(' / ');

export async function manifestPdf(db: Db, r: Requester, id: number): Promise<Outcome<{ bytes: Uint8Array; file_name: string; content_type: string }>> {
  const [m] = await manifestsByIds(db, [id], scopeOf(r));
  if (!m) return noManifest();
  const sheet = manifestSheet(m, await portZone(db, m.MFT_LOADING_CODE ?? ''), new Date().toISOString());
  // drawn off the event loop, within the person's share of prints and the page bound
  const pdf = await printPdf(r.kind === 'share' ? `share:${r.shareId}` : `employee:${r.actor.id}`, packingSheetDrawing, sheet);
  if (!pdf.ok) return pdf;
  return { ok: true, value: { bytes: pdf.value, file_name: `${m.MFT_NO}.pdf`, content_type: 'application/pdf' } };
}

/** The manifest laid out as a print sheet; its times on the loading port's clock (`zone`), the zone said once. */
export function manifestSheet(m: StoredManifest, zone: string, now: string): PrintSheet {
  const status = mftStatusWords[m.MFT_STATUS as MftStatus];
  const stage = mftStageWords[m.MFT_STAGE] ?? { zh: m.MFT_STAGE, en: m.MFT_STAGE };
  const items = m.Items ?? [];
  return {
    Id: m.Id,
    PKL_NO: m.MFT_NO,
    Title: { zh: `${m.MFT_FILING} 舱单（模拟海关 SIMULATOR）`, en: `${m.MFT_FILING} manifest (simulated customs)` },
    CompanyName: m.CompanyName,
    Voyage: [
      L('总提运单号', 'Master B/L', m.MFT_MBL_NO ?? ''),
      L('分提运单号', 'House B/L', m.MFT_HBL_NO ?? ''),
      L('承运人', 'Carrier', m.MFT_CARRIER ?? ''),
      L('船名航次', 'Vessel / voyage', `${m.MFT_VESSEL ?? ''} ${m.MFT_VOYAGE ?? ''}`),
      L('装货港', 'Port of loading', m.MFT_LOADING_CODE ?? ''),
      L('卸货港', 'Port of discharge', m.MFT_DISCHARGE_CODE ?? ''),
      L('申报地海关', 'Customs office', m.MFT_CUSTOMS_CODE ?? ''),
      L('状态', 'State', `${status?.zh ?? m.MFT_STATUS} ${status?.en ?? ''} · ${stage.zh} ${stage.en}`),
    ],
    CutOffs: m.MFT_LOADING_AT ? [L('计划装船', 'Planned loading', placeTime(m.MFT_LOADING_AT, zone))] : [],
    Clock: printWords.clock(zone),
    Container: [
      L('发货人', 'Shipper', party(m.Shipper)),
      L('收货人', 'Consignee', party(m.Consignee)),
      L('通知人', 'Notify party', party(m.Notify)),
      ...(m.Containers ?? []).map((c) => L('集装箱', 'Container', `${c.MFC_CNNO} ${c.MFC_SIZE_TYPE} ${c.MFC_SEALNO ?? ''}`)),
    ],
    Columns: [
      { zh: '序号', en: 'No.' },
      { zh: '货物描述', en: 'Description' },
      { zh: 'HS 编码', en: 'HS' },
      { zh: '件数', en: 'Pkgs' },
      { zh: '毛重', en: 'kg' },
      { zh: '箱货对应', en: 'Allocation' },
    ],
    Lines: items.map((i) => [
      String(i.MFG_SEQ),
      i.MFG_DESC,
      i.MFG_HSCODE,
      `${i.MFG_PKGS} ${i.MFG_PACKAGE}`,
      String(i.MFG_GROSS_KG),
      (i.Allocation ?? []).map((a) => `${a.CNNO}:${a.PKGS}/${a.KG}`).join(' '),
    ]),
    Totals: ['', '', '', String(items.reduce((s, i) => s + i.MFG_PKGS, 0)), String(items.reduce((s, i) => s + i.MFG_GROSS_KG, 0)), ''],
    Signatures: [
      { zh: '制单', en: 'Prepared by' },
      { zh: '审核', en: 'Verified by' },
    ],
    PrintedAt: printWords.printedAt(placeTime(now, zone)),
  };
}
