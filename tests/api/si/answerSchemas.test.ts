import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { useTestApp } from '../support/build';
import { caller } from '../support/calls';
import { onePerContainer } from '../../support/siDrafts';

const t = useTestApp();
const { call, asUser } = caller(t);
const CGO = 'CGO-HZTX-2611-001';
let token: string;
let source: SiSourceData;

beforeAll(async () => {
  token = await asUser('customer@demo.test');
  source = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, token)).json().Data;
});

describe('SI answers are serialised by their schemas (src/contract/si/calls.ts)', () => {
  it('send what the answer schema lists and nothing else, and a stored record missing a field is still answered', async () => {
    const drafts = onePerContainer(source);
    const made = await call('POST', ENDPOINTS.siAdd, token, { TDBLInfos: drafts, Num: drafts.length, CGO_ID: CGO, MBL_NO: source.MBL_NO });
    expect(made.statusCode).toBe(200);
    const [id] = made.json().Data.Ids as number[];
    // a field no schema lists, and a field an older record may lack, written behind the server's back
    await t.db.query(`update si_records set record = (record - 'TBI_SHREF_NO') || '{"Secret":"internal note"}'::jsonb where id = $1`, [id]);
    const res = await call('GET', `${ENDPOINTS.siGet}?Id=${id}`, token);
    expect(res.statusCode).toBe(200);
    const si = res.json().Data;
    expect(si).not.toHaveProperty('Secret');
    expect(si).not.toHaveProperty('TBI_SHREF_NO');
    expect(si).toMatchObject({ Id: id, TBI_CGO_ID: CGO, TBI_STATUS: 1, NoText: expect.any(String), BoxSummary: expect.any(String), Version: expect.any(Number) });
    const list = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGO}`, token)).json().Data;
    expect(list[0]).not.toHaveProperty('Secret');
  });
});
