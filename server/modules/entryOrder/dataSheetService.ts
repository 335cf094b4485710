import type { DataSheet, EntryOrder } from '../../../src/contract/entryOrder/calls';
import { entryOrderEventText } from '../../../src/contract/entryOrder/events';
import { DATA_SECTION_WORDS, ENT_STATUS_WORDS, SUP_SCOPE_WORDS, SUP_STATUS_WORDS } from '../../../src/contract/entryOrder/words';
import { DATA_SECTIONS, type DataSection } from '../../../src/domain/entryOrder/codes';
import { pklStatusWords } from '../../../src/domain/packing/public';
import { mftFilingWords, mftStatusWords } from '../../../src/domain/manifest/public';
import { placeTime } from '../../../src/domain/refdata/public';
import type { Bilingual } from '../../../src/i18n/bilingual';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { loadExcelJs } from '../../http/workbookBuild';
import type { Actor } from '../../platform/access/grants';
import { historyOf } from './eventRepository';
import { bookingOf, chargesOf, documentSteps, houseBillsOf, linkedBooking, manifestsOf } from './facts';
import { reaches } from './orderAccess';
import { orderOfBooking, readOrder } from './orderRepository';
import { packingListsOf, vgmOfBooking } from './bookingViewRepository';
import { supplementsOfOrder } from './supplementRepository';
import { isStaff, refuse, sideOf } from './terms';
import { noBooking, noOrder } from './terms';

/**
 * An order's complete data sheet (logisticsData, operations.md §9.4): the order, its booking, packing
 * lists, VGM, SI, manifests with their receipts, bills, charges, supplements and events — each read
 * from its owner (facts.ts, the published views) — as labelled records; exported as xlsx (a sheet per
 * section) or JSON. A customer's reader sees only its own AR charges: never a cost, never a margin.
 */

type Field = { Key: string; Label: Bilingual; Value: string };
const f = (Key: string, zh: string, en: string, v: unknown): Field => ({ Key, Label: { zh, en }, Value: v === null || v === undefined ? '' : String(v) });

export async function dataSheet(db: Db, actor: Actor, q: { ENT_ID?: number; CGO_ID?: string }): Promise<Outcome<DataSheet>> {
  if (!q.ENT_ID === !q.CGO_ID) return refuse('TARGET_MISSING');
  let entId = q.ENT_ID ?? null;
  let cgoId = q.CGO_ID ?? null;
  if (!entId) {
    const b = await bookingOf(db, cgoId!);
    if (!b || (!isStaff(actor) && b.companyId !== String(actor.companyId))) return noBooking(cgoId!);
    entId = (await orderOfBooking(db, cgoId!))?.id ?? null;
  }
  const o = entId ? await readOrder(db, entId) : undefined;
  if (entId && (!o || !reaches(actor, { companyId: String(o.CompanyId), agentId: null }) || sideOf(actor) === 'agent')) return noOrder();
  cgoId = o?.ENT_CGO_ID ?? cgoId;
  const customer = isStaff(actor) ? null : String(actor.companyId);
  const sections = new Map<DataSection, { Ref: string; Fields: Field[] }[]>(DATA_SECTIONS.map((s) => [s, []]));
  const add = (s: DataSection, Ref: string, Fields: Field[]) => sections.get(s)!.push({ Ref, Fields });
  if (o) await orderSections(db, o, customer, add);
  if (cgoId) await bookingSections(db, cgoId, customer, add);
  return {
    ok: true,
    value: {
      ENT_ID: o?.Id ?? null,
      ENT_NO: o?.ENT_NO ?? '',
      CGO_ID: cgoId,
      GeneratedAt: new Date().toISOString(),
      Sections: DATA_SECTIONS.map((s) => ({ Section: s, Title: DATA_SECTION_WORDS[s], Records: sections.get(s)! })),
    },
  };
}

/** The sheet as an xlsx workbook: a sheet per section, a row per record, a column per field (in the reader's language). */
export async function dataSheetWorkbook(sheet: DataSheet, lang: 'zh' | 'en'): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  for (const s of sheet.Sections) {
    const ws = wb.addWorksheet(s.Title[lang].replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
    const keys: { Key: string; Label: Bilingual }[] = [];
    for (const r of s.Records) for (const x of r.Fields) if (!keys.some((k) => k.Key === x.Key)) keys.push({ Key: x.Key, Label: x.Label });
    ws.addRow([lang === 'zh' ? '编号' : 'Ref', ...keys.map((k) => k.Label[lang])]);
    for (const r of s.Records) ws.addRow([r.Ref, ...keys.map((k) => r.Fields.find((x) => x.Key === k.Key)?.Value ?? '')]);
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

type Add = (s: DataSection, Ref: string, Fields: Field[]) => void;

/** A time as people read it: the office's clock with its offset (never the wire's ISO form). */
const time = (v: string | Date | null | undefined): string => (v ? placeTime(new Date(v).toISOString()) : '');
/** A code's words (Chinese, as every value of the sheet), the code itself when it has none. */
const wordOf = (words: Readonly<Record<string, Bilingual>>, code: string | number | null | undefined): string =>
  code === null || code === undefined ? '' : (words[String(code)]?.zh ?? String(code));

/** The order's own sections: the order, its supplements (a customer's: those asked of it), its events. */
async function orderSections(db: Db, o: EntryOrder, customer: string | null, add: Add): Promise<void> {
  add('ORDER', o.ENT_NO, [
    f('ENT_NO', '委托编号', 'Order no.', o.ENT_NO),
    f('CompanyName', '客户', 'Customer', o.CompanyName),
    f('ENT_STATUS', '状态', 'Status', ENT_STATUS_WORDS[o.ENT_STATUS]?.zh),
    f('Lane', '航线', 'Lane', `${o.ENT_POL}–${o.ENT_POD}`),
    f('ENT_CARGO_READY', '货好日期', 'Cargo ready', o.ENT_CARGO_READY),
    f('Etd', '预计开船', 'ETD window', `${o.ENT_ETD_FROM} ~ ${o.ENT_ETD_TO}`),
    f('Containers', '箱型箱量', 'Containers', o.ENT_CONTAINERS.map((c) => `${c.COUNT}×${c.TYPE}`).join(', ')),
    f('ENT_GOODS', '品名', 'Goods', o.ENT_GOODS),
    f('Figures', '件数/毛重/体积', 'Packages / kg / cbm', `${o.ENT_PKGS ?? ''} / ${o.ENT_KG ?? ''} / ${o.ENT_CBM ?? ''}`),
    f('Shipper', '发货人', 'Shipper', o.Shipper.Name),
    f('Consignee', '收货人', 'Consignee', o.Consignee.Name),
    f('OperatorName', '操作员', 'Operator', o.OperatorName),
  ]);
  for (const s of await supplementsOfOrder(db, o.Id, customer))
    add('SUPPLEMENTS', s.SUP_NO, [
      f('Scope', '类型', 'Kind', wordOf(SUP_SCOPE_WORDS, s.SUP_SCOPE)),
      f('Assignee', '补料对象', 'Asked of', s.AssigneeName),
      f('Due', '截止', 'Due', time(s.SUP_DUE_AT)),
      f('Status', '状态', 'Status', SUP_STATUS_WORDS[s.SUP_STATUS]?.zh),
    ]);
  for (const h of await historyOf(db, { entId: o.Id })) {
    const t = entryOrderEventText(h.Type, h.Detail);
    add('EVENTS', time(h.At), [f('At', '时间', 'At', time(h.At)), f('By', '操作人', 'By', h.ActorName), f('What', '内容', 'What', `${t.zh} / ${t.en}`)]);
  }
}

/** The booking's sections, each from its owner: the booking, packing lists, VGM, SI, manifests and receipts, bills, charges. */
async function bookingSections(db: Db, cgoId: string, customer: string | null, add: Add): Promise<void> {
  const b = await linkedBooking(db, cgoId);
  const facts = await bookingOf(db, cgoId);
  if (b && facts)
    add('BOOKING', b.BookingNo || cgoId, [
      f('CGO_ID', '订舱', 'Booking', cgoId),
      f('BookingNo', '订舱号', 'Booking no.', b.BookingNo),
      f('CarrierBookingNo', '船公司订舱号', 'Carrier booking no.', b.CarrierBookingNo),
      f('Vessel', '船名航次', 'Vessel / voyage', `${facts.vessel} ${facts.voyage}`),
      f('Lane', '航线', 'Lane', `${b.PolCode}–${b.PodCode}`),
      f('Etd', '开船日', 'ETD', b.Etd),
      f('Dco', '截单', 'Documentation cut-off', time(b.Dco)),
      f('MBL', '主提单号', 'Master B/L', facts.mblNo),
      f('Containers', '箱型箱量', 'Containers', b.Containers.map((c) => `${c.COUNT}×${c.TYPE}`).join(', ')),
    ]);
  for (const p of await packingListsOf(db, cgoId))
    add('PACKING', p.no, [
      f('CNNO', '箱号', 'Container', p.cnno),
      f('Type', '箱型', 'Type', p.type),
      f('Seal', '封号', 'Seal', p.seal),
      f('Figures', '件数/毛重/体积', 'Packages / kg / cbm', `${p.pkgs} / ${p.kg} / ${p.cbm}`),
      f('Status', '状态', 'Status', wordOf(pklStatusWords, p.status)),
    ]);
  for (const v of await vgmOfBooking(db, cgoId))
    add('VGM', v.cnno, [f('CNNO', '箱号', 'Container', v.cnno), f('Kg', 'VGM（千克）', 'VGM (kg)', v.kg), f('Version', '版本', 'Version', v.version)]);
  const steps = await documentSteps(db, cgoId);
  for (const s of steps.filter((x) => x.DocType === 'SI')) add('SI', s.Ref, [f('Step', '节点', 'Step', s.Type), f('At', '时间', 'At', time(s.at))]);
  for (const m of await manifestsOf(db, cgoId))
    add('MANIFEST', m.no, [
      f('CNNO', '箱号', 'Container', m.cnno),
      f('Level', '层级', 'Level', m.level),
      f('Filing', '申报', 'Filing', wordOf(mftFilingWords, m.filing)),
      f('Status', '状态', 'Status', wordOf(mftStatusWords, m.status)),
      f(
        'Receipts',
        '回执',
        'Receipts',
        steps
          .filter((x) => x.DocType === 'MANIFEST')
          .map((x) => `${x.Type} ${time(x.at)}`)
          .join('; '),
      ),
    ]);
  if (facts?.mblNo) add('BILLS', facts.mblNo, [f('Kind', '类别', 'Kind', 'MBL'), f('No', '提单号', 'B/L no.', facts.mblNo)]);
  for (const h of await houseBillsOf(db, cgoId))
    add('BILLS', h.blNo, [
      f('Kind', '类别', 'Kind', 'HBL'),
      f('No', '提单号', 'B/L no.', h.blNo),
      f('Containers', '箱号', 'Containers', h.containers.join(', ')),
    ]);
  for (const c of await chargesOf(db, cgoId, customer))
    add('CHARGES', `${c.side}-${c.id}`, [
      ...(customer ? [] : [f('Side', '收付', 'Side', c.side)]),
      f('Code', '费用', 'Charge', `${c.code} ${c.name}`),
      f('Party', '结算单位', 'Party', c.partyName),
      f('Amount', '金额', 'Amount', `${c.currency} ${c.amount}`),
      f('Term', '付款方式', 'Term', c.term),
      f('Invoice', '账单', 'Invoice', c.invoiceNo),
    ]);
}
