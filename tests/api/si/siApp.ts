import { beforeAll } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiRecord, SiSourceData } from '../../../src/contract/si';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/** Who calls by default: an ordinary employee of 杭州天祥 (CUS-HZTX). */
export const CUSTOMER = 'customer@demo.test';

/**
 * A suite's app for the SI files that work on the demo bookings: signed-in customers (天祥 and
 * 海越), the reviewer and the platform admin, each demo booking's source data, and the calls they
 * make. Each file gets its own app and database, so each works on the bookings it likes.
 */
export function siApp() {
  const t = withTestApp({ modules: ['si'] });
  const { call, asUser } = caller(t);
  const tokens: Record<string, string> = {};
  const sources: Record<string, SiSourceData> = {};

  beforeAll(async () => {
    for (const who of [CUSTOMER, 'customer2@demo.test', 'reviewer@demo.test', 'admin@demo.test']) tokens[who] = await asUser(who);
    for (const cgo of ['CGO-HZTX-2611-001', 'CGO-HZTX-2611-002', 'CGO-HZTX-2611-003'])
      sources[cgo] = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, tokens[CUSTOMER]!)).json().Data;
    sources['CGO-NBHY-2611-001'] = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=CGO-NBHY-2611-001`, tokens['customer2@demo.test']!)).json().Data;
  });

  const body = (source: SiSourceData, drafts: SiRecord[]) => ({ TDBLInfos: drafts, Num: drafts.length, CGO_ID: source.CGO_ID, MBL_NO: source.MBL_NO });
  const post = (url: string, payload: object, who = CUSTOMER, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } });
  const get = (url: string, who = CUSTOMER) => call('GET', url, tokens[who]!);
  const listOf = async (cgo: string, who = CUSTOMER) => (await get(`${ENDPOINTS.siList}?CGO_ID=${cgo}`, who)).json().Data as SiRecord[];
  const editable = async (id: number, who = CUSTOMER) => {
    const { BoxSummary: _b, NoText: _n, ...record } = (await get(`${ENDPOINTS.siGet}?Id=${id}`, who)).json().Data;
    return record as SiRecord;
  };
  const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ n: string }>(sql, params))[0]!.n);
  const onBox = (si: SiRecord, no: string) => si.Boxes.some((b) => b.TBX_CNNO === no);

  return { t, call, asUser, tokens, sources, body, post, get, listOf, editable, count, onBox };
}
