import type { ApiEnvelope } from '../contract/envelope';
import { LOGIN_ACCESS_TOKEN_HEADER, PORTAL_KEY_HEADER, WEB_VERSION } from '../contract/headers';
import { language } from '../i18n/language';
import { wordsIn } from '../i18n/words';
import { channel } from './cell';
import { clearToken, readToken } from './token';
import { logEvent } from './eventLog';
import { portalKey } from './site';
import { callWords } from './words';

/** The call words in the person's language at the time of the call. */
const say = () => wordsIn(callWords, language.get());

/** What the session must react to, whichever call met it (spec §8). */
export type HttpProblem =
  | { type: 'http.unauthorized' }
  | { type: 'http.conflict' }
  | { type: 'http.tokenHandedOver'; token: string }
  /** 426: the server runs a newer app than this page (spec §7 web-version). */
  | { type: 'http.outdated' };

/** The one stream of HTTP problems; the session machine consumes it (src/streams/cell.ts: no RxJS on the public first page). */
export const httpProblems$ = channel<HttpProblem>();

/** A refused or failed call: the status and the server's Message for a person. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { Path: string; Message: string }[],
    /** The envelope's Code, when the server names the refusal (e.g. STALE). */
    readonly code?: string,
    /** The refusal's other fields (what a screen may offer next, e.g. the manifest a bill's number waits on). */
    readonly detail?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

function headers(json: boolean): Headers {
  // the person's language: the server words what it refuses (the SI check) in it
  const h = new Headers({ 'web-version': WEB_VERSION, [PORTAL_KEY_HEADER]: portalKey(), 'accept-language': language.get() });
  const token = readToken();
  if (token) h.set('authorization', `Bearer ${token}`);
  if (json) h.set('content-type', 'application/json');
  return h;
}

/** Turns 401, 409 and 403-with-a-token into events, whoever made the call. */
function noticeProblems(res: Response): void {
  if (res.status === 401) {
    clearToken();
    httpProblems$.next({ type: 'http.unauthorized' });
  } else if (res.status === 409) {
    httpProblems$.next({ type: 'http.conflict' });
  } else if (res.status === 403) {
    const token = res.headers.get(LOGIN_ACCESS_TOKEN_HEADER);
    if (token) httpProblems$.next({ type: 'http.tokenHandedOver', token });
  } else if (res.status === 426) {
    httpProblems$.next({ type: 'http.outdated' });
  }
}

/**
 * How a call goes out. `keepalive`: it reaches the server even when the page unloads meanwhile (a
 * decision sent as the reviewer leaves); only for small calls, the browser caps such bodies at 64 KiB.
 */
export interface CallInit {
  keepalive?: boolean;
}

/** One call: the envelope of a 2xx, or an ApiError with the server's message. */
export async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
  init: CallInit = {},
): Promise<ApiEnvelope<T>> {
  let res: Response;
  const h = headers(body !== undefined);
  for (const [k, v] of Object.entries(extra)) h.set(k, v);
  try {
    res = await fetch(path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body), keepalive: init.keepalive });
  } catch {
    throw new ApiError(0, say().unreachable);
  }
  noticeProblems(res);
  const envelope = (await res.json().catch(() => undefined)) as (ApiEnvelope<T> & { Errors?: ApiError['errors'] }) | undefined;
  if (!res.ok) {
    const message = envelope?.Message ?? say().answeredStatus(res.status);
    logEvent({ type: 'v1.HttpRefused', status: res.status, path, message });
    throw new ApiError(
      res.status,
      message,
      envelope?.Errors,
      (envelope as { Code?: string } | undefined)?.Code,
      envelope as Record<string, unknown> | undefined,
    );
  }
  if (!envelope) throw new ApiError(res.status, say().notJson);
  return envelope;
}

/** The Data of a successful envelope, or an ApiError with its Message. */
export async function apiData<T>(method: 'GET' | 'POST', path: string, body?: unknown, extra?: Record<string, string>, init?: CallInit): Promise<T> {
  const envelope = await api<T>(method, path, body, extra, init);
  if (envelope.Status === false) throw new ApiError(200, envelope.Message);
  return envelope.Data as T;
}

/** Sends a file as the raw body (an Excel import); the envelope's Data, or an ApiError. `extra`: further headers (a share link's access code). */
export async function upload<T>(path: string, file: Blob, contentType: string, extra: Record<string, string> = {}): Promise<T> {
  const h = headers(false);
  h.set('content-type', contentType);
  for (const [k, v] of Object.entries(extra)) h.set(k, v);
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers: h, body: file });
  } catch {
    throw new ApiError(0, say().unreachable);
  }
  noticeProblems(res);
  const envelope = (await res.json().catch(() => undefined)) as ApiEnvelope<T> | undefined;
  if (!res.ok || !envelope || envelope.Status === false) {
    throw new ApiError(res.status, envelope?.Message ?? say().answeredStatus(res.status), envelope && 'Errors' in envelope ? envelope.Errors : undefined);
  }
  return envelope.Data;
}

/** A download: binary, with the file name from Content-Disposition (spec §7). */
export async function download(path: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await fetch(path, { headers: headers(false) });
  noticeProblems(res);
  if (!res.ok) throw new ApiError(res.status, say().downloadFailed);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) ?? 'download' };
}

/**
 * A list's export: the file itself, or — for a large one, which the server makes in a background job
 * (202) — the job to follow over the live socket and the rows it writes.
 */
export async function downloadOrJob(path: string): Promise<{ blob: Blob; fileName: string } | { job: number; rows: number }> {
  const res = await fetch(path, { headers: headers(false) });
  noticeProblems(res);
  if (res.status === 202) {
    const { Data } = (await res.json()) as { Data: { Job: number; Rows: number } };
    return { job: Data.Job, rows: Data.Rows };
  }
  if (!res.ok) throw new ApiError(res.status, say().downloadFailed);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) ?? 'download' };
}

/** `attachment; filename*=UTF-8''%E6%8F%90.xlsx` or `filename="a.xlsx"`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim();
}
