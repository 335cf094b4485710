import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type Logger } from 'pino';

/**
 * Query parameters whose values are secrets: OAuth code and state, anything called token or
 * password, a share link's token (`t`, a rate card's `card`, a business card's `c`) and its access code (issue 45 item 15c).
 */
const SECRET_QUERY = /^(code|state|token|access_token|refresh_token|password|secret|t|c|card|accesscode|access_code|access-code)$/i;

/**
 * A path segment that looks like a link's secret: 20 or more characters of base64url with a digit,
 * a '-' or a '_' among letters of both cases — our tokens are random base64url (16–32 bytes); the
 * routes' own names are words. No route takes a token in its path today; this keeps one that does
 * out of the log too.
 */
const TOKEN_SEGMENT = /^(?=[A-Za-z0-9_-]{20,}$)(?=.*[0-9_-])(?=.*[a-z])(?=.*[A-Z])/;
/** A run of 20 such characters somewhere: without one no segment can be a token (most paths: no split). */
const MAY_HOLD_TOKEN = /[A-Za-z0-9_-]{20}/;
const loggablePath = (path: string) =>
  MAY_HOLD_TOKEN.test(path)
    ? path
        .split('/')
        .map((seg) => (TOKEN_SEGMENT.test(seg) ? '[redacted]' : seg))
        .join('/')
    : path;

/** A request URL for the log: the path, and the query with secret values replaced. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return loggablePath(url);
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      let name = eq < 0 ? pair : pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        /* keep it as sent */
      }
      return eq >= 0 && SECRET_QUERY.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${loggablePath(url.slice(0, q))}?${query}`;
}

/** Fields whose values are secrets wherever they appear in a logged object (compared in lower case). */
const SECRET_FIELDS = new Set([
  'password',
  'oldpassword',
  'newpassword',
  'token',
  'authorization',
  'cookie',
  'login-access-token',
  'location',
  // a share link's token and access code, in a body or a header (issue 45 item 15c)
  't',
  'accesscode',
  'access-code',
  'access_code',
]);

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * A logged object with secret fields censored, at its top level and one level down (`{ Password }`,
 * `{ body: { Token } }`, `{ headers: { authorization } }`); the object itself is left as it was.
 * Requests and replies are no plain objects: their serializers already keep only safe fields.
 * In place of pino's path-based redact, which cost a tenth of a busy server's time (issue 13).
 */
export function censorSecrets(obj: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key in obj) {
    const value = obj[key];
    let censored: unknown = value;
    if (SECRET_FIELDS.has(key.toLowerCase())) censored = '[redacted]';
    else if (isPlain(value)) {
      for (const inner in value) {
        if (SECRET_FIELDS.has(inner.toLowerCase())) {
          const copy: Record<string, unknown> = { ...value };
          for (const k in copy) if (SECRET_FIELDS.has(k.toLowerCase())) copy[k] = '[redacted]';
          censored = copy;
          break;
        }
      }
    }
    if (censored !== value) {
      out ??= { ...obj };
      out[key] = censored;
    }
  }
  return out ?? obj;
}

/** Log lines are written once this many bytes wait (below PIPE_BUF, which a write may not exceed)… */
const LOG_BATCH_BYTES = 3072;
/** …or at the latest this long after they were logged: a quiet server's line is late by this much at most. */
const LOG_FLUSH_MS = 200;

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The one logger configuration (server/main.ts and the tests use it). A request is logged as
 * method, URL (secrets in the query redacted), host and address — never its headers, so the
 * Authorization token and cookies stay out; answers as their status only (never the
 * login-access-token header nor a redirect's Location, which can carry a token). Bodies are never
 * logged. censorSecrets is the second line: an object logged by hand with such fields is censored too.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    // Standard output, written asynchronously and in batches: lines gather until LOG_BATCH_BYTES
    // are waiting or LOG_FLUSH_MS have passed, then go out in one write, instead of one write per
    // line (at thousands of calls a second a write per line — each a trip through libuv's thread
    // pool — cost a third of the hot call's time: issue 47; one blocking write per line, before,
    // half of it: issue 13). pino flushes what is left when the process exits; a SIGKILL can lose
    // the last lines, never a call's effect. Each write is whole lines of at most 4096 bytes
    // (PIPE_BUF): atomic on a pipe, so the lines of a cluster's workers sharing standard output
    // never cut into each other.
    stream: stream ?? pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, maxWrite: 4096, periodicFlush: LOG_FLUSH_MS }),
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: loggableUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    // the second line of defence: an object logged by hand with a secret field is censored
    formatters: { log: censorSecrets },
  } as NonNullable<FastifyServerOptions['logger']>;
}

/**
 * One line per call, when it is answered: method, URL, address, status and time taken (Fastify's
 * own lines are two per call, through the serializers). The line a call begins with is logged at
 * debug only, for finding calls that never end. Errors keep Fastify's own lines.
 */
export class OneLinePerCall extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request'); // a no-op below debug
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    // flat fields, not { req, res } through the serializers: the cheaper line on the hot path
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    const log = reply.log;
    if (error) log.error({ ...line, err: error }, 'request errored');
    else if (log instanceof RequestLogger) log.infoLine(line, 'request completed');
    else log.info(line, 'request completed');
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (Fastify's `childLoggerFactory`), whose pino child is made only when the request
 * logs at an enabled level: most calls log nothing but their one line, which `infoLine` writes through
 * the parent with the request's bindings — the same bytes the child would write, without making a
 * child per call (issue 47's hot path).
 */
export class RequestLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  private get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings) as FastifyBaseLogger;
    return this.made;
  }

  private at(level: Level, args: unknown[]): void {
    if (this.made || this.parent.isLevelEnabled(level)) (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  fatal(...args: unknown[]) {
    this.at('fatal', args);
  }
  error(...args: unknown[]) {
    this.at('error', args);
  }
  warn(...args: unknown[]) {
    this.at('warn', args);
  }
  info(...args: unknown[]) {
    this.at('info', args);
  }
  debug(...args: unknown[]) {
    this.at('debug', args);
  }
  trace(...args: unknown[]) {
    this.at('trace', args);
  }
  silent() {}
  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
  isLevelEnabled(level: string): boolean {
    return this.made ? (this.made as Logger).isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  /** An info line of flat fields with the request's bindings first, as the child writes them. */
  infoLine(fields: Record<string, string | number | undefined>, msg: string): void {
    if (this.made) this.made.info(fields, msg);
    else if (!this.parent.isLevelEnabled('info')) return;
    else if (!writeFlatLine(this.parent, this.bindings, fields, msg)) this.parent.info({ ...this.bindings, ...fields }, msg);
  }
}

const P = pino.symbols;
const INFO = 30;

/**
 * Writes an info line of flat fields (strings and numbers, our own key names) straight to the
 * logger's stream, made of pino's own pieces (level, time, bindings, end) — the bytes pino's
 * `info` writes, without its general walk over the object (issue 47's hot path: that walk, the
 * censoring of keys that are never secret here and the serializers' look-ups were a tenth of the
 * call). False, writing nothing, when the logger has anything that would change the line (a mixin,
 * hooks, a message prefix, a stream that wants the line's metadata): pino writes it then.
 */
function writeFlatLine(logger: Logger, bindings: Record<string, unknown>, fields: Record<string, string | number | undefined>, msg: string): boolean {
  const l = logger as unknown as Record<symbol, unknown>;
  const stream = l[P.streamSym] as { write(s: string): unknown } & Record<symbol, unknown>;
  if (
    l[P.mixinSym] ||
    (l[P.hooksSym] as { streamWrite?: unknown } | undefined)?.streamWrite ||
    l[(P as unknown as Record<string, symbol>).msgPrefixSym!] ||
    stream[P.needsMetadataGsym]
  )
    return false;
  let line = (l[P.lsCacheSym] as Record<number, string>)[INFO]! + (l[P.timeSym] as () => string)() + (l[P.chindingsSym] as string);
  // JSON.stringify writes a string or a number as pino does (a number not finite: null)
  for (const key in bindings) if (bindings[key] !== undefined) line += `,"${key}":${JSON.stringify(bindings[key])}`;
  for (const key in fields) if (fields[key] !== undefined) line += `,"${key}":${JSON.stringify(fields[key])}`;
  stream.write(`${line},"${l[P.messageKeySym] as string}":${JSON.stringify(msg)}${l[P.endSym] as string}`);
  return true;
}

/** Fastify's `childLoggerFactory`: a route with a log level or serializers of its own gets its child at once (so does a logger not pino's). */
export function requestLogger(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: object): FastifyBaseLogger {
  const pinoLogger = logger as Partial<Logger>;
  if (Object.keys(options).length > 0 || typeof pinoLogger.isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new RequestLogger(logger as Logger, bindings) as unknown as FastifyBaseLogger;
}
