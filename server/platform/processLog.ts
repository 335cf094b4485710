import pino, { type Logger } from 'pino';
import { censorSecrets } from '../http/logging';

/**
 * The log of what happens outside a request (a live message that could not be published, a pool's
 * error, the process starting and stopping): JSON lines on standard output like the requests'
 * log (server/http/logging.ts), so every line the server writes is JSON (issue 47 item 7).
 * Its level follows LOG_LEVEL once the server has read it (setProcessLogLevel).
 */
export const processLog: Logger = pino({ level: 'info', formatters: { log: censorSecrets } }, pino.destination({ dest: 1, sync: false, maxWrite: 4096 }));

export function setProcessLogLevel(level: string): void {
  processLog.level = level;
}

/**
 * The lines of the process's life — listening, a worker started or ended, stopping — written
 * whatever LOG_LEVEL says (they are few, and an operator and the supervisor's tests wait for
 * them), synchronously, so a line written just before the process exits is not lost.
 */
export const lifeLog: Logger = pino({ level: 'info' }, pino.destination({ dest: 1, sync: true }));
