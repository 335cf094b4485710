import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (OAuth code and state, anything called token or password). */
const SECRET_QUERY = /^(code|state|token|access_token|refresh_token|password|secret)$/i;

/** A request URL for the log: the path, and the query with secret values replaced. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
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
  return `${url.slice(0, q)}?${query}`;
}

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
 * logged. `redact` is the second line: an object logged by hand with such fields is censored too.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
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
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["login-access-token"]',
        'res.headers.location',
        '*.Password',
        '*.OldPassword',
        '*.NewPassword',
        '*.Token',
        '*.password',
        '*.token',
        'Password',
        'Token',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
  } as NonNullable<FastifyServerOptions['logger']>;
}
