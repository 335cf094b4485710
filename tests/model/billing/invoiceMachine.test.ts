import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { movesOf, type InvoiceKind, type InvoiceStatus } from '../../../src/domain/billing/invoiceStates';
import { idempotencyKeyOf } from '../../../src/lib/idempotencyKey';
import { type InvoiceRequest, type InvoiceSubject, invoiceMachine, offers } from '../../../src/features/billing/machines/invoiceMachine';

/** An invoice as the panel read it, with the moves the state table gives it (as the server sends them). */
const invoice = (Id: number, status: InvoiceStatus, kind: InvoiceKind = 1, Version = 1): InvoiceSubject => ({
  Id,
  Version,
  INV_STATUS: status,
  INV_KIND: kind,
  Moves: movesOf(status, kind),
});
const DRAFT = invoice(7, 1);
const CONFIRMED = invoice(8, 2);
const PAID = invoice(9, 5);
const TAX_REQUEST = invoice(10, 2, 3);
const KEY = idempotencyKeyOf('tax-10', 1);
const dropped = Object.assign(new Error('The server cannot be reached. Check the connection and try again.'), { status: 0 });
const stale = Object.assign(new Error('The invoice was changed meanwhile'), { status: 400, code: 'STALE' });
const overpaid = Object.assign(new Error('More than is owed'), { status: 400, code: 'OVERPAID' });

const events = [
  { type: 'invoice.pick', chargeId: 11 },
  { type: 'invoice.make', cgoId: 'CGO-1', ask: { Kind: 1, Currency: 'USD' }, partyId: 5 },
  { type: 'invoice.make', cgoId: 'CGO-1', ask: { Kind: 1, Currency: 'USD' }, partyId: undefined },
  { type: 'invoice.confirm', subject: DRAFT },
  { type: 'invoice.confirm', subject: PAID },
  { type: 'invoice.pay', subject: CONFIRMED, Amount: '500', Date: '2026-11-28', Ref: 'TT-1' },
  { type: 'invoice.pay', subject: DRAFT, Amount: '500', Date: '2026-11-28', Ref: 'TT-1' },
  { type: 'invoice.void', subject: PAID, Reason: 'wrong party' },
  { type: 'invoice.requestTax', subject: TAX_REQUEST, key: KEY },
  { type: 'invoice.requestTax', subject: CONFIRMED, key: KEY },
  { type: 'xstate.done.actor.send', output: { Id: 7 } },
  { type: 'xstate.error.actor.send', error: stale },
  { type: 'xstate.error.actor.send', error: overpaid },
  { type: 'xstate.error.actor.send', error: dropped },
  { type: 'invoice.retry' },
  { type: 'invoice.dismiss' },
  { type: 'xstate.done.actor.landed', output: true },
  { type: 'xstate.done.actor.landed', output: false },
  { type: 'xstate.error.actor.landed', error: dropped },
] as never[];

type Snap = SnapshotFrom<typeof invoiceMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.picked, s.context.pending ?? null, s.context.error ?? null]);
type Step = { event: unknown };
const typeOf = (s: Step | undefined) => (s?.event as { type: string } | undefined)?.type ?? '';

/** Replays steps on the real machine with calls that never answer (the graph's events stand for their answers), recording every effect. */
function replay(steps: readonly Step[]) {
  const sent: InvoiceRequest[] = [];
  const asked: InvoiceRequest[] = [];
  const told: string[] = [];
  const refused: { message: string; code?: string }[] = [];
  let refreshed = 0;
  let warned = 0;
  const actor = createActor(
    invoiceMachine.provide({
      actors: {
        send: fromPromise<unknown, InvoiceRequest>(({ input }) => {
          sent.push(input);
          return new Promise(() => undefined);
        }),
        landed: fromPromise<boolean, InvoiceRequest>(({ input }) => {
          asked.push(input);
          return new Promise(() => undefined);
        }),
      },
      actions: {
        told: (_, p) => void told.push(p.kind),
        refused: (_, p) => void refused.push(p),
        refresh: () => void refreshed++,
        noneSelected: () => void warned++,
      },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), sent, asked, told, refused, refreshed: () => refreshed, warned: () => warned, actor };
}

/**
 * A vertex is the state and, when the step moved it to another state, the step that did: a refusal leaves
 * the flow idle as it was, and only a vertex of its own gives the walk a path ending in each refusal (and
 * so checks what it did). A step that changes nothing (a move not offered, a late answer) adds no vertex.
 */
const via = (e: unknown) => {
  const { type, error, output } = (e ?? {}) as { type?: string; error?: { code?: string }; output?: unknown };
  return JSON.stringify([type ?? null, error?.code ?? null, typeof output === 'boolean' ? output : null]);
};
const paths = getShortestPaths(invoiceMachine, {
  events,
  serializeState: (s, e, prev) =>
    `${key(s as Snap)}${prev && String(prev.value) !== String(s.value) ? ` from ${String(prev.value)} by ${via(e)}` : ''}` as never,
});

/** Where operations.md §10.3 allows each move (read here, not from the machine): by the invoice's state and kind. */
const ALLOWED: Record<Exclude<InvoiceRequest['kind'], 'make'>, (s: InvoiceSubject) => boolean> = {
  confirm: (s) => s.INV_STATUS === 1,
  pay: (s) => [2, 3, 4].includes(s.INV_STATUS) && s.INV_KIND !== 2,
  void: (s) => [1, 2, 3].includes(s.INV_STATUS),
  requestTax: (s) => s.INV_STATUS === 2 && s.INV_KIND === 3,
};

/** Every request sent is one the invoice's state allows (a make: of ticked charges, to one party). */
function onlyOffered(sent: readonly InvoiceRequest[]) {
  for (const r of sent) {
    if (r.kind === 'make') {
      expect(r.input.ChargeIds.length).toBeGreaterThan(0);
      expect(r.input.PartyId).toBe(5);
    } else expect(ALLOWED[r.kind](r.subject), `${r.kind} of invoice ${r.subject.Id} in state ${r.subject.INV_STATUS}`).toBe(true);
  }
}

/** On every path, what must hold in the state it ends in. */
const expected: Record<string, (r: ReturnType<typeof replay>, steps: readonly Step[]) => void> = {
  idle: (r, steps) => {
    expect(r.snapshot.context.pending).toBeUndefined();
    expect(r.snapshot.context.error).toBeUndefined();
    onlyOffered(r.sent);
    const last = steps.at(-1);
    if (!last) return;
    // what the last step did, against the flow one step before
    const prev = replay(steps.slice(0, -1));
    const was = String(prev.snapshot.value);
    const type = typeOf(last);
    if (was === 'sending' && type === 'xstate.done.actor.send') {
      // answered: told once, the lists read again
      expect(r.told).toEqual([...prev.told, prev.snapshot.context.pending!.kind]);
      expect(r.refreshed()).toBe(prev.refreshed() + 1);
    } else if (was === 'checking' && type === 'xstate.done.actor.landed') {
      // the retry found the request applied: told, not sent again
      expect(r.told).toEqual([...prev.told, prev.snapshot.context.pending!.kind]);
      expect(r.sent.length).toBe(prev.sent.length);
    } else if (was === 'sending' && type === 'xstate.error.actor.send') {
      const error = (last.event as { error: { code: string; message: string } }).error;
      expect(r.refused).toEqual([...prev.refused, { message: error.message, code: error.code }]);
      // a STALE refusal reads the invoice again, so the panel shows the version someone else made; another refusal does not
      expect(r.refreshed() - prev.refreshed()).toBe(error.code === 'STALE' ? 1 : 0);
      expect(r.told).toEqual(prev.told);
    } else if (was === 'offline') {
      // dismissed: the kept request is dropped, nothing sent
      expect(type).toBe('invoice.dismiss');
      expect(r.sent.length).toBe(prev.sent.length);
    } else {
      // idle before: an event that sends nothing (a move not offered, a make with nothing ticked, a late answer)
      expect(was).toBe('idle');
      expect(r.sent.length).toBe(prev.sent.length);
      const nothingTicked =
        type === 'invoice.make' && (prev.snapshot.context.picked.length === 0 || (last.event as { partyId?: number }).partyId === undefined);
      expect(r.warned() - prev.warned()).toBe(nothingTicked ? 1 : 0);
    }
    prev.actor.stop();
  },
  sending: (r, steps) => {
    // the request in flight is the one kept, and only an offered move is ever sent
    expect(r.sent.at(-1)).toEqual(r.snapshot.context.pending);
    onlyOffered(r.sent);
    // after a retry found the request had not landed, it is sent again unchanged (a tax request with the same key)
    if (typeOf(steps.at(-1)) === 'xstate.done.actor.landed') expect(r.sent.at(-1)).toEqual(r.sent.at(-2));
  },
  offline: (r) => {
    // the connection dropped: the request is kept with the message, nothing more is sent until the person retries
    expect(r.snapshot.context.pending).toEqual(r.sent.at(-1));
    expect(r.snapshot.context.error).toBe(dropped.message);
  },
  checking: (r) => {
    // a retry first asks whether the kept request landed, before sending anything again
    expect(r.asked.at(-1)).toEqual(r.snapshot.context.pending);
    expect(r.sent.length).toBe(r.asked.length);
  },
};

describe('invoice machine: make → confirm → pay (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['checking', 'idle', 'offline', 'sending']);
  });

  it('every path replays on the real machine, and what its last state promises holds', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) {
      const r = replay(p.steps);
      expect(key(r.snapshot), p.steps.map(typeOf).join(' → ')).toBe(key(p.state as Snap));
      expected[String(r.snapshot.value)]!(r, p.steps);
      r.actor.stop();
    }
  });

  it('the screen offers a move exactly where the state table allows it', () => {
    for (const subject of [DRAFT, CONFIRMED, PAID, TAX_REQUEST, invoice(11, 4), invoice(12, 6), invoice(13, 3, 3), invoice(14, 2, 2)]) {
      for (const move of ['confirm', 'pay', 'void', 'requestTax'] as const)
        expect(offers(subject, move), `${move} in ${subject.INV_STATUS}`).toBe(ALLOWED[move](subject));
    }
  });

  it('refuses what the state table does not offer: a paid invoice is not confirmed, a draft not paid, nothing is voided twice at once', () => {
    const r = replay([
      { event: { type: 'invoice.confirm', subject: PAID } },
      { event: { type: 'invoice.pay', subject: DRAFT, Amount: '1', Date: '2026-11-28', Ref: '' } },
      { event: { type: 'invoice.void', subject: PAID, Reason: 'x' } },
      { event: { type: 'invoice.requestTax', subject: CONFIRMED, key: KEY } },
    ]);
    expect(r.snapshot.value).toBe('idle');
    expect(r.sent).toEqual([]);
    const busy = replay([{ event: { type: 'invoice.confirm', subject: DRAFT } }, { event: { type: 'invoice.void', subject: DRAFT, Reason: 'x' } }]);
    expect(busy.sent.map((s) => s.kind)).toEqual(['confirm']);
  });

  it('a make bills the ticked charges and unticks them once made', () => {
    const make = { type: 'invoice.make', cgoId: 'CGO-1', ask: { Kind: 1, Currency: 'USD' }, partyId: 5 };
    const r = replay([{ event: { type: 'invoice.pick', chargeId: 11 } }, { event: { type: 'invoice.pick', chargeId: 12 } }, { event: make }]);
    expect(r.sent).toEqual([{ kind: 'make', cgoId: 'CGO-1', input: { Kind: 1, Currency: 'USD', PartyId: 5, ChargeIds: [11, 12] } }]);
    r.actor.send({ type: 'invoice.pick', chargeId: 13 });
    r.actor.send({ type: 'xstate.done.actor.send', output: {} } as never);
    expect(r.snapshot.context.picked).toEqual([11, 12]);
    expect(r.actor.getSnapshot().context.picked).toEqual([13]);
  });

  it('a payment whose connection dropped is not recorded twice: the retry finds it landed and only says so', async () => {
    let calls = 0;
    const sent: InvoiceRequest[] = [];
    const actor = createActor(
      invoiceMachine.provide({
        actors: {
          send: fromPromise<unknown, InvoiceRequest>(async ({ input }) => {
            calls++;
            sent.push(input);
            throw dropped;
          }),
          landed: fromPromise<boolean, InvoiceRequest>(async ({ input }) => input.kind === 'pay'),
        },
      }),
    ).start();
    actor.send({ type: 'invoice.pay', subject: CONFIRMED, Amount: '500', Date: '2026-11-28', Ref: 'TT-1' });
    await new Promise((done) => setTimeout(done, 0));
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'invoice.retry' });
    await new Promise((done) => setTimeout(done, 0));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toBe(1);
    // and the one request carries the invoice's version, so the server itself refuses a second copy
    expect(sent[0]).toMatchObject({ kind: 'pay', input: { Id: CONFIRMED.Id, Version: CONFIRMED.Version, Amount: '500' } });
    actor.stop();
  });
});
