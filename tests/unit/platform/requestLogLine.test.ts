import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, RequestLogger } from '../../../server/http/logging';

/**
 * A call's one line is written by hand from pino's own pieces (server/http/logging.ts, issue 47's
 * hot path): it must be the very line a pino child of the request would write, time aside.
 */
function logger(extra: Record<string, unknown> = {}) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { stream: _stream, ...options } = loggerOptions('info') as Record<string, unknown>;
  return { root: pino({ ...options, ...extra } as pino.LoggerOptions, sink), lines };
}
const untimed = (line: string | undefined) => line?.replace(/"time":\d+/, '"time":0');
const fields = {
  method: 'GET',
  url: '/api/x?a=%22b"\\c',
  remoteAddress: '127.0.0.1',
  statusCode: 200,
  responseTime: 1.2345678,
  gone: undefined,
  inf: Infinity,
};

describe("the request's line", () => {
  it('is the line a pino child with the request id writes', async () => {
    const { root, lines } = logger();
    root.child({ reqId: 'abc-1' }).info(fields, 'request completed');
    new RequestLogger(root, { reqId: 'abc-1' }).infoLine(fields, 'request completed');
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(2);
    expect(untimed(lines[1])).toBe(untimed(lines[0]));
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 30, reqId: 'abc-1', url: fields.url, statusCode: 200, inf: null, msg: 'request completed' });
  });

  it('is written by pino itself when a mixin would change it, and not at all below info', async () => {
    const mixed = logger({ mixin: () => ({ extra: 1 }) });
    new RequestLogger(mixed.root, { reqId: 'r' }).infoLine(fields, 'request completed');
    const quiet = logger({ level: 'warn' });
    new RequestLogger(quiet.root, { reqId: 'r' }).infoLine(fields, 'request completed');
    await new Promise((r) => setImmediate(r));
    expect(JSON.parse(mixed.lines[0]!)).toMatchObject({ reqId: 'r', extra: 1 });
    expect(quiet.lines).toEqual([]);
  });

  it('makes no pino child until the request logs more than its line', () => {
    const { root } = logger();
    const made: unknown[] = [];
    const child = root.child.bind(root);
    root.child = ((b: pino.Bindings) => {
      made.push(b);
      return child(b);
    }) as typeof root.child;
    const log = new RequestLogger(root, { reqId: 'r' });
    log.debug('not enabled');
    log.infoLine(fields, 'request completed');
    expect(made).toEqual([]);
    log.warn('something');
    expect(made).toEqual([{ reqId: 'r' }]);
  });
});
