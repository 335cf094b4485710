import { createHash } from 'node:crypto';
import { parseFaults as parseChannelFaults, strikes } from '../../channels/simulation';
import type { ReleaseFacts } from '../../../src/contract/booking/calls';
import { containerTypeName } from '../../../src/domain/si/reference';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { ChannelAdapter, OutboundMessage, Receipt, SendResult } from '../../channels/outbox';
import type { Db } from '../../db/types';
import { CARRIER_CHANNEL, type CarrierRequest } from './carrierRequest';
import {
  keepRequest,
  latestConfirmed,
  lockRequests,
  receivedAgain,
  requestsWithDueReceipts,
  type ScriptItem,
  writeAcknowledged,
  writeScript,
} from './carrierSimulatorRepository';
import { dayIn } from '../../../src/domain/refdata/localTimes';
import { setting } from '../../settings/read';

/**
 * The local carrier simulator (operations.md §17.1, DESIGN §8): it behaves like a carrier's booking
 * API and never grants what a carrier would refuse. It keeps what it received in
 * `sim_carrier_requests` (tests assert on it), dedupes on the idempotency key, decides by a
 * carrier's rules, and answers later in sequence: RECEIVED, then CONFIRMED, PARTIALLY_CONFIRMED or
 * REJECTED. Everything it sends is marked simulated, and its booking numbers carry "SIM".
 *
 * Its receipts are sent until acknowledged (at least once, as a carrier's feed is): a poll we did
 * not acknowledge — we were killed before keeping its receipts — is answered again.
 *
 * Its rules:
 * - an equipment code it does not know, or no equipment → REJECTED;
 * - dangerous goods without a UN number, or of IMO class 1 or 7 (not carried on its services) → REJECTED;
 * - a reefer without a set temperature → REJECTED;
 * - a departure fewer than 3 days ahead (its documentation cut-off has passed) → REJECTED;
 * - more than MAX_UNITS_PER_LINE units on a line → PARTIALLY_CONFIRMED with that many (its allocation);
 * - otherwise CONFIRMED, with cut-offs on the POL's clock: EFC 5 days, DCO 3 days, VCO and FCO 2 days before the ETD.
 *
 * Faults on demand (`SIM_CARRIER_BOOKING_FAULTS=timeout:0.05,5xx:0.05,duplicate:0.02,reorder:0.02,roll:0.05`):
 * a timeout (it kept the request but the answer was lost), a 5xx (it kept nothing), a receipt sent
 * twice, receipts sent out of order, and a roll: after confirming, the carrier moves the booking to
 * its next weekly sailing (an AMENDED receipt, as carriers do when a vessel is overbooked). The draw
 * is a hash of the message's key and attempt, so a run is repeatable. `rollBooking` and
 * `declineSpace` do the same on demand.
 */

export const MAX_UNITS_PER_LINE = 10;
const FAULTS = ['timeout', '5xx', 'duplicate', 'reorder', 'roll'] as const;
type Fault = (typeof FAULTS)[number];

export interface SimulatorOptions {
  /** Base delay of each receipt after the one before (ms). */
  delayMs: number;
  faults: Partial<Record<Fault, number>>;
}

/** `timeout:0.05,5xx:0.05` → the fault rates (the shared reading of server/channels/simulation.ts). */
export const parseFaults = (text: string | undefined) => parseChannelFaults(text, FAULTS);

export const simulatorOptions = (env: NodeJS.ProcessEnv): SimulatorOptions => ({
  delayMs: setting(env, 'SIM_CARRIER_BOOKING_DELAY_MS'),
  faults: parseFaults(setting(env, 'SIM_CARRIER_BOOKING_FAULTS')),
});

/** A confirmation's facts moved `days` later (its ETD and every cut-off), on the next voyage, on `vessel` when it names one: a roll. */
export function rolled(f: ReleaseFacts, days: number, vessel?: string): ReleaseFacts {
  const later = (dt: string) => `${addDays(dt.slice(0, 10), days)}${dt.slice(10)}`;
  // a later sailing is another voyage: its number goes up by one
  const voyage = f.ConfirmedVoyage.replace(/\d+/, (n) => String(Number(n) + 1).padStart(n.length, '0'));
  return {
    ...f,
    ConfirmedVessel: vessel ?? f.ConfirmedVessel,
    ConfirmedVoyage: voyage,
    Etd: later(f.Etd),
    CutOffs: f.CutOffs.map((c) => ({ ...c, DateTime: later(c.DateTime) })),
  };
}

/** What a carrier decides on a request, by the rules above. */
export function decide(
  req: CarrierRequest,
  today: string,
  bookingNo: string,
): { code: 'CONFIRMED' | 'PARTIALLY_CONFIRMED' | 'REJECTED'; reason: string; facts?: ReleaseFacts } {
  const equipment = req.requestedEquipments;
  if (!equipment.length) return { code: 'REJECTED', reason: 'No equipment requested.' };
  const unknown = equipment.find((e) => !containerTypeName(e.ISOEquipmentCode));
  if (unknown) return { code: 'REJECTED', reason: `Equipment ${unknown.ISOEquipmentCode} is not in our fleet.` };
  if ('dangerousGoods' in req) {
    const dg = req.dangerousGoods!;
    if (!/^\d{4}$/.test(dg.UNNumber)) return { code: 'REJECTED', reason: 'Dangerous goods need a UN number.' };
    if (/^[17]/.test(dg.imoClass)) return { code: 'REJECTED', reason: `IMO class ${dg.imoClass} is not carried on this service.` };
  }
  if ('activeReeferSettings' in req && req.activeReeferSettings?.temperatureSetpoint == null)
    return { code: 'REJECTED', reason: 'A reefer booking needs its set temperature.' };
  const etd = req.expectedDepartureDate;
  if (!etd || etd < addDays(today, 3)) return { code: 'REJECTED', reason: `The documentation cut-off for a departure on ${etd || '(none)'} has passed.` };
  const confirmed = equipment.map((e) => ({ ContainerClass: containerTypeName(e.ISOEquipmentCode)!, Units: Math.min(e.units, MAX_UNITS_PER_LINE) }));
  const partial = equipment.some((e) => e.units > MAX_UNITS_PER_LINE);
  const at = (days: number, time: string) => `${addDays(etd, -days)} ${time}`;
  return {
    code: partial ? 'PARTIALLY_CONFIRMED' : 'CONFIRMED',
    reason: partial ? `Allocation: at most ${MAX_UNITS_PER_LINE} units per equipment line on this sailing.` : '',
    facts: {
      // the carrier's own number: ten digits of the request's reference, the same for a resent request
      CarrierBookingNo: `${req.carrierCode}SIM${String(createHash('sha256').update(bookingNo).digest().readUIntBE(0, 6) % 10_000_000_000).padStart(10, '0')}`,
      ConfirmedVessel: req.vesselName || `${req.carrierCode} SIM EXPRESS`,
      ConfirmedVoyage: req.carrierExportVoyageNumber || `${etd.slice(2, 4)}${etd.slice(5, 7)}W`,
      Etd: `${etd} 18:00`,
      ConfirmedEquipment: confirmed,
      CutOffs: [
        { Code: 'EFC', DateTime: at(5, '08:00') },
        { Code: 'DCO', DateTime: at(3, '12:00') },
        { Code: 'VCO', DateTime: at(2, '10:00') },
        { Code: 'FCO', DateTime: at(2, '12:00') },
      ],
    },
  };
}

/** An AMENDED receipt moving the confirmed facts `days` later. */
function rollItem(seq: number, facts: ReleaseFacts, days: number, dueAt: string, vessel?: string): ScriptItem {
  const reason = `Rolled ${days} days to the next sailing: the vessel is overbooked.`;
  return { Seq: seq, Code: 'AMENDED', Text: reason, Reason: reason, Facts: rolled(facts, days, vessel), DueAt: dueAt, Sent: 0 };
}

/**
 * Adds a receipt after the ones the carrier's latest confirmed request for `bookingNo` has (any of
 * its requests' references: `BK…-R2`); it starts from that request's latest facts. False when it confirmed none.
 */
async function appendToConfirmed(db: Db, bookingNo: string, item: (seq: number, facts: ReleaseFacts) => ScriptItem): Promise<boolean> {
  const row = await latestConfirmed(db, bookingNo);
  const facts = row?.script.filter((s) => s.Facts).at(-1)?.Facts;
  if (!row || !facts) return false;
  row.script.push(item(row.script.length + 1, facts));
  await writeScript(db, row.idempotency_key, row.script);
  return true;
}

export function carrierSimulator(
  db: Db,
  options: SimulatorOptions,
): ChannelAdapter & {
  declineSpace(bookingNo: string, reason: string, now: Date): Promise<boolean>;
  rollBooking(bookingNo: string, days: number, now: Date, vessel?: string): Promise<boolean>;
} {
  const fault = (key: string, attempt: number, f: Fault) => strikes(options.faults, key, attempt, f);
  return {
    channel: CARRIER_CHANNEL,
    simulated: true,

    async send(m: OutboundMessage, now: Date): Promise<SendResult> {
      if (fault(m.idempotency_key, m.attempts, '5xx')) return { transmitted: false, retryable: true, error: 'simulated carrier: HTTP 503' };
      const req = JSON.parse(m.payload) as CarrierRequest;
      const ref = req.carrierBookingRequestReference;
      if ((await receivedAgain(db, m.idempotency_key)) === undefined) {
        const today = dayIn(undefined, now);
        const d = decide(req, today, ref);
        const step = (n: number) => new Date(now.getTime() + n * options.delayMs).toISOString();
        const reorder = fault(m.idempotency_key, 0, 'reorder');
        const script: ScriptItem[] = [
          // reordered on the way: the decision arrives before the acknowledgement
          { Seq: 1, Code: 'RECEIVED', Text: 'Booking request received', DueAt: step(reorder ? 2 : 1), Sent: 0 },
          { Seq: 2, Code: d.code, Text: d.reason || d.code, Reason: d.reason, ...(d.facts ? { Facts: d.facts } : {}), DueAt: step(reorder ? 1 : 2), Sent: 0 },
        ];
        if (d.facts && fault(m.idempotency_key, 0, 'roll')) script.push(rollItem(3, d.facts, 7, step(3)));
        await keepRequest(db, {
          idempotencyKey: m.idempotency_key,
          ref,
          carrierCode: req.carrierCode,
          payload: m.payload,
          decision: d.code,
          carrierBookingNo: d.facts?.CarrierBookingNo ?? null,
          script,
        });
      }
      // it kept the request, but the answer is lost on the way back: we retry, it dedupes
      if (fault(m.idempotency_key, m.attempts, 'timeout')) return { transmitted: false, retryable: true, error: 'simulated carrier: timed out' };
      return { transmitted: true, externalRef: ref };
    },

    /** The receipts due and not yet acknowledged, each request's in its script's order (the faults may duplicate one). */
    async poll(now: Date): Promise<Receipt[]> {
      const rows = await requestsWithDueReceipts(db, now);
      const out: Receipt[] = [];
      for (const row of rows) {
        const due = row.script.filter((s) => !s.Sent && Date.parse(s.DueAt) <= now.getTime()).sort((a, b) => (a.DueAt < b.DueAt ? -1 : 1));
        for (const s of due) {
          const receipt: Receipt = {
            externalRef: row.booking_request_ref,
            seq: s.Seq,
            code: s.Code,
            text: s.Text,
            raw: JSON.stringify({ reason: s.Reason ?? '', ...(s.Facts ? { facts: s.Facts } : {}) }),
            simulated: true,
          };
          out.push(receipt);
          if (fault(row.idempotency_key, s.Seq, 'duplicate')) out.push({ ...receipt });
        }
      }
      return out;
    },

    /** What we kept is sent no more. */
    async acknowledge(receipts: readonly Receipt[]): Promise<void> {
      const seqs = new Map<string, Set<number>>();
      for (const r of receipts) seqs.set(r.externalRef, (seqs.get(r.externalRef) ?? new Set()).add(r.seq));
      await db.transaction(async (tx) => {
        const rows = await lockRequests(tx, [...seqs.keys()]);
        for (const row of rows) {
          const acked = seqs.get(row.booking_request_ref)!;
          for (const s of row.script) if (acked.has(s.Seq)) s.Sent = 1;
          await writeAcknowledged(tx, row.idempotency_key, row.script);
        }
      });
    },

    /** The carrier withdraws space it confirmed (甩柜): a DECLINED receipt after the ones it sent. */
    declineSpace: (bookingNo: string, reason: string, now: Date) =>
      appendToConfirmed(db, bookingNo, (seq) => ({ Seq: seq, Code: 'DECLINED', Text: reason, Reason: reason, DueAt: now.toISOString(), Sent: 0 })),

    /** The carrier rolls a booking it confirmed `days` later (onto `vessel` when named): an AMENDED receipt after the ones it sent. */
    rollBooking: (bookingNo: string, days: number, now: Date, vessel?: string) =>
      appendToConfirmed(db, bookingNo, (seq, facts) => rollItem(seq, facts, days, now.toISOString(), vessel)),
  };
}
