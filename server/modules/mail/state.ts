import type { ChannelAdapter } from '../../channels/outbox';
import type { Db } from '../../db/types';
import type { RunningSimulator } from './simulator';
import { mailAdapter } from './transport';

/**
 * The simulator this process runs, when it runs one (in simulator mode, the process that took
 * SIM_EMAIL_SMTP_PORT): the adapter sends to its port; a process without one sends to the setting's.
 */
let running: RunningSimulator | undefined;

export const setRunningSimulator = (s: RunningSimulator | undefined) => {
  running = s;
};
export const runningSimulator = () => running;

/** The channel's adapter for this process (the round's and the tests'). */
export const mailChannelAdapter = (db: Db, env: NodeJS.ProcessEnv = process.env): ChannelAdapter => mailAdapter(db, env, () => running?.port);
