import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { onePerContainer } from '../../support/siDrafts';

const t = withTestApp({ modules: ['si'] });
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
    expect(si).toMatchObject({
      Id: id,
      TBI_CGO_ID: CGO,
      TBI_STATUS: 1,
      NoText: expect.any(String),
      BoxSummary: expect.any(String),
      Version: expect.any(Number),
    });
    const list = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGO}`, token)).json().Data;
    expect(list[0]).not.toHaveProperty('Secret');
  });

  it('list pages send each row as its contract names it: a column only the query or the export has never leaves', async () => {
    const saved = await call('POST', ENDPOINTS.siTemplateSave, token, {
      TBI_TEMPLATE_NAME: 'answers test',
      TBI_CONSIGNEE: 'ACME',
      TBI_REMARKS: 'internal remark',
    });
    expect(saved.statusCode).toBe(200);
    const templates = (await call('GET', `${ENDPOINTS.siTemplateList}?TBI_TEMPLATE_NAME=answers`, token)).json().Data;
    expect(templates.Items).toHaveLength(1);
    expect(Object.keys(templates.Items[0]).sort()).toEqual(['Id', 'TBI_CONSIGNEE', 'TBI_TEMPLATE_NAME', 'UpdatedAt']);
    const queue = (await call('GET', `${ENDPOINTS.siReviewQueue}?PageSize=1`, token)).json().Data;
    expect(Object.keys(queue.Items[0]).sort()).toEqual([
      'BoxSummary',
      'CompanyName',
      'CreatorName',
      'Id',
      'TBI_CGO_ID',
      'TBI_CONSIGNEE',
      'TBI_DEADLINE',
      'TBI_MBL_NO',
      'TBI_NO',
      'TBI_STATUS',
      'UpdatedAt',
    ]);
    expect(typeof queue.Total).toBe('number');
  });
});
