import { createHash } from 'node:crypto';
import type { ChannelAdapter } from './outbox';

/**
 * What every local simulator of a channel shares (operations.md §17.2): faults on demand read from
 * `SIM_<CHANNEL>_FAULTS=timeout:0.05,5xx:0.05,duplicate:0.02,reorder:0.02`, drawn repeatably (a hash of
 * the message's key and attempt, so a failing run can be run again), and the production guard.
 */

/** `timeout:0.05,5xx:0.05` → the rates of the faults this simulator knows (`names`); others are ignored. */
export function parseFaults<F extends string>(text: string | undefined, names: readonly F[]): Partial<Record<F, number>> {
  const out: Partial<Record<F, number>> = {};
  for (const part of (text ?? '').split(',')) {
    const [name, rate] = part.split(':').map((s) => s.trim());
    if (names.includes(name as F) && Number(rate) >= 0 && Number(rate) <= 1) out[name as F] = Number(rate);
  }
  return out;
}

/** A repeatable draw in [0, 1) from a text. */
export const draw = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

/** Whether fault `f` strikes this message's attempt, at the rates given. */
export const strikes = <F extends string>(faults: Partial<Record<F, number>>, key: string, attempt: number, f: F) =>
  (faults[f] ?? 0) > draw(`${key}|${attempt}|${f}`);

/**
 * The production guard (operations.md §17.2): a simulated channel refuses to start in production
 * unless ALLOW_SIMULATED_CHANNELS names it (a demo), so a simulator never stands in for a real
 * counterpart unnoticed. `what` names the counterpart in the refusal.
 */
export function assertSimulatorAllowed(env: NodeJS.ProcessEnv, adapter: ChannelAdapter, what: string): void {
  if (!adapter.simulated || env.NODE_ENV !== 'production') return;
  const allowed = (env.ALLOW_SIMULATED_CHANNELS ?? '').split(',').map((s) => s.trim());
  if (!allowed.includes(adapter.channel))
    throw new Error(
      `The ${adapter.channel} channel runs on the local ${what} simulator: set CHANNEL_${adapter.channel} to a provider, or name it in ALLOW_SIMULATED_CHANNELS.`,
    );
}
