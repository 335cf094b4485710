import { containerNumberProblem } from '../../../src/domain/si/iso6346';
import { massProblems } from '../../../src/domain/vgm/counterpart';
import { renderVgm } from '../../../src/domain/vgm/messages';
import type { ChannelAdapter, OutboundMessage, Receipt, SendResult } from '../../channels/outbox';
import { draw, parseFaults, strikes } from '../../channels/simulation';
import type { Db } from '../../db/types';
import { type ClpMessage, TERMINAL_CLP } from './terminalMessage';
import { type ClpScriptItem, keepMessage, lockMessages, messagesWithDueReceipts, packedAtSimTerminal, receivedAgain, writeScript } from './simulatorRepository';
import { setting } from '../../settings/read';

/**
 * The local terminal simulator of the TERMINAL_CLP channel (operations.md §17.1): it behaves like a
 * port community system taking container load plans, and never accepts what a terminal would refuse.
 * It keeps what it received in `sim_terminal_clp` (tests assert on it), dedupes on the idempotency
 * key, decides, and answers later in sequence: RECEIVED (its receipt number), then ACCEPTED or
 * REJECTED with the reason, 2–20 s after the message (SIM_TERMINAL_CLP_DELAY_MS the least,
 * SIM_TERMINAL_CLP_JITTER_MS the spread: the tests shorten both). Everything it sends is marked
 * simulated and its receipt numbers start with "SIM".
 *
 * Its rules: a pack needs a container number with a valid ISO 6346 check digit (unless declared
 * non-ISO), a seal of at most 15 characters, a VGM, and that VGM within the box's mass bounds
 * (above its tare, a CSC plate its type can carry, the max gross); an unpack needs the container
 * packed at the terminal (its latest accepted message a pack).
 *
 * Faults on demand (`SIM_TERMINAL_CLP_FAULTS=timeout:0.05,5xx:0.05,duplicate:0.02,reorder:0.02`): a
 * timeout (it kept the message but the answer was lost), a 5xx (it kept nothing), a receipt sent
 * twice, the decision arriving before the RECEIVED receipt. The draw is a hash of the message's key
 * and attempt, so a run is repeatable.
 */
const FAULTS = ['timeout', '5xx', 'duplicate', 'reorder'] as const;
type Fault = (typeof FAULTS)[number];

export interface TerminalSimulatorOptions {
  delayMs: number;
  jitterMs: number;
  faults: Partial<Record<Fault, number>>;
}

export const terminalSimulatorOptions = (env: NodeJS.ProcessEnv): TerminalSimulatorOptions => ({
  delayMs: setting(env, 'SIM_TERMINAL_CLP_DELAY_MS'),
  jitterMs: setting(env, 'SIM_TERMINAL_CLP_JITTER_MS'),
  faults: parseFaults(setting(env, 'SIM_TERMINAL_CLP_FAULTS'), FAULTS),
});

/** What a terminal decides on a load plan, by the rules above; `packed`: the container is packed at it now. */
export function decideClp(m: ClpMessage, packed: boolean): { code: 'ACCEPTED' | 'REJECTED'; reason: string } {
  const refuse = (reason: string) => ({ code: 'REJECTED' as const, reason });
  if (!m.terminal) return refuse('No terminal is named.');
  if (!m.containerNo) return refuse('No container number.');
  if (m.function === 'UNPACK') {
    if (!packed) return refuse(`Container ${m.containerNo} is not packed at terminal ${m.terminal}.`);
    if (!m.reason) return refuse('An unpacking needs its reason.');
    return { code: 'ACCEPTED', reason: '' };
  }
  if (!m.nonIso && containerNumberProblem(m.containerNo)) return refuse(`Container number ${m.containerNo} fails the ISO 6346 check.`);
  if (!m.seal.trim()) return refuse(`Container ${m.containerNo} has no seal number.`);
  if (m.seal.length > 15) return refuse(`Seal ${m.seal} is longer than 15 characters.`);
  if (!m.vgm || !(m.vgm.kg > 0)) return refuse(`No verified gross mass (VGM) for container ${m.containerNo}: it cannot be loaded (SOLAS VI/2).`);
  // the VGM's mass bounds as the VGM terminal's (src/domain/vgm/counterpart.ts): above the box's tare,
  // a CSC plate its type can carry, within the max gross; the plan carries the packing list's tare, not method 2's
  const bound = massProblems({ container: m.containerNo, type: m.isoType, kg: m.vgm.kg, method: 1, knownTareKg: m.tareKg, plateKg: m.maxGrossKg })[0];
  if (bound) return refuse(renderVgm(bound.code, bound.params, 'en'));
  return { code: 'ACCEPTED', reason: '' };
}

export function terminalSimulator(db: Db, options: TerminalSimulatorOptions): ChannelAdapter {
  const fault = (key: string, attempt: number, f: Fault) => strikes(options.faults, key, attempt, f);
  return {
    channel: TERMINAL_CLP,
    simulated: true,

    async send(m: OutboundMessage, now: Date): Promise<SendResult> {
      if (fault(m.idempotency_key, m.attempts, '5xx')) return { transmitted: false, retryable: true, error: 'simulated terminal: HTTP 503' };
      const clp = JSON.parse(m.payload) as ClpMessage;
      if (!(await receivedAgain(db, m.idempotency_key))) {
        const d = decideClp(clp, await packedAtSimTerminal(db, clp.containerNo));
        // 2–20 s by default: a repeatable share of the spread per message
        const total = options.delayMs + Math.floor(draw(`${m.idempotency_key}|delay`) * options.jitterMs);
        const at = (share: number) => new Date(now.getTime() + Math.round(total * share)).toISOString();
        const reorder = fault(m.idempotency_key, 0, 'reorder');
        const terminalRef = `SIM${clp.terminal || 'PCS'}${String(Math.floor(draw(m.idempotency_key) * 1e8)).padStart(8, '0')}`;
        const script: ClpScriptItem[] = [
          // reordered on the way: the decision arrives before the receipt
          { Seq: 1, Code: 'RECEIVED', Text: `Load plan received: ${terminalRef}`, DueAt: at(reorder ? 1 : 0.25), Sent: 0 },
          { Seq: 2, Code: d.code, Text: d.reason || `Load plan accepted: ${terminalRef}`, Reason: d.reason, DueAt: at(reorder ? 0.25 : 1), Sent: 0 },
        ];
        await keepMessage(db, {
          key: m.idempotency_key,
          ref: clp.ref,
          containerNo: clp.containerNo,
          kind: clp.function,
          payload: m.payload,
          decision: d.code,
          terminalRef,
          script,
        });
      }
      // it kept the message, but the answer is lost on the way back: we retry, it dedupes
      if (fault(m.idempotency_key, m.attempts, 'timeout')) return { transmitted: false, retryable: true, error: 'simulated terminal: timed out' };
      return { transmitted: true, externalRef: clp.ref };
    },

    /** The receipts due and not yet acknowledged, each message's in its script's order (the faults may duplicate one). */
    async poll(now: Date): Promise<Receipt[]> {
      const out: Receipt[] = [];
      for (const row of await messagesWithDueReceipts(db, now)) {
        const due = row.script.filter((s) => !s.Sent && Date.parse(s.DueAt) <= now.getTime()).sort((a, b) => (a.DueAt < b.DueAt ? -1 : 1));
        for (const s of due) {
          const receipt: Receipt = {
            externalRef: row.ref,
            seq: s.Seq,
            code: s.Code,
            text: s.Text,
            raw: JSON.stringify({ reason: s.Reason ?? '', terminalRef: row.terminal_ref }),
            simulated: true,
          };
          out.push(receipt);
          if (fault(row.idempotency_key, s.Seq, 'duplicate')) out.push({ ...receipt });
        }
      }
      return out;
    },

    async acknowledge(receipts: readonly Receipt[]): Promise<void> {
      const seqs = new Map<string, Set<number>>();
      for (const r of receipts) seqs.set(r.externalRef, (seqs.get(r.externalRef) ?? new Set()).add(r.seq));
      await db.transaction(async (tx) => {
        for (const row of await lockMessages(tx, [...seqs.keys()])) {
          const acked = seqs.get(row.ref)!;
          for (const s of row.script) if (acked.has(s.Seq)) s.Sent = 1;
          await writeScript(tx, row.idempotency_key, row.script);
        }
      });
    },
  };
}
