import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/contract/admin';
import type { DataSheet, EntryOrderRow, SecondHalfRow, SupplementRow } from '../../../src/contract/entryOrder/calls';
import { entryOrderExceptionRules } from '../../../server/modules/entryOrder/tower';
import { AGENT, CUSTOMER, entryApp, OTHER, P, STAFF, TRUCKER } from './entryApp';

/**
 * Who sees what (issue 48): another company's order answers 404; a destination agent sees only the
 * orders assigned to its company and records their milestones; second-half supplements are filled
 * only by the assignee; a customer's data sheet shows only its AR charges. And the demo: orders in
 * every state, supplements open, filled and overdue, the second-half board with its exceptions.
 */
const { t, post, get, ok, refused, idOf } = entryApp();
const orderOn = (cgo: string) => idOf('select id from entry_orders where ent_cgo_id = $1', [cgo]);
const versionOf = async (id: number) => (await t.db.query<{ version: number }>('select version from entry_orders where id = $1', [id]))[0]!.version;

describe('the demo', () => {
  it('has orders in every state, supplements open, filled and overdue, and the tower sees the overdue one', async () => {
    const all = await ok<ListPage<EntryOrderRow>>(get(STAFF, `${P.entryOrderList}?PageSize=50`));
    expect(new Set(all.Items.map((r) => r.ENT_STATUS))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    const overdue = await ok<ListPage<SupplementRow>>(get(STAFF, `${P.orderSupplementList}?Overdue=true`));
    expect(overdue.Total).toBe(1);
    expect((await ok<ListPage<SupplementRow>>(get(STAFF, `${P.orderSupplementList}?SUP_STATUS=2`))).Total).toBe(1);
    const tower = await entryOrderExceptionRules.find((r) => r.code === 'SUP_OVERDUE')!.open(t.db, { companyId: null, side: 'internal' });
    expect(tower.map((x) => x.Ref)).toEqual([overdue.Items[0]!.SUP_NO]);
    // 海越's people see none of 天祥's
    const nbhy = String(await idOf(`select id from companies where code = 'CUS-NBHY'`));
    expect(await entryOrderExceptionRules.find((r) => r.code === 'SUP_OVERDUE')!.open(t.db, { companyId: nbhy, side: 'external' })).toEqual([]);
    expect((await ok<ListPage<EntryOrderRow>>(get(OTHER, `${P.entryOrderList}?PageSize=50`))).Total).toBe(0);
  });

  it('the second-half board: the agent sees only its orders; exceptions no release and last free day near', async () => {
    const staff = await ok<ListPage<SecondHalfRow>>(get(STAFF, `${P.secondHalfList}?PageSize=50`));
    expect(staff.Items.map((r) => r.ENT_STATUS).sort()).toEqual([5, 6, 7]);
    const arrived = staff.Items.find((r) => r.ENT_STATUS === 6)!;
    expect(arrived.Exceptions).toEqual(['NO_RELEASE', 'LFD_NEAR']);
    const noRelease = await entryOrderExceptionRules.find((r) => r.code === 'ENT_NO_RELEASE')!.open(t.db, { companyId: null, side: 'internal' });
    expect(noRelease.map((x) => x.Ref)).toEqual([arrived.ENT_NO]);
    const agent = await ok<ListPage<SecondHalfRow>>(get(AGENT, `${P.secondHalfList}?PageSize=50`));
    expect(agent.Total).toBe(3);
    // another provider (the trucker) sees none, and cannot record on them
    expect((await ok<ListPage<SecondHalfRow>>(get(TRUCKER, `${P.secondHalfList}?PageSize=50`))).Total).toBe(0);
    const at = new Date(Date.now() - 3_600_000).toISOString();
    expect((await post(TRUCKER, P.secondHalfRecord, { ENT_ID: arrived.ENT_ID, Milestone: 'CUSR', At: at })).statusCode).toBe(404);
    // a customer never reads the agents' board
    expect((await get(CUSTOMER, P.secondHalfList)).statusCode).toBe(403);
    // the agent records the release (the exception goes), then the delivery: the order is delivered
    await refused(
      AGENT,
      P.secondHalfRecord,
      { ENT_ID: arrived.ENT_ID, Milestone: 'CUSR', At: new Date(Date.now() + 86_400_000).toISOString() },
      'AT_IN_FUTURE',
    );
    const released = await ok<SecondHalfRow>(post(AGENT, P.secondHalfRecord, { ENT_ID: arrived.ENT_ID, Milestone: 'CUSR', At: at }));
    expect(released.Exceptions).toEqual(['LFD_NEAR']);
    const delivered = await ok<SecondHalfRow>(post(AGENT, P.secondHalfRecord, { ENT_ID: arrived.ENT_ID, Milestone: 'DROP', At: at }));
    expect(delivered.ENT_STATUS).toBe(7);
    expect(delivered.Exceptions).toEqual([]);
    // the agent reads no order page, and a booked order is not on its board
    expect((await get(AGENT, `${P.entryOrderGet}?Id=${arrived.ENT_ID}`)).statusCode).toBe(403);
    const booked = await orderOn('CGO-HZTX-2611-003');
    await refused(STAFF, P.secondHalfRecord, { ENT_ID: booked, Milestone: 'DISC', At: at }, 'ENT_STATE');
    await refused(
      STAFF,
      P.secondHalfAssign,
      { ENT_ID: booked, VERSION: await versionOf(booked), AgentCompanyId: await idOf(`select id from companies where code = 'CUS-NBHY'`) },
      'AGENT_NOT_PROVIDER',
    );
  });

  it('second-half supplements: only to the assigned agent; only it fills (403 NOT_ASSIGNEE for the customer)', async () => {
    const shipped = await orderOn('CGO-HZTX-2611-001');
    const hztx = await idOf(`select id from companies where code = 'CUS-HZTX'`);
    const agentCo = await idOf(`select id from companies where code = 'PRV-EUDA'`);
    const item = { Key: 'Pod', Label: { zh: '签收单', en: 'Proof of delivery' }, Kind: 'document', Required: false };
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await refused(
      STAFF,
      P.orderSupplementRequest,
      { ENT_ID: shipped, Scope: 'SECOND_HALF', AssigneeCompanyId: hztx, Items: [item], DueAt: due },
      'ASSIGNEE_NOT_PARTY',
    );
    await refused(
      STAFF,
      P.orderSupplementRequest,
      { ENT_ID: shipped, CGO_ID: 'CGO-HZTX-2611-001', Scope: 'SECOND_HALF', AssigneeCompanyId: agentCo, Items: [item], DueAt: due },
      'SUP_TARGET',
    );
    const s = await ok<{ Id: number; VERSION: number }>(
      post(STAFF, P.orderSupplementRequest, { ENT_ID: shipped, Scope: 'SECOND_HALF', AssigneeCompanyId: agentCo, Items: [item], DueAt: due }),
    );
    const fill = { Id: s.Id, VERSION: s.VERSION, Answers: {}, Files: [] };
    await refused(CUSTOMER, P.orderSupplementFill, fill, 'NOT_ASSIGNEE', 403);
    expect((await ok<{ SUP_STATUS: number }>(post(AGENT, P.orderSupplementFill, fill))).SUP_STATUS).toBe(2);
    // the agent's supplement list: its own only
    const mine = await ok<ListPage<SupplementRow>>(get(AGENT, `${P.orderSupplementList}?PageSize=50`));
    expect(mine.Items.every((r) => r.AssigneeCompanyId === agentCo)).toBe(true);
  });

  it("another company's order is 404 everywhere; a customer's data sheet shows only its AR charges", async () => {
    const shipped = await orderOn('CGO-HZTX-2611-001');
    for (const url of [
      `${P.entryOrderGet}?Id=${shipped}`,
      `${P.entryOrderLog}?Id=${shipped}`,
      `${P.entryOrderBoard}?ENT_ID=${shipped}`,
      `${P.logisticsDataGet}?ENT_ID=${shipped}`,
    ])
      expect((await get(OTHER, url)).statusCode, url).toBe(404);
    expect((await post(OTHER, P.entryOrderCancel, { Id: shipped, VERSION: 1, Reason: 'x' })).statusCode).toBe(404);
    const staff = await ok<DataSheet>(get(STAFF, `${P.logisticsDataGet}?ENT_ID=${shipped}`));
    const mine = await ok<DataSheet>(get(CUSTOMER, `${P.logisticsDataGet}?ENT_ID=${shipped}`));
    const charges = (d: DataSheet) => d.Sections.find((x) => x.Section === 'CHARGES')!.Records;
    expect(charges(staff).some((r) => r.Fields.some((f) => f.Key === 'Side' && f.Value === 'AP')) || charges(staff).length >= charges(mine).length).toBe(true);
    expect(charges(mine).length).toBeGreaterThan(0);
    expect(charges(mine).every((r) => r.Ref.startsWith('AR-') && !r.Fields.some((f) => f.Key === 'Side'))).toBe(true);
    expect(mine.Sections.find((x) => x.Section === 'BOOKING')!.Records).toHaveLength(1);
    const xlsx = await get(CUSTOMER, `${P.logisticsDataExport}?ENT_ID=${shipped}&Format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
  });
});
