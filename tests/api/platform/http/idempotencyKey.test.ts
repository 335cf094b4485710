import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import type { SiSourceData } from '../../../../src/contract/si';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';
import { onePerContainer } from '../../../support/siDrafts';

/**
 * An Idempotency-Key stands for one request: sent again with the same body it answers what the
 * first one made (a safe retry); sent with another body it is refused (400, Code
 * IDEMPOTENCY_KEY_REUSED), never answered with the result of a different request.
 */
const t = withTestApp({ modules: ['si'] });
const { call, asUser } = caller(t);
const CGO = 'CGO-HZTX-2611-003';
let token = '';
let source: SiSourceData;

beforeAll(async () => {
  token = await asUser('customer@demo.test');
  source = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, token)).json().Data;
});

const submission = (drafts = onePerContainer(source)) => ({ TDBLInfos: drafts, Num: drafts.length, CGO_ID: CGO, MBL_NO: source.MBL_NO });
const add = (body: unknown, key: string) =>
  t.app.inject({
    method: 'POST',
    url: ENDPOINTS.siAdd,
    payload: JSON.stringify(body),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
  });
const siCount = async () => Number((await t.db.query<{ n: string }>('select count(*)::text as n from si_records'))[0]!.n);

describe('Idempotency-Key on SI submission', () => {
  it("the same key with a different body answers 400 IDEMPOTENCY_KEY_REUSED, not the first request's result", async () => {
    const first = await add(submission(), 'reuse-key-0001');
    expect(first.statusCode).toBe(200);
    const created = await siCount();

    const other = onePerContainer(source).slice(0, 1); // a different submission: one SI, other goods
    other[0]!.TBI_GOODS = 'SOMETHING ELSE ENTIRELY';
    const reused = await add(submission(other), 'reuse-key-0001');
    expect(reused.statusCode, reused.body).toBe(400);
    expect(reused.json()).toMatchObject({ Status: false, Code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(reused.json().Data ?? null).toBeNull();
    expect(await siCount()).toBe(created);
  });

  it('the same key with the same body is still a safe retry, whatever order its fields were written in', async () => {
    const fresh = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=CGO-HZTX-2611-002`, token)).json().Data as SiSourceData;
    const drafts = onePerContainer(fresh);
    const body2 = { TDBLInfos: drafts, Num: drafts.length, CGO_ID: fresh.CGO_ID, MBL_NO: fresh.MBL_NO };
    const made = await add(body2, 'reuse-key-0003');
    expect(made.statusCode).toBe(200);
    const reordered = Object.fromEntries(Object.entries(body2).reverse());
    const again = await add(reordered, 'reuse-key-0003');
    expect(again.statusCode).toBe(200);
    expect(again.json().Data).toEqual({ ...made.json().Data, Replayed: true });
  });
});
