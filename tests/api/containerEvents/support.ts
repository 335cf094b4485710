import type { FastifyInstance } from 'fastify';
import type { EventInput } from '../../../src/contract/containerEvents/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Db } from '../../../server/db/types';
import { caller } from '../support/calls';

/** Container events' test kit: the people, an event as staff type one, and calling as them. */

export const PEOPLE = {
  staff: 'admin@demo.test',
  /** an internal employee given the maintenance page with `add` only (no `retract`): see `clerkWithoutRetract` */
  clerk: 'reviewer@demo.test',
  customer: 'customer.admin@demo.test',
  other: 'customer2@demo.test',
} as const;
export type Who = keyof typeof PEOPLE;

let next = 900_000;
/** A container number no demo booking carries (ISO 6346, check digit right). */
export const freshBox = () => withCheckDigit(`TSTU${String(next++).padStart(6, '0')}`);

/** An instant `hours` from now, on Shanghai's clock (+08:00). */
export function inHours(hours: number): string {
  const local = new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 19)}+08:00`;
}

/** An actual equipment event an hour ago at Shanghai. */
export const equipment = (cnno: string, over: Partial<EventInput> = {}): EventInput => ({
  EVT_TYPE: 'EQUIPMENT',
  EVT_CODE: 'GTOT',
  EVT_CLASSIFIER: 'ACT',
  EVT_AT: inHours(-1),
  EVT_EQUIPMENT_REF: cnno,
  EVT_EMPTY: 'EMPTY',
  EVT_LOCATION: 'CNSHA',
  ...over,
});

/** Gives `reviewer@demo.test` a role with the maintenance page and its `add` button, not `retract` (the publisher's own retraction). */
export async function clerkWithoutRetract(db: Db): Promise<void> {
  await db.query(
    `with r as (insert into roles (company_id, name) select id, '箱动态录入员' from companies where kind = 'platform' returning id),
          m as (select id from menus where tree = 'internal' and path = '/PackingDynamic/Containermaintenance'),
          rm as (insert into role_menus (role_id, menu_id) select r.id, m.id from r, m),
          rb as (insert into role_buttons (role_id, button_id) select r.id, b.id from r, m join menu_buttons b on b.menu_id = m.id and b.code = 'add')
     insert into employee_roles (employee_id, role_id)
     select e.id, r.id from r, employees e join users u on u.id = e.user_id join companies c on c.id = e.company_id
      where u.account = 'reviewer@demo.test' and c.kind = 'platform'`,
  );
}

export function kit(t: { app: FastifyInstance; db: Db }) {
  const { call, asUser } = caller(t);
  const tokens = {} as Record<Who, string>;
  return {
    async signIn() {
      for (const [k, account] of Object.entries(PEOPLE)) tokens[k as Who] = await asUser(account);
    },
    post: (who: Who, url: string, payload: object, lang?: 'en') =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[who]}`, ...(lang ? { 'accept-language': lang } : {}) } }),
    get: (who: Who, url: string) => call('GET', url, tokens[who]),
    token: (who: Who) => tokens[who],
    add: (who: Who, e: EventInput, lang?: 'en') =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.containerEventAdd,
        payload: e,
        headers: { authorization: `Bearer ${tokens[who]}`, ...(lang ? { 'accept-language': lang } : {}) },
      }),
    /** How many events are stored (nothing changed by a refusal). */
    count: async () => Number((await t.db.query<{ n: string }>('select count(*) as n from tracking_events'))[0]!.n),
  };
}
