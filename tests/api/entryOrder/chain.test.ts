import { describe, expect, it } from 'vitest';
import type {
  Board,
  EntryForm,
  EntryOrderDetail,
  EntryOrderRow,
  EntryOrderSaved,
  SupplementDetail,
  SupplementRow,
} from '../../../src/contract/entryOrder/calls';
import type { ListPage } from '../../../src/contract/admin';
import { AGENT, CUSTOMER, entryApp, OTHER, P, STAFF } from './entryApp';

/**
 * The whole way of issue 48 on the demo: design and publish a form → enter an order on it → request
 * a supplement → the customer fills it → accept → the order becomes a booking → the board shows the
 * booking's progress (and the order moves to shipped on its booking's LOAD). With the refusals met on
 * the way: FORM_PUBLISHED, STALE, PROBLEMS (the field's own label in both languages), ENT_STATE,
 * BOOKING_OTHER_COMPANY, CONTAINERS_NOT_COVERED, SUP_DUE_AFTER_DCO, NOT_ASSIGNEE, REASON_MISSING.
 */
const { t, post, get, ok, refused, idOf } = entryApp();
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const party = (Name: string) => ({ Name, Address: 'SOMEWHERE 1' });
const fields = [
  { Key: 'ENT_POL', LabelZh: '装货港', LabelEn: 'Loading port', Type: 'text', Required: true, Rule: { regex: '[A-Z]{5}' }, Section: 'A', Order: 1 },
  { Key: 'ENT_CONTAINERS', LabelZh: '箱子', LabelEn: 'Boxes', Type: 'container-grid', Required: true, Section: 'A', Order: 2 },
  { Key: 'Ref', LabelZh: '客户参考号', LabelEn: 'Customer reference', Type: 'text', Required: true, Rule: { regex: 'R-\\d{3}' }, Section: 'B', Order: 3 },
];

describe('form → order → supplement → booking → board', () => {
  it('goes the whole way, refusing what the rules refuse', async () => {
    // design a form for 天祥 and publish it; a published version never changes
    const hztx = await idOf(`select id from companies where code = 'CUS-HZTX'`);
    const saved = await ok<{ Id: number; VERSION: number; Problems: unknown[] }>(
      post(STAFF, P.entryFormSave, { EFM_NAME: 'API test form', CompanyId: hztx, EFM_FIELDS: fields }),
    );
    expect(saved.Problems).toEqual([]);
    await refused(STAFF, P.entryFormSave, { EFM_NAME: 'API test form', EFM_FIELDS: fields }, 'FORM_DRAFT_EXISTS');
    const published = await ok<{ VERSION: number; EFM_STATUS: string }>(post(STAFF, P.entryFormPublish, { Id: saved.Id, VERSION: saved.VERSION }));
    expect(published.EFM_STATUS).toBe('PUBLISHED');
    await refused(STAFF, P.entryFormSave, { Id: saved.Id, VERSION: published.VERSION, EFM_NAME: 'API test form', EFM_FIELDS: [] }, 'FORM_PUBLISHED');
    await ok(post(STAFF, P.entryFormSaveUse, { CompanyId: hztx, ENT_DIRECTION: 'EXPORT', ENT_TRANSPORT_METHOD: 'FCL', EFM_NAME: 'API test form' }));
    const form = await ok<EntryForm>(get(CUSTOMER, `${P.entryFormForOrder}?ENT_DIRECTION=EXPORT&ENT_TRANSPORT_METHOD=FCL`));
    expect(form.Id).toBe(saved.Id);
    // 海越 does not use it: its orders find the platform-wide demo form
    expect((await ok<EntryForm>(get(OTHER, `${P.entryFormForOrder}?ENT_DIRECTION=EXPORT&ENT_TRANSPORT_METHOD=FCL`))).EFM_NAME).toBe('标准出口整箱委托');

    // the customer enters a draft: problems answered, each naming the field by its own label
    const base = { ENT_FORM_ID: form.Id, ENT_DIRECTION: 'EXPORT', ENT_TRANSPORT_METHOD: 'FCL' };
    const draft = await ok<EntryOrderSaved>(post(CUSTOMER, P.entryOrderSave, { ...base, ENT_POL: 'CNSHA', ENT_CUSTOM: { Ref: 'X' } }));
    expect(draft.ENT_STATUS).toBe(1);
    expect(draft.Problems.map((p) => p.Words.zh)).toContain('客户参考号：格式不符合表单要求');
    // submit refuses with the problems: the label in both languages, one field error each
    const no = await refused(CUSTOMER, P.entryOrderSubmit, { Id: draft.Id, VERSION: draft.VERSION }, 'PROBLEMS');
    expect(no.zh.Message).toContain('客户参考号');
    expect(no.en.Message).toContain('Customer reference');
    expect(no.zh.Errors!.map((e) => e.Path)).toContain('/ENT_CUSTOM/Ref');
    expect(no.en.Message).toContain('An FCL order needs its containers');
    // complete it; a stale version is refused
    const full = {
      ...base,
      Id: draft.Id,
      VERSION: draft.VERSION,
      ENT_SERVICES: ['BOOKING', 'DOCUMENTS'],
      ENT_POL: 'CNNGB',
      ENT_POD: 'USLAX',
      ENT_CARGO_READY: day(2),
      ENT_ETD_FROM: day(3),
      ENT_ETD_TO: day(8),
      ENT_CONTAINERS: [{ TYPE: '40HQ', COUNT: 2 }],
      ENT_PKGS: 100,
      ENT_KG: 5000,
      ENT_CBM: 50,
      ENT_GOODS: 'SOFAS',
      Shipper: party('TIANXIANG'),
      Consignee: party('WEST HOME LLC'),
      ENT_CUSTOM: { Ref: 'R-123' },
    };
    const complete = await ok<EntryOrderSaved>(post(CUSTOMER, P.entryOrderSave, full));
    expect(complete.Problems.filter((p) => p.Severity === 'error')).toEqual([]);
    await refused(CUSTOMER, P.entryOrderSave, full, 'STALE');
    // ent.dates: cargo ready after ETD from is an error the draft is told of
    const late = await ok<EntryOrderSaved>(post(CUSTOMER, P.entryOrderSave, { ...full, VERSION: complete.VERSION, ENT_CARGO_READY: day(5) }));
    expect(late.Problems.some((p) => p.Rule === 'ent.dates' && p.Code === 'DATE_ORDER')).toBe(true);
    const fixed = await ok<EntryOrderSaved>(post(CUSTOMER, P.entryOrderSave, { ...full, VERSION: late.VERSION }));
    const submitted = await ok<{ VERSION: number; ENT_STATUS: number }>(post(CUSTOMER, P.entryOrderSubmit, { Id: draft.Id, VERSION: fixed.VERSION }));
    expect(submitted.ENT_STATUS).toBe(2);
    // the customer cannot accept its own order; the staff reject only with a reason, then accept
    expect((await post(CUSTOMER, P.entryOrderDecide, { Id: draft.Id, VERSION: submitted.VERSION, Accept: true })).statusCode).toBe(403);
    await refused(STAFF, P.entryOrderDecide, { Id: draft.Id, VERSION: submitted.VERSION, Accept: false }, 'REASON_MISSING');
    const accepted = await ok<{ VERSION: number; ENT_STATUS: number }>(
      post(STAFF, P.entryOrderDecide, { Id: draft.Id, VERSION: submitted.VERSION, Accept: true }),
    );
    expect(accepted.ENT_STATUS).toBe(3);
    // an accepted order is not saved any more
    await refused(CUSTOMER, P.entryOrderSave, { ...full, VERSION: accepted.VERSION }, 'ENT_STATE');

    // a supplement of the customer: due before the booking's DCO once booked; here simply ahead
    const item = { Key: 'HsCode', Label: { zh: 'HS 编码', en: 'HS code' }, Kind: 'field', Required: true };
    await refused(
      STAFF,
      P.orderSupplementRequest,
      {
        ENT_ID: draft.Id,
        Scope: 'ORDER',
        AssigneeCompanyId: await idOf(`select id from companies where code = 'CUS-NBHY'`),
        Items: [item],
        DueAt: `${day(1)}T10:00:00+08:00`,
      },
      'ASSIGNEE_NOT_PARTY',
    );
    const sup = await ok<{ Id: number; VERSION: number }>(
      post(STAFF, P.orderSupplementRequest, { ENT_ID: draft.Id, Scope: 'ORDER', AssigneeCompanyId: hztx, Items: [item], DueAt: `${day(1)}T10:00:00+08:00` }),
    );
    const told = await t.db.query<{ title: string }>(`select title from messages where target_company_id = $1 order by id desc limit 1`, [hztx]);
    expect(told[0]!.title).toContain('HS 编码');
    // only the assignee fills: the staff are not the assignee (403), 海越 finds nothing there (404)
    const fill = { Id: sup.Id, VERSION: sup.VERSION, Answers: { HsCode: '940360' }, Files: [] };
    await refused(STAFF, P.orderSupplementFill, fill, 'NOT_ASSIGNEE', 403);
    expect((await post(OTHER, P.orderSupplementFill, fill)).statusCode).toBe(404);
    await refused(CUSTOMER, P.orderSupplementFill, { ...fill, Answers: {} }, 'SUP_ITEMS_MISSING');
    const filled = await ok<{ VERSION: number; SUP_STATUS: number }>(post(CUSTOMER, P.orderSupplementFill, fill));
    expect(filled.SUP_STATUS).toBe(2);
    await refused(STAFF, P.orderSupplementDecide, { Id: sup.Id, VERSION: filled.VERSION, Accept: false }, 'REASON_MISSING');
    expect((await ok<{ SUP_STATUS: number }>(post(STAFF, P.orderSupplementDecide, { Id: sup.Id, VERSION: filled.VERSION, Accept: true }))).SUP_STATUS).toBe(3);
    const detail = await ok<SupplementDetail>(get(CUSTOMER, `${P.orderSupplementGet}?Id=${sup.Id}`));
    expect(detail.SUP_ANSWERS).toEqual({ HsCode: '940360' });

    // the booking: another company's is refused, one short of the order's boxes too, then 天祥's CGO-HZTX-2611-002 (3×40HQ)
    await refused(STAFF, P.entryOrderLinkBooking, { Id: draft.Id, VERSION: accepted.VERSION, CGO_ID: 'CGO-NBHY-2611-001' }, 'BOOKING_OTHER_COMPANY');
    const linked = await ok<{ VERSION: number; ENT_STATUS: number }>(
      post(STAFF, P.entryOrderLinkBooking, { Id: draft.Id, VERSION: accepted.VERSION, CGO_ID: 'CGO-HZTX-2611-002' }),
    );
    // the booking's LOAD in the container events' demo moves it on to shipped as soon as it is read
    const got = await ok<EntryOrderDetail>(get(CUSTOMER, `${P.entryOrderGet}?Id=${draft.Id}`));
    expect(linked.ENT_STATUS).toBe(4);
    expect(got.Order.ENT_STATUS).toBe(5);
    expect(got.Booking!.CGO_ID).toBe('CGO-HZTX-2611-002');
    // an ORDER supplement due after the booking's documentation cut-off is refused
    const dco = got.Booking!.Dco!;
    expect(dco).toBeTruthy();
    await refused(
      STAFF,
      P.orderSupplementRequest,
      { ENT_ID: draft.Id, Scope: 'ORDER', AssigneeCompanyId: hztx, Items: [item], DueAt: new Date(Date.parse(dco) + 3_600_000).toISOString() },
      'SUP_DUE_AFTER_DCO',
    );
    // the board: the booking's progress, its LOAD done
    const b = await ok<Board>(get(CUSTOMER, `${P.entryOrderBoard}?ENT_ID=${draft.Id}`));
    const booking = b.Services.find((s) => s.Service === 'BOOKING')!;
    expect(booking.Cells.find((c) => c.Step === 'BOOKED')!.State).toBe('DONE');
    expect(booking.Cells.find((c) => c.Step === 'LOADED')!.State).toBe('DONE');
    expect(booking.Cells.find((c) => c.Step === 'ARRIVED')!.State).not.toBe('DONE');
    // the log tells the way in words' types, the supplement's with it
    const log = await ok<{ Type: string }[]>(get(CUSTOMER, `${P.entryOrderLog}?Id=${draft.Id}`));
    expect(log.map((l) => l.Type).reverse()).toEqual(
      expect.arrayContaining(['v1.Saved', 'v1.Submitted', 'v1.Accepted', 'v1.SupplementRequested', 'v1.SupplementFilled', 'v1.BookingLinked', 'v1.Shipped']),
    );
    // the order list shows it to its customer, never to 海越
    const mine = await ok<ListPage<EntryOrderRow>>(get(CUSTOMER, `${P.entryOrderList}?ENT_NO=${got.Order.ENT_NO}`));
    expect(mine.Items.map((r) => r.BookingNo || r.ENT_CGO_ID)).toHaveLength(1);
    expect((await ok<ListPage<EntryOrderRow>>(get(OTHER, `${P.entryOrderList}?ENT_NO=${got.Order.ENT_NO}`))).Total).toBe(0);
    expect((await get(OTHER, `${P.entryOrderGet}?Id=${draft.Id}`)).statusCode).toBe(404);
    const sups = await ok<ListPage<SupplementRow>>(get(AGENT, `${P.orderSupplementList}?ENT_ID=${draft.Id}`));
    expect(sups.Total).toBe(0);
  });

  it('CONTAINERS_NOT_COVERED names what the booking lacks; a shipped order cannot be cancelled', async () => {
    const hztx = await idOf(`select id from companies where code = 'CUS-HZTX'`);
    const formId = await idOf(`select id from entry_forms where efm_name = '标准出口整箱委托' and efm_status = 'PUBLISHED'`);
    const body = {
      CompanyId: hztx,
      ENT_FORM_ID: formId,
      ENT_DIRECTION: 'EXPORT',
      ENT_TRANSPORT_METHOD: 'FCL',
      ENT_SERVICES: ['BOOKING'],
      ENT_INCOTERM: 'FOB',
      ENT_FREIGHT_TERM: 'COLLECT',
      ENT_POL: 'CNSHA',
      ENT_POD: 'GBFXT',
      ENT_CARGO_READY: day(1),
      ENT_CONTAINERS: [{ TYPE: '20GP', COUNT: 1 }],
      ENT_PKGS: 10,
      ENT_KG: 1000,
      ENT_CBM: 10,
      ENT_GOODS: 'CHAIRS',
      Shipper: party('TIANXIANG'),
      Consignee: party('UK HOME'),
      ENT_CUSTOM: { PoNo: 'PO-12345' },
    };
    const o = await ok<EntryOrderSaved>(post(STAFF, P.entryOrderSave, body));
    const s = await ok<{ VERSION: number }>(post(STAFF, P.entryOrderSubmit, { Id: o.Id, VERSION: o.VERSION }));
    const a = await ok<{ VERSION: number }>(post(STAFF, P.entryOrderDecide, { Id: o.Id, VERSION: s.VERSION, Accept: true }));
    const no = await refused(STAFF, P.entryOrderLinkBooking, { Id: o.Id, VERSION: a.VERSION, CGO_ID: 'CGO-HZTX-2611-004' }, 'CONTAINERS_NOT_COVERED');
    expect(no.zh.Message).toContain('20GP');
    // the shipped demo order: cancelling is refused in the state table's words
    const shipped = await idOf(`select id from entry_orders where ent_cgo_id = 'CGO-HZTX-2611-001'`);
    const v = (await t.db.query<{ version: number }>('select version from entry_orders where id = $1', [shipped]))[0]!.version;
    await refused(STAFF, P.entryOrderCancel, { Id: shipped, VERSION: v, Reason: '测试' }, 'ENT_STATE');
    // the customer may cancel before booked, with the reason
    const cancelled = await ok<{ ENT_STATUS: number }>(post(CUSTOMER, P.entryOrderCancel, { Id: o.Id, VERSION: a.VERSION, Reason: '不走了' }));
    expect(cancelled.ENT_STATUS).toBe(10);
  });
});
