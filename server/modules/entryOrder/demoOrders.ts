import type { FormField } from '../../../src/domain/entryOrder/formFields';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { ENT_STATUS, type EntStatus } from '../../../src/domain/entryOrder/status';
import type { Queryable } from '../../db/types';
import { insertUser } from '../../platform/auth/accountRepository';
import { hashPassword } from '../../platform/auth/password';
import { giveRolesToEmployees } from '../access/public';
import { DEMO_PASSWORD } from '../auth/public';
import { type DemoBooking, insertDemoBookings } from '../booking/public';
import { ensureCompany, fillCompanyContact } from '../companies/public';
import { insertEmployee } from '../staff/public';
import { bookingNumbers } from './bookingViewRepository';
import { recordPastEntryEvent } from './eventRepository';
import { NEXT_SUPPLEMENT_NO } from './supplementRepository';

/**
 * The demo of online order entry (issue 48): the destination agent 欧速目的港代理 (a provider,
 * agent@demo.test); the form 标准出口整箱委托 — version 1 retired, version 2 published (what every
 * customer's export FCL orders are entered on), version 3 a draft; 天祥's orders in every state —
 * draft, submitted, accepted, booked (on CGO-HZTX-2611-003), shipped (CGO-HZTX-2611-001, loaded and
 * departed in the container events' demo), arrived, delivered and closed (on three bookings of their
 * own), rejected, cancelled; supplements open, filled, overdue and one to the agent; the shipped and
 * arrived orders on the second-half board with the agent, the arrived one not released 3 days after
 * discharge with its last free day tomorrow (ENT_NO_RELEASE, ENT_LFD_NEAR).
 */

export const DEMO_AGENT = { code: 'PRV-EUDA', zh: '欧速目的港代理有限公司', en: 'EuroDest Agency B.V.', account: 'agent@demo.test', name: 'Pieter de Vries' };
export const DEMO_FORM = '标准出口整箱委托';

const field = (
  Key: string,
  LabelZh: string,
  LabelEn: string,
  Type: string,
  Required: boolean,
  Section: string,
  Order: number,
  Rule?: FormField['Rule'],
): FormField => ({
  Key,
  LabelZh,
  LabelEn,
  Type,
  Required,
  ...(Rule ? { Rule } : {}),
  Section,
  Order,
});

/** Version 2 (published): the order's columns with the forwarder's own labels, and its own fields (the PO number, the insured value). */
export const DEMO_FORM_FIELDS: FormField[] = [
  field('ENT_POL', '起运港', 'Port of loading', 'text', true, '航线', 10, { regex: '[A-Z]{5}' }),
  field('ENT_POD', '目的港', 'Port of discharge', 'text', true, '航线', 20, { regex: '[A-Z]{5}' }),
  field('ENT_CARGO_READY', '货好日期', 'Cargo ready', 'date', true, '航线', 30),
  field('ENT_ETD_FROM', '期望开船自', 'ETD from', 'date', false, '航线', 40),
  field('ENT_ETD_TO', '期望开船至', 'ETD to', 'date', false, '航线', 50),
  field('ENT_INCOTERM', '贸易条款', 'Incoterm', 'select:INCOTERM', true, '条款', 60),
  field('ENT_FREIGHT_TERM', '运费支付', 'Freight payment', 'select:FREIGHT_TERM', true, '条款', 70),
  field('ENT_CONTAINERS', '箱型箱量', 'Containers', 'container-grid', true, '货物', 80, { min: 1, max: 5 }),
  field('ENT_GOODS', '品名', 'Goods', 'text', true, '货物', 90, { maxLength: 200 }),
  field('ENT_HSCODE', 'HS 编码', 'HS code', 'text', false, '货物', 100, { regex: '\\d{6,10}' }),
  field('ENT_PKGS', '件数', 'Packages', 'number', true, '货物', 110, { min: 1 }),
  field('ENT_KG', '毛重（千克）', 'Gross weight (kg)', 'number', true, '货物', 120, { min: 0 }),
  field('ENT_CBM', '体积（立方米）', 'Volume (cbm)', 'number', true, '货物', 130, { min: 0 }),
  field('Shipper', '发货人', 'Shipper', 'party', true, '收发通', 140),
  field('Consignee', '收货人', 'Consignee', 'party', true, '收发通', 150),
  field('Notify', '通知人', 'Notify party', 'party', false, '收发通', 160),
  field('PoNo', '客户订单号', 'Customer PO no.', 'text', true, '其他', 170, { regex: 'PO-\\d{4,8}' }),
  field('InsuredValue', '投保金额（美元）', 'Insured value (USD)', 'number', false, '其他', 180, { min: 0, max: 10_000_000 }),
];

const SHIPPER = {
  Name: 'HANGZHOU TIANXIANG HOME GOODS CO., LTD.',
  Address: 'NO. 18 JIEFANG ROAD, HANGZHOU, CHINA',
  Contact: '林涛',
  Phone: '+86 571 8888 0001',
};
const CONSIGNEE = {
  Name: 'NORDIC HOME GOODS GMBH',
  Address: 'BILLWERDER NEUER DEICH 72, 20539 HAMBURG, GERMANY',
  Contact: 'Anna Berg',
  Email: 'anna.berg@nordichome.example',
};

/** The bookings the arrived, delivered and closed orders were shipped on (made through booking, which owns them). */
const DEMO_ENTRY_BOOKINGS: DemoBooking[] = [
  ['CGO-HZTX-2610-E01', 'COSU6411200101', 'CSQ'],
  ['CGO-HZTX-2610-E02', 'COSU6411200102', 'TGH'],
  ['CGO-HZTX-2610-E03', 'COSU6411200103', 'FCI'],
].map(([cgo, mbl, owner], i) => ({
  cgo: cgo as string,
  company: 'CUS-HZTX',
  mbl: mbl as string,
  carrier: 'COSU',
  vessel: 'COSCO SHIPPING LEO',
  voyage: `02${i}W`,
  receipt: ['SHANGHAI', 'CNSHA'],
  loading: ['SHANGHAI', 'CNSHA'],
  discharge: ['HAMBURG', 'DEHAM'],
  delivery: ['HAMBURG', 'DEHAM'],
  sailing: new Date(Date.now() - (40 + i * 5) * 86_400_000).toISOString().slice(0, 10),
  deadline: null,
  containers: [{ TYPE: '40HQ', COUNT: 1, CNNOS: [withCheckDigit(`${owner}U${String(970010 + i)}`)] }],
}));

export async function seedEntryOrderDemo(tx: Queryable): Promise<void> {
  const [done] = await tx.query('select 1 from entry_forms limit 1');
  if (done) return;
  const ids = await people(tx);
  if (!ids) return;
  const { staff, customer, hztx, agentCompany } = ids;

  // the form: v1 retired, v2 published (the platform-wide export FCL form), v3 a draft
  const v1Fields = DEMO_FORM_FIELDS.filter((f) => !['PoNo', 'InsuredValue', 'Notify'].includes(f.Key));
  const form = async (version: number, status: string, fields: FormField[], daysAgo: number | null, remarks: string) => {
    const [r] = await tx.query<{ id: string }>(
      `insert into entry_forms (efm_name, efm_version, efm_fields, efm_status, efm_remarks, published_at, published_by, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, case when $6::int is null then null else now() - make_interval(days => $6::int) end, case when $6::int is null then null else $7::bigint end,
               $7, now() - make_interval(days => coalesce($6::int, 1) + 1), now() - make_interval(days => coalesce($6::int, 0))) returning id`,
      [DEMO_FORM, version, JSON.stringify(fields), status, remarks, daysAgo, staff],
    );
    const id = Number(r!.id);
    await recordPastEntryEvent(
      tx,
      { efmId: id, actorId: staff, type: 'v1.FormSaved', detail: { EFM_NAME: DEMO_FORM, EFM_VERSION: version, Fields: fields.length } },
      24 * ((daysAgo ?? 0) + 1),
    );
    if (daysAgo !== null)
      await recordPastEntryEvent(
        tx,
        { efmId: id, actorId: staff, type: 'v1.FormPublished', detail: { EFM_NAME: DEMO_FORM, EFM_VERSION: version } },
        24 * daysAgo,
      );
    return id;
  };
  const v1 = await form(1, 'RETIRED', v1Fields, 90, '首版：不含客户订单号');
  const v2 = await form(2, 'PUBLISHED', DEMO_FORM_FIELDS, 60, '加入客户订单号与投保金额');
  await form(
    3,
    'DRAFT',
    [...DEMO_FORM_FIELDS, field('Remarks2', '特殊要求', 'Special requests', 'text', false, '其他', 190, { maxLength: 500 })],
    null,
    '草稿：加入特殊要求',
  );
  await tx.query(`insert into entry_form_uses (company_id, ent_direction, ent_transport_method, efm_name, updated_by) values (null, 'EXPORT', 'FCL', $1, $2)`, [
    DEMO_FORM,
    staff,
  ]);

  await insertDemoBookings(tx, DEMO_ENTRY_BOOKINGS);

  const order = async (o: {
    status: EntStatus;
    form?: number;
    cgo?: string;
    pod?: string;
    containers?: { TYPE: string; COUNT: number }[];
    goods: string;
    po: string;
    agent?: boolean;
    reason?: string;
    daysAgo: number;
    by?: string;
    draft?: boolean;
  }) => {
    const pod = o.pod ?? 'DEHAM';
    const ready = new Date(Date.now() + (10 - o.daysAgo) * 86_400_000).toISOString().slice(0, 10);
    const etdTo = new Date(Date.now() + (20 - o.daysAgo) * 86_400_000).toISOString().slice(0, 10);
    const [r] = await tx.query<{ id: string; no: string }>(
      `insert into entry_orders (ent_no, company_id, ent_form_id, ent_direction, ent_transport_method, ent_services, ent_incoterm, ent_freight_term, ent_pol, ent_pod,
         ent_delivery, ent_cargo_ready, ent_etd_from, ent_etd_to, ent_containers, ent_pkgs, ent_kg, ent_cbm, ent_goods, ent_hscode, shipper, consignee, ent_custom,
         ent_status, ent_reason, ent_cgo_id, ent_operator_id, ent_agent_company_id, created_by, created_at, updated_at)
       values ('EO' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('entry_order_no_seq')::text, 6, '0'), $1, $2, 'EXPORT', 'FCL',
         $3, 'CIF', 'PREPAID', 'CNSHA', $4, $4, $5, $5, $6, $7, $8, $9, $10, $11, '940360', $12, $13, $14, $15, $16, $17, $18, $19, $20,
         now() - $21::float8 * interval '1 day', now() - $21::float8 * interval '1 day')
       returning id, ent_no as no`,
      [
        hztx,
        o.form ?? v2,
        o.draft ? [] : ['BOOKING', 'TRUCKING', 'CUSTOMS', 'DOCUMENTS'],
        o.draft ? '' : pod,
        o.draft ? '' : ready,
        o.draft ? '' : etdTo,
        JSON.stringify(o.containers ?? [{ TYPE: '40HQ', COUNT: 1 }]),
        o.draft ? null : 320,
        o.draft ? null : 8650,
        o.draft ? null : 66.5,
        o.goods,
        JSON.stringify(SHIPPER),
        JSON.stringify(o.draft ? {} : CONSIGNEE),
        JSON.stringify(o.draft ? {} : { PoNo: o.po, InsuredValue: 48000 }),
        o.status,
        o.reason ?? '',
        o.cgo ?? null,
        o.status >= ENT_STATUS.ACCEPTED && o.status <= ENT_STATUS.CLOSED ? staff : null,
        o.agent ? agentCompany : null,
        o.by ?? customer,
        o.daysAgo,
      ],
    );
    const id = Number(r!.id);
    const h = (d: number) => Math.max(1, Math.round(d * 24));
    const past = (type: string, detail: Record<string, unknown>, daysAgo: number, actor: string | null = staff) =>
      recordPastEntryEvent(tx, { entId: id, actorId: actor, type, detail }, h(daysAgo));
    await past('v1.Saved', { ENT_NO: r!.no, Status: 1 }, o.daysAgo, o.by ?? customer);
    if (o.status !== ENT_STATUS.DRAFT && !(o.status === ENT_STATUS.CANCELLED && o.draft))
      await past('v1.Submitted', { ENT_NO: r!.no }, o.daysAgo - 0.1, o.by ?? customer);
    if (o.status === ENT_STATUS.REJECTED) await past('v1.Rejected', { Reason: o.reason }, o.daysAgo - 0.3);
    if (o.status >= ENT_STATUS.ACCEPTED && o.status <= ENT_STATUS.CLOSED) await past('v1.Accepted', { OperatorName: '录单客服' }, o.daysAgo - 0.3);
    if (o.cgo) await past('v1.BookingLinked', { BookingNo: (await bookingNumbers(tx, o.cgo))?.bookingNo || o.cgo, CGO_ID: o.cgo }, o.daysAgo - 1);
    if (o.agent) await past('v1.AgentAssigned', { AgentName: DEMO_AGENT.zh }, o.daysAgo - 1.5);
    // the time of the step, as the follow round writes it (followService)
    const ago = (days: number) => new Date(Date.now() - h(days) * 3_600_000).toISOString();
    if (o.status >= ENT_STATUS.SHIPPED && o.status <= ENT_STATUS.CLOSED) await past('v1.Shipped', { At: ago(o.daysAgo - 5) }, o.daysAgo - 5, null);
    if (o.status >= ENT_STATUS.ARRIVED && o.status <= ENT_STATUS.CLOSED) await past('v1.Arrived', { At: ago(5) }, 5, null);
    if (o.status >= ENT_STATUS.DELIVERED && o.status <= ENT_STATUS.CLOSED) await past('v1.Delivered', { At: ago(2) }, 2, null);
    if (o.status === ENT_STATUS.CLOSED) await past('v1.Closed', {}, 1, null);
    if (o.status === ENT_STATUS.CANCELLED) await past('v1.Cancelled', { From: o.draft ? 1 : 2, Reason: o.reason }, 1, o.by ?? customer);
    return { id, no: r!.no };
  };

  await order({ status: ENT_STATUS.DRAFT, goods: 'OAK DINING TABLES', po: 'PO-2611', daysAgo: 0.2, draft: true });
  await order({ status: ENT_STATUS.SUBMITTED, goods: 'UPHOLSTERED SOFAS', po: 'PO-261101', daysAgo: 1 });
  const accepted = await order({ status: ENT_STATUS.ACCEPTED, goods: 'RATTAN CHAIRS', po: 'PO-261102', daysAgo: 3, by: staff });
  const booked = await order({
    status: ENT_STATUS.BOOKED,
    cgo: 'CGO-HZTX-2611-003',
    pod: 'NLRTM',
    containers: [{ TYPE: '40HQ', COUNT: 1 }],
    goods: 'WOODEN WARDROBES',
    po: 'PO-261103',
    daysAgo: 6,
  });
  const shipped = await order({
    status: ENT_STATUS.SHIPPED,
    cgo: 'CGO-HZTX-2611-001',
    goods: 'HOUSEHOLD FURNITURE',
    po: 'PO-261104',
    daysAgo: 12,
    agent: true,
  });
  const arrived = await order({ status: ENT_STATUS.ARRIVED, cgo: 'CGO-HZTX-2610-E01', goods: 'BEDSIDE CABINETS', po: 'PO-261005', daysAgo: 45, agent: true });
  const delivered = await order({ status: ENT_STATUS.DELIVERED, cgo: 'CGO-HZTX-2610-E02', goods: 'BOOKSHELVES', po: 'PO-261006', daysAgo: 50, agent: true });
  await order({ status: ENT_STATUS.CLOSED, cgo: 'CGO-HZTX-2610-E03', goods: 'COFFEE TABLES', po: 'PO-261007', daysAgo: 55, agent: true, form: v1 });
  await order({ status: ENT_STATUS.REJECTED, goods: 'MARBLE COUNTERTOPS', po: 'PO-261108', daysAgo: 4, reason: '目的港限制石材进口，请改走其他线路' });
  await order({ status: ENT_STATUS.CANCELLED, goods: 'GARDEN BENCHES', po: 'PO-261109', daysAgo: 2, reason: '客户取消采购', draft: true });

  // the destination side: the arrived order discharged 4 days ago, not released, its last free day tomorrow; the delivered one all the way
  const ms = async (entId: number, code: string, hoursAgo: number | null, day: string | null) =>
    tx.query(
      `insert into entry_milestones (ent_id, em_code, em_at, em_day, recorded_by, recorded_company_id, recorded_at)
       values ($1, $2, case when $3::int is null then null else now() - make_interval(hours => $3::int) end, $4, null, $5, now() - make_interval(hours => coalesce($3::int, 1)))`,
      [entId, code, hoursAgo, day, agentCompany],
    );
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await ms(arrived.id, 'DISC', 96, null);
  await ms(arrived.id, 'LFD', null, tomorrow);
  for (const [code, hours] of [
    ['DISC', 200],
    ['CUSR', 150],
    ['AVPU', 140],
    ['GTOT', 60],
    ['DROP', 48],
  ] as const)
    await ms(delivered.id, code, hours, null);

  // supplements: open (the booked order's, due a day ahead), filled (the booked order's), overdue (the accepted order's), and one to the agent
  const sup = async (s: {
    ent: number;
    scope: string;
    assignee: string;
    items: unknown[];
    dueHours: number;
    status: number;
    answers?: unknown;
    ageHours: number;
  }) => {
    const [r] = await tx.query<{ id: string; no: string; due: string | Date; assignee: string }>(
      `insert into order_supplements (sup_no, sup_ent_id, sup_scope, sup_assignee_company_id, sup_items, sup_answers, sup_due_at, sup_status, requested_by, requested_at,
         filled_by, filled_at)
       values (${NEXT_SUPPLEMENT_NO}, $1, $2, $3, $4, $5,
         now() + make_interval(hours => $6), $7::smallint, $8, now() - make_interval(hours => $9),
         case when $7::smallint = 2 then $10::bigint end, case when $7::smallint = 2 then now() - make_interval(hours => 2) end)
       returning id, sup_no as no, sup_due_at as due,
         (select coalesce(c.name_zh, '') from company_directory c where c.id = $3) as assignee`,
      [s.ent, s.scope, s.assignee, JSON.stringify(s.items), JSON.stringify(s.answers ?? {}), s.dueHours, s.status, staff, s.ageHours, customer],
    );
    const id = Number(r!.id);
    await recordPastEntryEvent(
      tx,
      {
        supId: id,
        entId: s.ent,
        actorId: staff,
        type: 'v1.SupplementRequested',
        detail: { SUP_NO: r!.no, Scope: s.scope, AssigneeName: r!.assignee, DueAt: new Date(r!.due).toISOString() },
      },
      s.ageHours,
    );
    if (s.status === 2) await recordPastEntryEvent(tx, { supId: id, actorId: customer, type: 'v1.SupplementFilled', detail: { SUP_NO: r!.no } }, 2);
  };
  const item = (Key: string, zh: string, en: string, Kind: 'field' | 'document' = 'field') => ({ Key, Label: { zh, en }, Kind, Required: true });
  await sup({
    ent: booked.id,
    scope: 'ORDER',
    assignee: hztx,
    items: [item('ENT_HSCODE', 'HS 编码', 'HS code'), item('Msds', '化学品说明书', 'MSDS', 'document')],
    dueHours: 30,
    status: 1,
    ageHours: 5,
  });
  await sup({
    ent: booked.id,
    scope: 'ORDER',
    assignee: hztx,
    items: [item('PoNo', '客户订单号', 'Customer PO no.')],
    dueHours: 40,
    status: 2,
    answers: { PoNo: 'PO-261103' },
    ageHours: 20,
  });
  await sup({ ent: accepted.id, scope: 'ORDER', assignee: hztx, items: [item('Consignee', '收货人', 'Consignee')], dueHours: -20, status: 1, ageHours: 60 });
  await sup({
    ent: shipped.id,
    scope: 'SECOND_HALF',
    assignee: agentCompany,
    items: [item('Eta', '预计到港日期', 'Expected arrival')],
    dueHours: 72,
    status: 1,
    ageHours: 10,
  });
}

/** The people the demo acts as: the platform's entry clerk, 天祥's customer, and the destination agent (made here). */
async function people(tx: Queryable) {
  const [row] = await tx.query<{ staff: string | null; customer: string | null; hztx: string | null }>(
    `select (select e.id::text from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'entry@demo.test' limit 1) as staff,
            (select e.id::text from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id
              where u.account = 'customer@demo.test' and c.code = 'CUS-HZTX' limit 1) as customer,
            (select id::text from company_directory where code = 'CUS-HZTX') as hztx`,
  );
  if (!row?.staff || !row.customer || !row.hztx) return undefined;
  const agentCompany = await ensureCompany(tx, { code: DEMO_AGENT.code, nameZh: DEMO_AGENT.zh, nameEn: DEMO_AGENT.en, kind: 'provider' });
  if (!agentCompany) return undefined;
  await fillCompanyContact(tx, DEMO_AGENT.code, { contact: DEMO_AGENT.name, phone: '+31 10 555 0101', address: 'Waalhaven Z.z. 19, 3089 JH Rotterdam' });
  const userId = await insertUser(tx, DEMO_AGENT.account, DEMO_AGENT.name, await hashPassword(DEMO_PASSWORD));
  if (userId) {
    const employee = await insertEmployee(tx, { companyId: agentCompany, userId, name: DEMO_AGENT.name });
    await giveRolesToEmployees(tx, { standard: 'provider' }, [employee]);
  }
  return { staff: row.staff, customer: row.customer, hztx: row.hztx, agentCompany };
}
