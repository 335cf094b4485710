import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiRecord, SiSourceData } from '../../../src/contract/si';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { onePerContainer } from '../../support/siDrafts';

/**
 * The reviewer's desk shows what changed since the version the reviewer last decided on (spec:
 * "what changed since the previous version, highlighted on a resubmission"): a customer who edits
 * twice after a return shows the reviewer both edits against the returned version, not only the
 * last one.
 */
const t = withTestApp({ modules: ['si'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const CUSTOMER = 'customer@demo.test';
const REVIEWER = 'reviewer@demo.test';
const CGO = 'CGO-HZTX-2611-002';
let source: SiSourceData;

beforeAll(async () => {
  for (const who of [CUSTOMER, REVIEWER]) tokens[who] = await asUser(who);
  source = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, tokens[CUSTOMER]!)).json().Data;
});

const get = async (id: number, who = CUSTOMER) => (await call('GET', `${ENDPOINTS.siGet}?Id=${id}`, tokens[who]!)).json().Data;
const facts = async (id: number) => (await call('GET', `${ENDPOINTS.siReviewFacts}?Id=${id}`, tokens[REVIEWER]!)).json().Data;
/** The customer edits the SI as it is now (what the detail screen sends). */
async function edit(id: number, change: (r: SiRecord) => void) {
  const { BoxSummary: _b, NoText: _n, ...record } = await get(id);
  change(record as SiRecord);
  const res = await call('POST', ENDPOINTS.siModify, tokens[CUSTOMER]!, record);
  expect(res.statusCode).toBe(200);
}
async function decide(id: number, status: 2 | 3, remarks = '') {
  const { Version } = await get(id, REVIEWER);
  const res = await call(
    'GET',
    `${ENDPOINTS.siChangeStatus}?TDId=${id}&Status=${status}&Version=${Version}&Remarks=${encodeURIComponent(remarks)}`,
    tokens[REVIEWER]!,
  );
  expect(res.statusCode).toBe(200);
}
const fields = (items: { Field: string; Before: string; After: string }[]) => items.map((c) => [c.Field, c.Before, c.After]);

describe('what changed since the reviewer last saw it', () => {
  it('two edits after a return: both against the returned version; an edit before the return is not listed; a change undone is none', async () => {
    const drafts = onePerContainer(source);
    const made = await call('POST', ENDPOINTS.siAdd, tokens[CUSTOMER]!, { TDBLInfos: drafts, Num: drafts.length, CGO_ID: CGO, MBL_NO: source.MBL_NO });
    expect(made.statusCode).toBe(200);
    const id = made.json().Data.Ids[0] as number;
    const seal = drafts[0]!.Boxes[0]!.TBX_SEALNO;

    // an edit before any decision: the desk shows it against the version before it
    await edit(id, (r) => {
      r.TBI_REMARKS = 'PLEASE RUSH';
    });
    expect(fields((await facts(id)).Changes.Items)).toEqual([['TBI_REMARKS', '', 'PLEASE RUSH']]);

    // the reviewer returns this version (remarks PLEASE RUSH, the first consignee)
    await decide(id, 3, '收货人写错了');
    expect((await facts(id)).Changes).toBeNull(); // nothing changed since the return

    // the customer corrects in two goes: the consignee, then the seal; and the shipper's reference is changed and changed back
    await edit(id, (r) => {
      r.TBI_CONSIGNEE = 'ACME TRADING GMBH\nGROSSE ELBSTRASSE 145, HAMBURG';
      r.TBI_SHREF_NO = 'TEMPORARY';
    });
    const firstEditAt = (await facts(id)).Changes.At as string;
    await edit(id, (r) => {
      r.Boxes[0]!.TBX_SEALNO = 'SL999001';
      r.TBI_SHREF_NO = drafts[0]!.TBI_SHREF_NO;
    });
    const after = await facts(id);
    expect(after.Status).toBe(1);
    expect(after.Changes.Items).toEqual([
      { Kind: 'changed', Field: 'TBI_CONSIGNEE', Before: 'TO ORDER', After: 'ACME TRADING GMBH\nGROSSE ELBSTRASSE 145, HAMBURG' },
      { Kind: 'changed', Field: 'TBX_SEALNO', Container: drafts[0]!.Boxes[0]!.TBX_CNNO, Before: seal, After: 'SL999001' },
    ]);
    // when it was resubmitted: the latest resubmission
    expect(Date.parse(after.Changes.At)).toBeGreaterThanOrEqual(Date.parse(firstEditAt));
    const [last] = await t.db.query<{ at: Date }>(`select at from si_events where si_id = $1 and type = 'v1.SiModified' order by id desc limit 1`, [id]);
    expect(after.Changes.At).toBe(new Date(last!.at).toISOString());

    // returned again, edited once more: only what changed since that second return
    await decide(id, 3, '箱封号再核对');
    await edit(id, (r) => {
      r.Boxes[0]!.TBX_SEALNO = 'SL999002';
    });
    expect(fields((await facts(id)).Changes.Items)).toEqual([['TBX_SEALNO', 'SL999001', 'SL999002']]);
  });
});
