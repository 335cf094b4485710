import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../src/contract/admin';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { PACKING_PAGES } from '../../../src/contract/packing/module';
import { packingLogWords } from '../../../src/contract/packing/words';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { packingKit } from './packingApp';

/**
 * Who applies for packing lists (issue 34, operations.md §3.2): the customer's employees for their
 * company; platform staff for a chosen customer company (its platform booking or a universal one),
 * with the queues' `applyOnBehalf` button, logged as made on the customer's behalf, the customer
 * seeing it as its own; never a provider's employees (a trucker): the page is not in their menus
 * and the call is refused.
 */
const t = withTestApp({ modules: ['packing', 'packingReports'] });
const k = packingKit(t);
const { asUser } = caller(t);
/** A staff member holding the audit queue and its `apply` button, but not `applyOnBehalf`. */
let deskWithoutBehalf = '';
const UNIVERSAL = {
  PKL_BOOKING_NO: 'ONE2611BEHALF',
  PKL_CARRIER: 'COSU',
  PKL_VESSEL: 'EVER GIVEN',
  PKL_VOYAGE: '1123E',
  PKL_LOADING_CODE: 'CNSHA',
  PKL_DISCHARGE_CODE: 'DEHAM',
};
const slots = [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }];

beforeAll(async () => {
  await k.signIn();
  await t.db.query(
    `with r as (insert into roles (company_id, name, description) select id, '装箱单查看', 'test' from companies where code = 'PLATFORM' returning id),
          m as (insert into role_menus (role_id, menu_id) select r.id, m.id from r, menus m where m.tree = 'internal' and m.path = $1 returning role_id),
          b as (insert into role_buttons (role_id, button_id) select r.id, mb.id from r, menus m join menu_buttons mb on mb.menu_id = m.id
                 where m.tree = 'internal' and m.path = $1 and mb.code = 'apply' returning role_id)
     insert into employee_roles (employee_id, role_id)
     select e.id, r.id from r, employees e join users u on u.id = e.user_id where u.account = 'booking@demo.test'`,
    [PACKING_PAGES.audit],
  );
  deskWithoutBehalf = await asUser('booking@demo.test');
});

const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.Path, ...paths(n.Children)]);
const menuOf = async (who: 'customer' | 'trucker' | 'provider') => paths((await k.get(who, ENDPOINTS.currentEmployeeMenuTree)).json().Data);

describe('a trucker (a provider company’s employee) does not apply', () => {
  it('has no application page in its menus, the customer has', async () => {
    const trucker = await menuOf('trucker');
    // the trucker still fills what it is assigned
    expect(trucker).toContain(PACKING_PAGES.manage);
    expect(trucker).not.toContain(PACKING_PAGES.apply);
    expect(await menuOf('provider')).not.toContain(PACKING_PAGES.apply);
    // a provider's admin holds its side's whole tree, but for this page
    const providerAdmin = await asUser('provider.admin@demo.test');
    const adminTree = paths(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.currentEmployeeMenuTree, headers: { authorization: `Bearer ${providerAdmin}` } })).json().Data,
    );
    expect(adminTree).toContain(PACKING_PAGES.manage);
    expect(adminTree).not.toContain(PACKING_PAGES.apply);
    expect(await menuOf('customer')).toContain(PACKING_PAGES.apply);
  });

  it('is refused the apply call (403), for a universal booking and a platform one, and nothing is made', async () => {
    const before = Number((await t.db.query<{ n: string }>('select count(*) as n from packing_lists'))[0]!.n);
    const universal = await k.apply('trucker', { Universal: UNIVERSAL, Slots: slots });
    expect(universal.statusCode).toBe(403);
    expect(universal.json().Message).toMatch(/customers only/);
    expect((await k.apply('trucker', { CGO_ID: await k.booking(), Slots: slots })).statusCode).toBe(403);
    expect((await k.apply('provider', { Universal: UNIVERSAL, Slots: slots })).statusCode).toBe(403);
    expect(Number((await t.db.query<{ n: string }>('select count(*) as n from packing_lists'))[0]!.n)).toBe(before);
  });

  it('the provider roles hold no button of the application page (the role editor shows what is true)', async () => {
    const rows = await t.db.query(
      `select 1 from role_menus rm join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
        where r.template_kind = 'provider' and m.path = $1`,
      [PACKING_PAGES.apply],
    );
    expect(rows).toEqual([]);
  });
});

describe('staff apply on a customer company’s behalf', () => {
  it('on its platform booking: the application is the customer’s, the log names the staff member applying for it', async () => {
    const cgo = await k.booking();
    const hztx = await k.companyId('CUS-HZTX');
    const r = await k.apply('operator', { CGO_ID: cgo, COMPANYID: hztx, Slots: slots });
    expect(r.statusCode).toBe(200);
    const [id] = r.json().Data.Ids as number[];
    // the customer sees it as its own: in its list, and by id with the customer's moves
    const mine = (await k.get('customer', `${ENDPOINTS.packingList}?PageSize=200&Stage=all`)).json().Data.Items as { Id: number }[];
    expect(mine.map((x) => x.Id)).toContain(id);
    expect(await k.record('customer', id!)).toMatchObject({ COMPANYID: hztx, CompanyName: '杭州天祥进出口有限公司', Moves: ['cancel'] });
    const [applied] = (await k.get('customer', `${ENDPOINTS.packingLog}?Id=${id}`)).json().Data as {
      Actor: { zh: string; en: string };
      Type: string;
      Detail: { OnBehalfOf?: number };
    }[];
    expect(applied).toMatchObject({ Type: 'v1.PackingListApplied', Actor: { zh: '吴敏', en: '吴敏' }, Detail: { OnBehalfOf: hztx } });
    // the report's log says it in words
    const events = (await k.get('customer', `${ENDPOINTS.packingEvents}?Id=${id}`)).json().Data as { What: unknown }[];
    expect(events.at(-1)!.What).toEqual(packingLogWords.appliedOnBehalf);
  });

  it('a universal one for the chosen company; the customer’s own application is not marked on behalf', async () => {
    const hztx = await k.companyId('CUS-HZTX');
    const r = await k.apply('operator', { Universal: UNIVERSAL, COMPANYID: hztx, Slots: slots });
    expect(r.statusCode).toBe(200);
    const [id] = r.json().Data.Ids as number[];
    expect((await k.record('customer', id!)).PKL_SOURCE).toBe(2);
    const log = (await k.get('operator', `${ENDPOINTS.packingLog}?Id=${id}`)).json().Data as { Detail: { OnBehalfOf?: number } }[];
    expect(log[0]!.Detail.OnBehalfOf).toBe(hztx);
    const [own] = await k.applied(await k.booking());
    const ownLog = (await k.get('customer', `${ENDPOINTS.packingLog}?Id=${own}`)).json().Data as { Detail: { OnBehalfOf?: number } }[];
    expect(ownLog[0]!.Detail.OnBehalfOf).toBeUndefined();
  });

  it('refuses a booking that is not the chosen company’s (400 pkl.company), nothing made', async () => {
    const cgo = await k.booking();
    const before = Number((await t.db.query<{ n: string }>('select count(*) as n from packing_lists where pkl_cgo_id = $1', [cgo]))[0]!.n);
    const r = await k.apply('operator', { CGO_ID: cgo, COMPANYID: await k.companyId('CUS-NBHY'), Slots: slots });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ Code: 'pkl.company' });
    expect(r.json().Message).toMatch(/not the chosen customer/);
    expect(Number((await t.db.query<{ n: string }>('select count(*) as n from packing_lists where pkl_cgo_id = $1', [cgo]))[0]!.n)).toBe(before);
  });

  it('needs the applyOnBehalf button: staff holding the queue and `apply` alone are refused (403)', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.packingApply,
      payload: { CGO_ID: await k.booking(), COMPANYID: await k.companyId('CUS-HZTX'), Slots: slots },
      headers: { authorization: `Bearer ${deskWithoutBehalf}`, 'accept-language': 'en' },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().Message).toMatch(/applyOnBehalf/);
  });

  it('staff pick the customer and its bookings; a customer may not list them', async () => {
    const cgo = await k.booking();
    const customers = (await k.get('operator', ENDPOINTS.packingCustomers)).json().Data as { Id: number; Name: string }[];
    expect(customers.map((c) => c.Name)).toContain('杭州天祥进出口有限公司');
    expect(customers.map((c) => c.Name)).not.toContain('上海畅达集装箱运输有限公司');
    const bookings = (await k.get('operator', `${ENDPOINTS.packingCustomerBookings}?COMPANYID=${await k.companyId('CUS-HZTX')}`)).json().Data as {
      CGO_ID: string;
      Containers: { TYPE: string; COUNT: number }[];
    }[];
    expect(bookings.find((b) => b.CGO_ID === cgo)?.Containers).toEqual([{ TYPE: '40HQ', COUNT: 2 }]);
    expect((await k.get('customer', ENDPOINTS.packingCustomers)).statusCode).toBe(403);
  });
});
