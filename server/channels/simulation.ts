import { createHash } from 'node:crypto';
import type { ChannelAdapter } from './outbox';
import { listItems } from '../settings/kinds';
import { readSetting, setting } from '../settings/read';
import type { Channel } from '../settings/schema';

/**
 * What every local simulator of a counterpart shares (operations.md §17.2): its faults on demand,
 * read from `SIM_<CHANNEL>_FAULTS=timeout:0.05,5xx:0.05,duplicate:0.02,reorder:0.02`, drawn
 * repeatably from the message's key (a run can be replayed), and the production guard that keeps a
 * simulator from standing in for a real counterpart unnoticed.
 */

/** `timeout:0.05,5xx:0.05` → the rates of the faults a simulator knows (`names`); others are ignored. */
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

/** Whether the fault `f` strikes this message's attempt (`key|attempt|fault` drawn against its rate). */
export const strikes = <F extends string>(faults: Partial<Record<F, number>>, key: string, attempt: number, f: F) =>
  (faults[f] ?? 0) > draw(`${key}|${attempt}|${f}`);

/**
 * The production guard (operations.md §17.2): a simulated channel refuses to start in production
 * unless ALLOW_SIMULATED_CHANNELS names it.
 */
export function assertChannelAllowed(env: NodeJS.ProcessEnv, adapter: Pick<ChannelAdapter, 'channel' | 'simulated'>): void {
  if (!adapter.simulated || setting(env, 'NODE_ENV') !== 'production') return;
  const allowed = listItems(setting(env, 'ALLOW_SIMULATED_CHANNELS') ?? '');
  if (!allowed.includes(adapter.channel))
    throw new Error(
      `The ${adapter.channel} channel runs on a local simulator, which must not stand in for the real counterpart: set CHANNEL_${adapter.channel} to a provider, or name it in ALLOW_SIMULATED_CHANNELS.`,
    );
}

/** The mode `CHANNEL_<NAME>` asks for; only the simulator is built for the channels of this repository. */
export function simulatorOnly(env: NodeJS.ProcessEnv, channel: string): 'simulator' {
  const name = `CHANNEL_${channel as Exclude<Channel, 'EMAIL'>}` as const;
  const mode = readSetting(env, name);
  if ('problem' in mode) throw new Error(`${name}=${env[name]}: no adapter for that provider is built; only "simulator" runs here.`);
  return mode.value;
}
