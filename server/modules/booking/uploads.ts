import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { BookingWire } from '../../../src/contract/booking/calls';
import { type BookingUpload, BookingUploadSchema, bookingFileCalls as C, importQuery } from '../../../src/contract/booking/fileCalls';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from '../../../src/contract/booking/module';
import { ok } from '../../../src/contract/envelope';
import { checkBooking, errorsOf } from '../../../src/domain/booking/check';
import type { BookingLang } from '../../../src/domain/booking/messages';
import { type ParseLookups, readEquipment } from '../../../src/domain/booking/parse';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Db } from '../../db/types';
import { type ImportField, type ImportRows, previewGate, readImportRows } from '../../http/imports';
import { sendImportTemplate } from '../../http/importTemplate';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { defineUploadLogList } from '../../http/uploadLogList';
import { dayOfCell, type Say, type UploadLogTables, uploadLogColumns, uploadRows, writeUploadLog } from '../../http/uploadLog';
import type { Actor } from '../../platform/access/grants';
import { checkContext, createDraft } from './orderService';
import { placeLookups } from './parse';
import { normaliseWire, seesAll } from './orderRepository';
import { no } from '../../platform/refusal';
import { route } from '../../http/route';

/**
 * The Excel booking upload (commercial.md §6.1 BookingUpload, §6.3 List/Import): one row, one
 * DRAFT of the uploader's company (Source UPLOAD), checked by the booking check the form uses and
 * saved by the same insert as SaveDraft; a refused row writes nothing and is listed with its
 * reasons. Every upload that was read leaves one log row with what it made and what it refused.
 */

/** The columns, each with its Chinese and English header (the template's are the first). */
export const UPLOAD_FIELDS: ImportField[] = [
  { key: 'Carrier', headers: ['船公司 Carrier', '船公司', 'Carrier', 'CarrierCode'], required: true },
  { key: 'Pol', headers: ['起运港 POL', '起运港', 'POL'], required: true },
  { key: 'Pod', headers: ['目的港 POD', '目的港', 'POD'], required: true },
  { key: 'Etd', headers: ['预计开船日期 ETD', '预计开船日期', 'ETD', 'Expected ETD'], required: true },
  { key: 'Equipment', headers: ['箱型箱量 Equipment', '箱型箱量', 'Equipment'], required: true },
  { key: 'Commodity', headers: ['品名 Commodity', '品名', 'Commodity'] },
  { key: 'HsCode', headers: ['HS编码 HS code', 'HS编码', 'HS code'] },
  { key: 'Packages', headers: ['件数 Packages', '件数', 'Packages'] },
  { key: 'GrossKg', headers: ['毛重KG Gross kg', '毛重', 'Gross kg', 'GrossKg'] },
  { key: 'Cbm', headers: ['体积CBM Cbm', '体积', 'CBM'] },
  { key: 'ShipperName', headers: ['发货人 Shipper', '发货人', 'Shipper'] },
  { key: 'ShipperAddress', headers: ['发货人地址 Shipper address', '发货人地址', 'Shipper address'] },
  { key: 'ConsigneeName', headers: ['收货人 Consignee', '收货人', 'Consignee'] },
  { key: 'ConsigneeAddress', headers: ['收货人地址 Consignee address', '收货人地址', 'Consignee address'] },
  { key: 'NotifyName', headers: ['通知人 Notify', '通知人', 'Notify'] },
  { key: 'ShipperRef', headers: ['客户参考号 Shipper ref', '客户参考号', 'Shipper ref'] },
  { key: 'FreightTerm', headers: ['运费条款 Freight term', '运费条款', 'Freight term'] },
  { key: 'Remarks', headers: ['备注 Remarks', '备注', 'Remarks'] },
];

/** The template's example row, in the fields' order: departing in two weeks, so it is a booking the check passes as it stands. */
const example = () => [
  'COSU',
  'CNSHA',
  'NLRTM',
  addDays(todayInShanghai(), 14),
  '2x40HQ',
  'WOODEN CHAIRS',
  '940360',
  '480',
  '18600',
  '120',
  'HANGZHOU TIANXIANG TRADING CO LTD',
  'NO 88 JIANGNAN AVENUE\nHANGZHOU CHINA',
  'NORDIC HOME GOODS GMBH',
  'GROSSE ELBSTRASSE 145\nHAMBURG GERMANY',
  'SAME AS CONSIGNEE',
  'PO-2026-001',
  'PRE',
  '',
];

const FREIGHT: Record<string, 'PRE' | 'COL'> = { PRE: 'PRE', PREPAID: 'PRE', 预付: 'PRE', COL: 'COL', COLLECT: 'COL', 到付: 'COL' };

/** A row's cells as a booking wire, or the reasons it cannot be one (an unknown port, a bad number…). */
export function wireOfRow(v: Record<string, string>, look: ParseLookups, say: Say): BookingWire | string[] {
  const reasons: string[] = [];
  const place = (cell: string, zh: string, en: string) => {
    const code = look.port(cell);
    if (!code) reasons.push(say(`${zh}“${cell}”不是已知港口。`, `${en} "${cell}" is no known port.`));
    return code ?? '';
  };
  const carrier = look.carrier(v.Carrier!);
  if (!carrier) reasons.push(say(`船公司“${v.Carrier}”不是已知船公司。`, `Carrier "${v.Carrier}" is no known carrier.`));
  const pol = place(v.Pol!, '起运港', 'POL');
  const pod = place(v.Pod!, '目的港', 'POD');
  const etd = dayOfCell(v.Etd!);
  if (!etd) reasons.push(say(`预计开船日期“${v.Etd}”不是有效日期。`, `ETD "${v.Etd}" is no calendar date.`));
  const eq = readEquipment(v.Equipment!);
  if (eq.nothing || eq.unknownTypes.length || !eq.equipment.length)
    reasons.push(say(`箱型箱量“${v.Equipment}”无法识别（例如 2x40HQ）。`, `Equipment "${v.Equipment}" is not understood (write e.g. 2x40HQ).`));
  const num = (key: string, zh: string, en: string, integer: boolean) => {
    const cell = (v[key] ?? '').replace(/,/g, '').trim();
    if (!cell) return undefined;
    const n = Number(cell);
    if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n)) || n > 10_000_000) {
      reasons.push(say(`${zh}“${cell}”不是有效数字。`, `${en} "${cell}" is not a valid number.`));
      return undefined;
    }
    return n;
  };
  const packages = num('Packages', '件数', 'Packages', true);
  const grossKg = num('GrossKg', '毛重', 'Gross kg', false);
  const cbm = num('Cbm', '体积', 'CBM', false);
  const term = v.FreightTerm?.trim() ? FREIGHT[v.FreightTerm.trim().toUpperCase()] : 'PRE';
  if (!term) reasons.push(say(`运费条款“${v.FreightTerm}”应为 PRE（预付）或 COL（到付）。`, `Freight term "${v.FreightTerm}" must be PRE or COL.`));
  const long = (key: string, max: number, zh: string, en: string) => {
    if ((v[key] ?? '').length > max) reasons.push(say(`${zh}超过 ${max} 个字符。`, `${en} is longer than ${max} characters.`));
    return (v[key] ?? '').trim().slice(0, max) || undefined;
  };
  const party = (name: string, address: string | undefined, zh: string, en: string) =>
    name || address ? { Name: long(name, 200, zh, en), ...(address ? { Address: long(address, 400, `${zh}地址`, `${en} address`) } : {}) } : undefined;
  const wire: BookingWire = {
    CarrierCode: carrier ?? '',
    PolCode: pol,
    PodCode: pod,
    ExpectedEtd: etd ?? '',
    ReceiptType: 'CY',
    DeliveryType: 'CY',
    FreightTerm: term ?? 'PRE',
    TransportDocType: 'BOL',
    BlRelease: 'TELEX',
    NumberOfOriginals: 0,
    CargoType: 'GP',
    PackageKind: 'CT',
    Equipment: eq.equipment,
    Commodity: long('Commodity', 550, '品名', 'Commodity'),
    HsCode: long('HsCode', 10, 'HS编码', 'HS code'),
    Packages: packages,
    GrossKg: grossKg,
    Cbm: cbm,
    Shipper: party('ShipperName', 'ShipperAddress', '发货人', 'Shipper'),
    Consignee: party('ConsigneeName', 'ConsigneeAddress', '收货人', 'Consignee'),
    Notify: party('NotifyName', undefined, '通知人', 'Notify'),
    ShipperRef: long('ShipperRef', 50, '客户参考号', 'Shipper ref'),
    Remarks: long('Remarks', 1000, '备注', 'Remarks'),
  };
  // absent values are left out, as the form leaves them
  return reasons.length ? reasons : (JSON.parse(JSON.stringify(wire)) as BookingWire);
}

const LOG: UploadLogTables = { log: 'booking_uploads', refusals: 'booking_upload_refusals', made: 'booking_ids' };

/** Each row checked and saved as a draft in a transaction of its own (`dry`, a preview: each undone). */
async function draftRows(db: Db, actor: Actor, rows: ImportRows, lang: BookingLang, dry: boolean) {
  const say: Say = (zh, en) => (lang === 'zh' ? zh : en);
  const look = await placeLookups(db);
  return uploadRows(
    db,
    rows,
    UPLOAD_FIELDS,
    say,
    (values) => wireOfRow(values, look, say),
    async (tx, read) => {
      const wire = normaliseWire(read);
      const errors = errorsOf(checkBooking(wire, await checkContext(tx, wire, true, lang)));
      if (errors.length) return errors.map((e) => e.Message);
      return createDraft(tx, actor, actor.companyId, wire, 'UPLOAD', dry);
    },
    dry,
  );
}

/** The rows made drafts; the log row written last. */
async function uploadBookings(db: Db, actor: Actor, fileName: string, rows: ImportRows, lang: BookingLang) {
  const { made: drafts, rejected } = await draftRows(db, actor, rows, lang, false);
  const id = await writeUploadLog(db, LOG, { companyId: actor.companyId, fileName, rows: rows.length, made: drafts.map((d) => d.Id), rejected, by: actor.id });
  return { UploadId: id, Imported: drafts.length, Rejected: rejected, Drafts: drafts };
}

const UPLOAD_COLUMNS = `${uploadLogColumns(LOG)},
  coalesce((select jsonb_agg(jsonb_build_object('Id', o.id, 'BookingNo', o.booking_no) order by o.id) from booking_orders o where o.id = any(u.booking_ids)), '[]') as "Drafts"`;

export function bookingUploadRoutes(app: FastifyInstance, db: Db): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(P.bookingImport, { schema: { querystring: importQuery }, config: { access: A.bookingImport } }, async (q, r) => {
      const lang = requestLanguage(q.headers['accept-language']);
      const actor = q.actor!;
      // the rows become the uploader's company's own drafts: staff book for a customer on the form
      if (actor.companyKind === 'platform')
        return sendOutcome(r, no('CUSTOMER_ONLY', 'Staff book for a customer on the on-behalf page.', '员工请在代客户订舱页为客户订舱。'));
      const query = q.query;
      const read = await readImportRows(q, r, UPLOAD_FIELDS);
      if (!read) return r;
      const { rows, bytes } = read;
      // the row report first (issue 32): what the drafts would be, then written only as previewed
      const previewed = await previewGate(r, lang, query, bytes, async () => {
        const { made, rejected } = await draftRows(db, actor, rows, lang, true);
        return { Imported: made.length, Rejected: rejected };
      });
      if (previewed) return r;
      const done = await uploadBookings(db, actor, query.FileName?.trim() ?? '', rows, lang);
      const summary =
        lang === 'zh'
          ? `已生成 ${done.Imported} 份订舱草稿，拒绝 ${done.Rejected.length} 行。`
          : `${done.Imported} booking draft(s) made, ${done.Rejected.length} row(s) refused.`;
      return ok(done, summary);
    });

  route(app, C.importTemplate, async (_, r) => sendImportTemplate(r, 'booking-upload-template.xlsx', 'bookings', UPLOAD_FIELDS, [example()], 18));

  defineUploadLogList<BookingUpload>(app, db, {
    path: P.bookingUploads,
    item: BookingUploadSchema,
    access: A.bookingUploadsRead,
    title: 'booking-uploads',
    tables: LOG,
    columns: UPLOAD_COLUMNS,
    seesAll,
    createdHeader: '生成草稿 Created',
    madeHeader: '订舱单 Drafts',
    madeNames: (u) => u.Drafts.map((d) => d.BookingNo),
  });
}
