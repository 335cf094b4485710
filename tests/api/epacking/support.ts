import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/types';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { caller } from '../support/calls';

/**
 * Electronic packing's test fixtures: the packing lists, VGM declarations and container events it
 * reads belong to other modules (built beside it), so the tests write those rows with SQL in the
 * shape of migration 057; and the callers: the customer (天祥's admin, who holds the workbench page)
 * and the operator (the platform's admin).
 */
export const CUSTOMER = 'customer.admin@demo.test';
export const OPERATOR = 'admin@demo.test';
export const OTHER_CUSTOMER = 'customer2@demo.test';

export { containerEvent, newContainerNo, packingList, type PklFixture, vgm } from '../../support/containerDocs';

type Res = { statusCode: number; body: string; json(): { Data?: unknown; Code?: string; Message?: string } };
export const ok = <T>(res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as T;
};
/** A 400 with this Code, its message in both languages (zh by default, en when asked). */
export const refusedWith = (res: Res, code: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().Code, res.body).toBe(code);
};

/** Calls as the test's people. */
export function kit(t: { app: FastifyInstance; db: Db }) {
  const { asUser } = caller(t);
  const tokens: Record<string, string> = {};
  let keyNo = 0;
  const headers = (who: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${tokens[who]}`, ...extra });
  return {
    async signIn(...who: string[]) {
      for (const w of who.length ? who : [CUSTOMER, OPERATOR, OTHER_CUSTOMER]) tokens[w] = await asUser(w);
    },
    post: (who: string, url: string, payload: object, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: headers(who, extra) }),
    get: (who: string, url: string, extra: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: headers(who, extra) }),
    apply: (who: string, PKL_ID: number, Kind: 1 | 2, Reason?: string) =>
      t.app.inject({ method: 'POST', url: ENDPOINTS.epackingApply, payload: { PKL_ID, Kind, ...(Reason ? { Reason } : {}) }, headers: headers(who) }),
    decide: (Ids: number[], Approve: boolean, Remarks?: string, key = `ecp-test-${process.pid}-${++keyNo}-${Date.now()}`) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.epackingDecide,
        payload: { Ids, Approve, ...(Remarks ? { Remarks } : {}) },
        headers: headers(OPERATOR, { 'idempotency-key': key }),
      }),
    async status(id: number): Promise<number> {
      const [r] = await t.db.query<{ s: number }>('select ecp_status as s from eclp_requests where id = $1', [id]);
      return r!.s;
    },
    async pklStatus(id: number): Promise<number> {
      const [r] = await t.db.query<{ s: number }>('select pkl_status as s from packing_lists where id = $1', [id]);
      return r!.s;
    },
  };
}
