import type { Db } from '../../../server/db/types';
import { runTerminalChannel } from '../../../server/modules/epacking/channel';
import { terminalSimulator, type TerminalSimulatorOptions } from '../../../server/modules/epacking/simulator';

/** The terminal simulator on the test's clock: answers at once unless told, faults only when given. */
export const simulatorOn = (db: Db, over: Partial<TerminalSimulatorOptions> = {}) => terminalSimulator(db, { delayMs: 1000, jitterMs: 0, faults: {}, ...over });

/** Rounds of the channel on a clock that moves `stepMs` each time (the retries wait 1, 5, 15 and 60 minutes). */
export async function drain(db: Db, adapter: ReturnType<typeof terminalSimulator>, rounds: number, from = Date.now(), stepMs = 61 * 60_000): Promise<number> {
  let now = from;
  for (let i = 0; i < rounds; i++) {
    now += stepMs;
    await runTerminalChannel(db, adapter, new Date(now));
  }
  return now;
}
