import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { EclpDetail, EclpRow } from '../../../src/contract/epacking/calls';
import { ECP_MOVES, ECP_STATUS, ECP_STATUSES, ecpMove, type EcpActor, type EcpEvent } from '../../../src/domain/epacking/status';
import { withTestApp } from '../support/build';
import { drain, simulatorOn } from './channelKit';
import { CUSTOMER, kit, ok, OPERATOR, packingList, refusedWith } from './support';

/**
 * The e-packing request's state table (operations.md §4.2), every move and the refused ones, through
 * the calls and the TERMINAL_CLP channel on the local terminal simulator (the test's clock):
 * 1 submitted → 2 approved → 4 transmitted → 5 acknowledged | 6 terminal rejected; 4 → 7 send failed
 * → (retry) 4; 1 → 3 rejected; 1 → 8 withdrawn. A refused move answers 400 `ecp.state` and changes nothing.
 */
const t = withTestApp({ modules: ['epacking'] });
const k = kit(t);
beforeAll(() => k.signIn(CUSTOMER, OPERATOR));

const applied = async (pkl: { id: number }) => ok<{ Id: number; ECP_NO: string }>(await k.apply(CUSTOMER, pkl.id, 1));
const events = async (id: number) =>
  (await t.db.query<{ type: string }>(`select type from doc_events where doc_type = 'eclp' and doc_id = $1 order by id`, [String(id)])).map((e) => e.type);
const unchanged = async (id: number, status: number, run: () => Promise<void>) => {
  const before = await events(id);
  await run();
  expect(await k.status(id)).toBe(status);
  expect(await events(id)).toEqual(before);
};

describe('the table itself', () => {
  it('holds every move of §4.2 and no other', () => {
    const events: EcpEvent[] = ['approve', 'reject', 'transmit', 'acknowledge', 'terminalReject', 'sendFailed', 'retry', 'withdraw'];
    const actors: EcpActor[] = ['applicant', 'operator', 'system', 'gateway'];
    const allowed = new Set<string>();
    for (const s of ECP_STATUSES) for (const e of events) for (const a of actors) if (ecpMove(s, e, a)) allowed.add(`${s}:${e}:${a}→${ecpMove(s, e, a)!.to}`);
    expect([...allowed].sort()).toEqual(
      [
        '1:approve:operator→2',
        '1:reject:operator→3',
        '2:transmit:system→4',
        '7:retry:operator→4',
        '4:acknowledge:gateway→5',
        '7:acknowledge:gateway→5',
        '4:terminalReject:gateway→6',
        '7:terminalReject:gateway→6',
        '4:sendFailed:system→7',
        '1:withdraw:applicant→8',
      ].sort(),
    );
    expect(ECP_MOVES).toHaveLength(8);
  });
});

describe('moves through the calls and the channel', () => {
  it('1 → 8 withdrawn by the applicant; nothing moves a withdrawn request', async () => {
    const r = await applied(await packingList(t.db));
    expect(await k.status(r.Id)).toBe(ECP_STATUS.SUBMITTED);
    expect(r.ECP_NO).toMatch(/^EC\d{6}\d{5}$/);
    ok(await k.post(CUSTOMER, ENDPOINTS.epackingWithdraw, { Id: r.Id }));
    expect(await k.status(r.Id)).toBe(ECP_STATUS.WITHDRAWN);
    await unchanged(r.Id, ECP_STATUS.WITHDRAWN, async () => {
      refusedWith(await k.post(CUSTOMER, ENDPOINTS.epackingWithdraw, { Id: r.Id }), 'ecp.state');
      refusedWith(await k.decide([r.Id], true), 'ecp.state');
      refusedWith(await k.decide([r.Id], false, '不批'), 'ecp.state');
      refusedWith(await k.post(OPERATOR, ENDPOINTS.epackingRetry, { Id: r.Id }), 'ecp.state');
    });
  });

  it('1 → 3 rejected with remarks (required); a rejected request moves no more', async () => {
    const r = await applied(await packingList(t.db));
    await unchanged(r.Id, ECP_STATUS.SUBMITTED, async () => refusedWith(await k.decide([r.Id], false), 'ecp.remarks'));
    expect(ok<{ Decided: { ECP_STATUS: number }[] }>(await k.decide([r.Id], false, '封号不清')).Decided[0]!.ECP_STATUS).toBe(ECP_STATUS.REJECTED);
    const row = ok<EclpDetail>(await k.get(CUSTOMER, `${ENDPOINTS.epackingGet}?Id=${r.Id}`)).Request;
    expect(row.ECP_REMARKS).toBe('封号不清');
    await unchanged(r.Id, ECP_STATUS.REJECTED, async () => {
      refusedWith(await k.decide([r.Id], true), 'ecp.state');
      refusedWith(await k.post(CUSTOMER, ENDPOINTS.epackingWithdraw, { Id: r.Id }), 'ecp.state');
    });
  });

  it('1 → 2 → 4 → 5: approved, handed to the gateway, acknowledged by the terminal; the packing list shows the accepted CLP', async () => {
    const pkl = await packingList(t.db);
    const r = await applied(pkl);
    const d = ok<{ Decided: { ECP_STATUS: number; MessageId: number }[] }>(await k.decide([r.Id], true));
    expect(d.Decided[0]).toMatchObject({ ECP_STATUS: ECP_STATUS.APPROVED, MessageId: expect.any(Number) });
    const [m] = await t.db.query<{ status: string; idempotency_key: string; simulated: boolean }>(
      'select status, idempotency_key, simulated from outbound_messages where id = $1',
      [d.Decided[0]!.MessageId],
    );
    expect(m).toEqual({ status: 'QUEUED', idempotency_key: `TERMINAL_CLP:eclp:${r.Id}:PACK:2`, simulated: true });
    await unchanged(r.Id, ECP_STATUS.APPROVED, async () => {
      refusedWith(await k.decide([r.Id], true), 'ecp.state');
      refusedWith(await k.post(CUSTOMER, ENDPOINTS.epackingWithdraw, { Id: r.Id }), 'ecp.state');
      refusedWith(await k.post(OPERATOR, ENDPOINTS.epackingRetry, { Id: r.Id }), 'ecp.state');
    });
    // one round: handed over and delivered (4); the terminal answers a second later
    const now = Date.now();
    await drain(t.db, simulatorOn(t.db), 1, now, 0);
    expect(await k.status(r.Id)).toBe(ECP_STATUS.TRANSMITTED);
    await drain(t.db, simulatorOn(t.db), 1, now, 2000);
    expect(await k.status(r.Id)).toBe(ECP_STATUS.ACKNOWLEDGED);
    expect(await events(r.Id)).toEqual(['v1.EclpApplied', 'v1.EclpApproved', 'v1.EclpTransmitted', 'v1.EclpTerminalReceived', 'v1.EclpAcknowledged']);
    const row = ok<{ Items: EclpRow[] }>(await k.get(CUSTOMER, `${ENDPOINTS.epackingList}?PKL_ID=${pkl.id}`)).Items[0]!;
    expect(row).toMatchObject({ ECP_STATUS: 5, EclpAccepted: true, MessageStatus: 'ACKED', Simulated: true });
    expect(row.ECP_EXTERNAL_REF).toMatch(/^SIM/);
    const pklEvents = await t.db.query<{ type: string }>(`select type from doc_events where doc_type = 'packingList' and doc_id = $1`, [String(pkl.id)]);
    expect(pklEvents.map((e) => e.type)).toEqual(['v1.PackingListEclpAccepted']);
  });

  it('4 → 6: the terminal refuses what a terminal would (no seal), its reason kept', async () => {
    const r = await applied(await packingList(t.db, { seal: '' }));
    ok(await k.decide([r.Id], true));
    await drain(t.db, simulatorOn(t.db), 2, Date.now(), 2000);
    expect(await k.status(r.Id)).toBe(ECP_STATUS.TERMINAL_REJECTED);
    const row = ok<EclpDetail>(await k.get(OPERATOR, `${ENDPOINTS.epackingGet}?Id=${r.Id}`)).Request;
    expect(row.ECP_ERROR).toMatch(/no seal/);
    expect(row.EclpAccepted).toBe(false);
  });

  it('4 → 7 after the retries run out (1, 5, 15, 60 minutes); retry → 4 → 5 on the same message', async () => {
    const r = await applied(await packingList(t.db));
    const { Decided } = ok<{ Decided: { MessageId: number }[] }>(await k.decide([r.Id], true));
    let now = await drain(t.db, simulatorOn(t.db, { faults: { '5xx': 1 } }), 6);
    expect(await k.status(r.Id)).toBe(ECP_STATUS.SEND_FAILED);
    const [m] = await t.db.query<{ status: string; attempts: number }>('select status, attempts from outbound_messages where id = $1', [Decided[0]!.MessageId]);
    expect(m).toEqual({ status: 'FAILED', attempts: 5 });
    expect(ok<EclpDetail>(await k.get(OPERATOR, `${ENDPOINTS.epackingGet}?Id=${r.Id}`)).Request.ECP_ERROR).toMatch(/503/);
    // the customer cannot retry: the operator's button on the operating record
    expect((await k.post(CUSTOMER, ENDPOINTS.epackingRetry, { Id: r.Id })).statusCode).toBe(403);
    expect(ok<{ MessageId: number }>(await k.post(OPERATOR, ENDPOINTS.epackingRetry, { Id: r.Id })).MessageId).toBe(Decided[0]!.MessageId);
    expect(await k.status(r.Id)).toBe(ECP_STATUS.TRANSMITTED);
    now = await drain(t.db, simulatorOn(t.db), 2, now, 2000);
    expect(await k.status(r.Id)).toBe(ECP_STATUS.ACKNOWLEDGED);
    expect(await events(r.Id)).toContain('v1.EclpRetried');
  });

  it('7 → 5: the terminal kept a timed-out attempt; its late acknowledgement wins over our failed transport', async () => {
    const r = await applied(await packingList(t.db));
    ok(await k.decide([r.Id], true));
    // every answer is lost on the way back: the gateway gives up, but the terminal has the message and answers
    const lost = simulatorOn(t.db, { faults: { timeout: 1 }, delayMs: 10 * 3_600_000 });
    const now = await drain(t.db, lost, 6);
    expect(await k.status(r.Id)).toBe(ECP_STATUS.SEND_FAILED);
    const [sim] = await t.db.query<{ times_received: number }>('select times_received from sim_terminal_clp where ref = $1', [
      (await t.db.query<{ ecp_no: string }>('select ecp_no from eclp_requests where id = $1', [r.Id]))[0]!.ecp_no,
    ]);
    expect(sim!.times_received).toBe(5); // five attempts, one message kept
    await drain(t.db, lost, 1, now + 10 * 3_600_000);
    expect(await k.status(r.Id)).toBe(ECP_STATUS.ACKNOWLEDGED);
  });
});
