import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ServerFrame } from '../../../src/contract/live';
import { runVgmChannel } from '../../../server/modules/vgm/channel';
import { vgmSimulator } from '../../../server/modules/vgm/simulator';
import { runTerminalVgmChannel } from '../../../server/modules/vgm/terminalChannel';
import { terminalVgmSimulator } from '../../../server/modules/vgm/terminalSimulator';
import { openLive } from '../support/liveClient';
import { CUSTOMER, declaration, isoNumber, method1, newBooking, OTHER, packingList, STAFF, vgmApp } from './vgmApp';

/**
 * The `vgm` live frame (server/modules/vgm/live.ts): receipts of the carrier or the terminal applied
 * to a booking's VGMs are announced, after they committed, to the platform's staff and the booking's
 * own company — never to another customer — so the VGM panel and the packing lists re-read and say
 * what the receipts say. Nothing is announced while no receipt was applied.
 */
const { t, declare, post, tokens } = vgmApp();
type Live = Awaited<ReturnType<typeof openLive>>;
const LISTENERS = [STAFF, CUSTOMER, OTHER] as const;
const live = {} as Record<string, Live>;

beforeAll(async () => {
  const url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
  for (const who of LISTENERS) {
    live[who] = await openLive(url);
    live[who].send({ type: 'auth', token: tokens[who] });
    expect(await live[who].next()).toEqual({ type: 'authed' });
  }
});
afterAll(() => {
  for (const who of LISTENERS) live[who]?.close();
});

/** What each listener heard since the last look. */
const heard = async () => Object.fromEntries(await Promise.all(LISTENERS.map(async (who) => [who, await live[who]!.quiet(250)] as const)));

describe('the vgm frame: who hears the receipts', () => {
  it('the staff and the booking’s company hear each round that applied receipts; another customer hears nothing', async () => {
    const n = isoNumber('LIVU', 11);
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    await packingList(t.db, cgo, n, '40HQ', { lines: [20_000], seal: 'SL110011' });
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 24_000)]))).json().Data.Declared[0].Id as number;
    expect((await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: [id] })).statusCode).toBe(200);
    const frame: ServerFrame = { type: 'vgm', CGO_ID: cgo };

    const carrier = vgmSimulator(t.db, { delayMs: 100, faults: {} });
    const terminal = terminalVgmSimulator(t.db, { delayMs: 100, faults: {} });
    const start = Date.now();
    // delivered, no receipt due yet: nothing to re-read
    await runVgmChannel(t.db, carrier, new Date(start), 1000, t.app.liveHub);
    await runTerminalVgmChannel(t.db, terminal, new Date(start), 1000, t.app.liveHub);
    expect(await heard()).toEqual({ [STAFF]: [], [CUSTOMER]: [], [OTHER]: [] });
    // the carrier's receipts (RECEIVED, ACCEPTED) applied in one round: one frame
    await runVgmChannel(t.db, carrier, new Date(start + 5_000), 1000, t.app.liveHub);
    expect(await heard()).toEqual({ [STAFF]: [frame], [CUSTOMER]: [frame], [OTHER]: [] });
    // the terminal's ACK: another
    await runTerminalVgmChannel(t.db, terminal, new Date(start + 5_000), 1000, t.app.liveHub);
    expect(await heard()).toEqual({ [STAFF]: [frame], [CUSTOMER]: [frame], [OTHER]: [] });
    const [row] = await t.db.query<{ s: number; t: number }>('select vgm_status as s, vgm_terminal_status as t from vgm_declarations where id = $1', [id]);
    expect(row).toEqual({ s: 4, t: 4 });
  });
});
