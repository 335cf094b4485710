import type { ManifestContainer, ManifestData, ManifestItem, ManifestUploadAnswer, ManifestUploadRow } from '../../../src/contract/manifest';
import type { Db } from '../../db/types';
import type { ImportField, ImportRows } from '../../http/imports';
import type { Outcome } from '../../http/outcome';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { MANIFEST_DOC } from './payload';
import { bookingFor, insertManifest, insertUpload, liveHolder, plannedLoading, uploadsOf } from './repository';
import { configOf } from './rules';
import { type Requester, scopeOf } from './service';

/**
 * The Excel upload of manifests (`/api/Manifest/Upload`, operations.md §7.4): one sheet, one row per
 * goods line in a container; the rows of one booking and house bill make one draft manifest (its
 * containers, its goods allocated to them). A bill whose booking the uploader cannot see, that already
 * has a live manifest, or whose rows lack a number is rejected with its rows and reasons; the rest
 * are created. Each upload is kept (UploadList).
 */
export const MANIFEST_UPLOAD_FIELDS: ImportField[] = [
  { key: 'CGO_ID', headers: ['订舱号 CGO_ID', '订舱号', 'CGO_ID'], required: true },
  { key: 'HBL_NO', headers: ['分提单号 HBL', '分提单号', 'HBL'] },
  { key: 'CNNO', headers: ['箱号 Container', '箱号', 'Container'], required: true },
  { key: 'SIZE_TYPE', headers: ['箱型代码 Size-type', '箱型代码', 'Size-type'], required: true },
  { key: 'SEALNO', headers: ['封号 Seal', '封号', 'Seal'] },
  { key: 'DESC', headers: ['货物描述 Description', '货物描述', 'Description'], required: true },
  { key: 'HSCODE', headers: ['HS 编码 HS code', 'HS 编码', 'HS code'], required: true },
  { key: 'PKGS', headers: ['件数 Packages', '件数', 'Packages'], required: true },
  { key: 'PACKAGE', headers: ['包装 Package', '包装', 'Package'], required: true },
  { key: 'KG', headers: ['毛重 Gross kg', '毛重', 'Gross kg'], required: true },
  { key: 'CBM', headers: ['体积 m³', '体积', 'm3'] },
  { key: 'MARKS', headers: ['唛头 Marks', '唛头', 'Marks'] },
];
export const uploadTemplateExample = () => [
  'CGO-HZTX-2611-003',
  '',
  'CSQU3054383',
  '45G1',
  'SL0001',
  'CERAMIC DINNERWARE SETS',
  '691110',
  '480',
  'CT',
  '9600',
  '56',
  'N/M',
];

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.replace(/,/g, '')));

export function manifestUploadService(db: Db) {
  async function upload(r: Requester & { kind: 'employee' }, rows: ImportRows, fileName: string): Promise<Outcome<ManifestUploadAnswer>> {
    const say = (zh: string, en: string) => (r.lang === 'en' ? en : zh);
    const rejected: { Row: number; Reasons: string[] }[] = [];
    const bills = new Map<string, ImportRows>();
    for (const row of rows) {
      const v = row.values;
      const reasons: string[] = [];
      if (!(num(v.PKGS ?? '') > 0)) reasons.push(say('件数须为正整数', 'Packages must be a positive number'));
      if (!(num(v.KG ?? '') > 0)) reasons.push(say('毛重须大于 0', 'Gross weight must be above 0'));
      if (v.CBM && !(num(v.CBM) >= 0)) reasons.push(say('体积不是数字', 'Volume is not a number'));
      if (reasons.length) {
        rejected.push({ Row: row.row, Reasons: reasons });
        continue;
      }
      const key = `${(v.CGO_ID ?? '').trim()}|${(v.HBL_NO ?? '').trim().toUpperCase()}`;
      bills.set(key, [...(bills.get(key) ?? []), row]);
    }
    const made: number[] = [];
    for (const [key, group] of bills) {
      const [cgo, hbl] = key.split('|') as [string, string];
      const refuse = (zh: string, en: string) => {
        for (const g of group) rejected.push({ Row: g.row, Reasons: [say(zh, en)] });
      };
      const booking = await bookingFor(db, cgo, scopeOf(r));
      if (!booking) {
        refuse(`没有订舱 ${cgo}`, `No booking ${cgo}`);
        continue;
      }
      const containers = new Map<string, ManifestContainer>();
      const items: ManifestItem[] = group.map((g, i) => {
        const v = g.values;
        const cnno = (v.CNNO ?? '').trim().toUpperCase();
        if (!containers.has(cnno))
          containers.set(cnno, {
            MFC_CNNO: cnno,
            MFC_SIZE_TYPE: (v.SIZE_TYPE ?? '').trim().toUpperCase(),
            MFC_SEALNO: (v.SEALNO ?? '').trim(),
            MFC_FULL: true,
            MFC_SOURCE: 'CARRIER',
          });
        const cbm = v.CBM ? num(v.CBM) : null;
        return {
          MFG_SEQ: i + 1,
          MFG_PKGS: num(v.PKGS!),
          MFG_PACKAGE: (v.PACKAGE ?? '').trim().toUpperCase(),
          MFG_DESC: (v.DESC ?? '').trim(),
          MFG_HSCODE: (v.HSCODE ?? '').trim(),
          MFG_GROSS_KG: num(v.KG!),
          MFG_CBM: cbm,
          MFG_MARKS: (v.MARKS ?? '').trim(),
          Allocation: [{ CNNO: cnno, PKGS: num(v.PKGS!), KG: num(v.KG!), ...(cbm === null ? {} : { CBM: cbm }) }],
        };
      });
      const data: ManifestData = {
        MFT_FILING: 'CN_EXPORT',
        MFT_LEVEL: hbl ? 'HOUSE' : 'MASTER',
        MFT_CGO_ID: booking.cgo_id,
        MFT_MBL_NO: booking.mbl_no,
        MFT_HBL_NO: hbl,
        MFT_CARRIER: booking.carrier,
        MFT_VESSEL: booking.vessel,
        MFT_VOYAGE: booking.voyage,
        MFT_LOADING_CODE: booking.loading_code,
        MFT_DISCHARGE_CODE: booking.discharge_code,
        MFT_DELIVERY_CODE: booking.delivery_code,
        MFT_LOADING_AT: await plannedLoading(db, booking.cgo_id),
        Containers: [...containers.values()],
        Items: items,
        MFT_TOTAL_PKGS: items.reduce((s, i) => s + i.MFG_PKGS, 0),
        MFT_TOTAL_KG: Math.round(items.reduce((s, i) => s + i.MFG_GROSS_KG, 0) * 1000) / 1000,
        MFT_TOTAL_CBM: Math.round(items.reduce((s, i) => s + (i.MFG_CBM ?? 0), 0) * 1000) / 1000,
        MFT_PACKAGE: new Set(items.map((i) => i.MFG_PACKAGE)).size === 1 ? items[0]!.MFG_PACKAGE : 'PK',
      };
      const config = await configOf(db, booking.company_id, data);
      if (config.MCF_CUSTOMS_CODE) data.MFT_CUSTOMS_CODE = config.MCF_CUSTOMS_CODE;
      const id = await db.transaction(async (tx) => {
        const holder = await liveHolder(tx, data, null);
        if (holder) return { holder: holder.mft_no };
        const m = await insertManifest(tx, data, { companyId: booking.company_id, by: Number(r.actor.id), configId: config.Id });
        await recordDocEvent(tx, {
          docType: MANIFEST_DOC,
          docId: m.id,
          actor: { kind: 'employee', id: Number(r.actor.id) },
          type: 'v1.ManifestCreated',
          detail: { from: 'upload', fileName },
        });
        return { id: m.id };
      });
      if ('holder' in id) refuse(`已有有效舱单 ${id.holder}`, `Live manifest ${id.holder} already exists`);
      else made.push(id.id);
    }
    rejected.sort((a, b) => a.Row - b.Row);
    const uploadId = await insertUpload(db, {
      companyId: r.actor.companyId,
      fileName,
      rows: rows.length,
      imported: made.length,
      rejected,
      manifestIds: made,
      by: Number(r.actor.id),
    });
    return { ok: true, value: { UploadId: uploadId, Imported: made.length, ManifestIds: made, Rejected: rejected } };
  }

  const list = async (r: Requester & { kind: 'employee' }): Promise<Outcome<ManifestUploadRow[]>> => ({ ok: true, value: await uploadsOf(db, scopeOf(r)) });

  return { upload, list };
}
