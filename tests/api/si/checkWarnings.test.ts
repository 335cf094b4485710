import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiProblem, SiRecord, SiSourceData } from '../../../src/contract/si';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { onePerContainer } from '../../support/siDrafts';

/**
 * Implausible weights are warned of by the server too (the requirement: "the SI check warns, never
 * silently accepts"): CheckTDBillLadingInfo answers them beside the errors, marked Severity
 * 'warning'; a submission is never refused for one, and its answer carries the warnings of what
 * was accepted (a replay the same).
 */
const t = withTestApp({ modules: ['si'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const sources: Record<string, SiSourceData> = {};
const CUSTOMER = 'customer@demo.test';
const CGO = 'CGO-HZTX-2611-001';
const NBHY = 'CGO-NBHY-2611-001';

beforeAll(async () => {
  for (const who of [CUSTOMER, 'customer2@demo.test', 'admin@demo.test']) tokens[who] = await asUser(who);
  sources[CGO] = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, tokens[CUSTOMER]!)).json().Data;
  sources[NBHY] = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${NBHY}`, tokens['customer2@demo.test']!)).json().Data;
});

const body = (source: SiSourceData, drafts: SiRecord[]) => ({ TDBLInfos: drafts, Num: drafts.length, CGO_ID: source.CGO_ID, MBL_NO: source.MBL_NO });
const post = (url: string, payload: object, who = CUSTOMER, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } });

/** A box heavier than its type carries (the sums still agree: no error). */
function overPayload(si: SiRecord, kg: number): SiRecord {
  const box = si.Boxes[0]!;
  box.Details[0]!.TBD_WEIGHT = kg - box.Details[1]!.TBD_WEIGHT;
  box.TBX_WEIGHT = kg;
  return si;
}

/** A third goods line whose weight per package is 25 times the others' (a kg typed for a gram, say). */
function outlierLine(si: SiRecord): SiRecord {
  const box = si.Boxes[0]!;
  box.Details.push({
    TBD_CNGOODS: '棉质袜子',
    TBD_GOODS: 'COTTON SOCKS',
    TBD_HSCODE: '611595',
    TBD_MARKS: 'N/M',
    TBD_PACKAGE: 'CT',
    TBD_NUM: 10,
    TBD_WEIGHT: 5000,
    TBD_VOLUME: 1,
  });
  box.TBX_NUM += 10;
  box.TBX_WEIGHT += 5000;
  box.TBX_VOLUME += 1;
  si.TBI_NUM += 10;
  return si;
}

function warned(): SiRecord[] {
  const drafts = onePerContainer(sources[CGO]!); // 40HQ, 40HQ, 20GP
  overPayload(drafts[0]!, 28_400.5);
  outlierLine(drafts[1]!);
  return drafts;
}

const shape = (problems: SiProblem[]) => problems.map((p) => [p.Path, p.Code, p.Severity ?? 'error']);

describe("the server's check warns of implausible weights", () => {
  it('CheckTDBillLadingInfo answers the warnings, marked as warnings, beside the errors', async () => {
    const checked = await post(ENDPOINTS.siCheck, body(sources[CGO]!, warned()), CUSTOMER, { 'accept-language': 'en' });
    expect(checked.statusCode).toBe(200);
    const problems = checked.json().Data as SiProblem[];
    expect(shape(problems)).toEqual([
      ['/TDBLInfos/0/Boxes/0/TBX_WEIGHT', 'weight.overPayload', 'warning'],
      ['/TDBLInfos/1/Boxes/0/Details/2/TBD_WEIGHT', 'weight.perPackageOutlier', 'warning'],
    ]);
    expect(problems[0]!.Params).toMatchObject({ type: '40HQ', weight: 28_400.5, max: 26_500 });
    expect(problems[0]!.Message).toMatch(/40HQ/);

    // with an error as well: the error (no Severity) and the warnings, errors first
    const broken = warned();
    broken[2]!.Boxes[0]!.TBX_SEALNO = '';
    const both = (await post(ENDPOINTS.siCheck, body(sources[CGO]!, broken))).json().Data as SiProblem[];
    expect(shape(both)).toEqual([
      ['/TDBLInfos/2/Boxes/0/TBX_SEALNO', 'seal.missing', 'error'],
      ['/TDBLInfos/0/Boxes/0/TBX_WEIGHT', 'weight.overPayload', 'warning'],
      ['/TDBLInfos/1/Boxes/0/Details/2/TBD_WEIGHT', 'weight.perPackageOutlier', 'warning'],
    ]);
    // a submission is refused for the error only: the refusal lists errors, not warnings
    const refused = await post(ENDPOINTS.siAdd, body(sources[CGO]!, broken), CUSTOMER, { 'idempotency-key': 'warn-key-refused' });
    expect(refused.statusCode).toBe(400);
    expect(shape(refused.json().Errors)).toEqual([['/TDBLInfos/2/Boxes/0/TBX_SEALNO', 'seal.missing', 'error']]);
  });

  it('a submission with warnings only is accepted, and its answer carries them (a replay too)', async () => {
    const payload = body(sources[CGO]!, warned());
    const expected = (await post(ENDPOINTS.siCheck, payload)).json().Data as SiProblem[];
    const made = await post(ENDPOINTS.siAdd, payload, CUSTOMER, { 'idempotency-key': 'warn-key-0001' });
    expect(made.statusCode).toBe(200);
    const answer = made.json().Data;
    expect(answer.Ids).toHaveLength(3);
    expect(answer.Warnings).toEqual(expected);
    expect(shape(answer.Warnings)).toEqual([
      ['/TDBLInfos/0/Boxes/0/TBX_WEIGHT', 'weight.overPayload', 'warning'],
      ['/TDBLInfos/1/Boxes/0/Details/2/TBD_WEIGHT', 'weight.perPackageOutlier', 'warning'],
    ]);
    const again = await post(ENDPOINTS.siAdd, payload, CUSTOMER, { 'idempotency-key': 'warn-key-0001' });
    expect(again.json().Data).toEqual({ ...answer, Replayed: true });
    // the stored SI is what was sent: the reviewer sees the same warning
    const facts = (
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.siReviewFacts}?Id=${answer.Ids[0]}`, headers: { authorization: `Bearer ${tokens[CUSTOMER]}` } })
    ).json().Data;
    expect(shape(facts.Problems)).toEqual([['/Boxes/0/TBX_WEIGHT', 'weight.overPayload', 'warning']]);
  });

  it('a submission without warnings answers none; staff submitting on behalf hear the warnings too', async () => {
    const s = sources[NBHY]!;
    const [emp] = await t.db.query<{ id: string; company_id: string }>(
      `select e.id, e.company_id from employees e join users u on u.id = e.user_id where u.account = 'customer2@demo.test'`,
    );
    const onBehalf = (drafts: SiRecord[]) => ({ ...body(s, drafts), EmployeeId: Number(emp!.id), COMPANYID: Number(emp!.company_id), COMPANYCODE: 'CUS-NBHY' });
    expect((await post(ENDPOINTS.siCheck, body(s, onePerContainer(s)), 'customer2@demo.test')).json().Data).toEqual([]);

    const drafts = onePerContainer(s);
    overPayload(drafts[0]!, 30_000);
    const made = await post(ENDPOINTS.siAddOnBehalf, onBehalf(drafts), 'admin@demo.test', { 'idempotency-key': 'warn-key-behalf', 'accept-language': 'en' });
    expect(made.statusCode).toBe(200);
    expect(made.json().Data.Warnings).toEqual([
      expect.objectContaining({
        Path: '/TDBLInfos/0/Boxes/0/TBX_WEIGHT',
        Code: 'weight.overPayload',
        Severity: 'warning',
        Message: expect.stringMatching(/30000/),
      }),
    ]);
  });
});
