import { WEB_VERSION } from '../contract/headers';

/**
 * Reports a browser-side crash to the server (`POST /api/ClientLog/Report`), so a screen that
 * breaks for a person is seen by us. Best effort: a failed report is not retried or shown.
 */
export function reportClientError(error: unknown, detail?: string): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const body = JSON.stringify({
    Level: 'error',
    Message: `${message}${detail ? `\n${detail}` : ''}`.slice(0, 2000),
    Url: location.href.slice(0, 2000),
    At: new Date().toISOString(),
  });
  void fetch('/api/ClientLog/Report', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'web-version': WEB_VERSION },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
