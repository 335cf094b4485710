// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom, Observable, take, toArray } from 'rxjs';
import { api, ApiError, download, fileNameOf, type HttpProblem, httpProblems$ } from '../../../src/streams/http';
import { readToken, storeToken } from '../../../src/streams/token';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));

describe('the HTTP client', () => {
  it('sends the bearer token, web-version and portal key on every call', async () => {
    // The unit files share a worker (isolate: false) and one of them may leave the page on another
    // address; the portal key falls back to the host name, so this test fixes its own.
    (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL('http://forwarder.example.test/');
    storeToken('tok-1');
    const fetchSpy = answer(200, { Status: true, Data: 1 });
    vi.stubGlobal('fetch', fetchSpy);
    await api('GET', '/api/x');
    const headers = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Headers;
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('web-version')).toBe('1');
    expect(headers.get('portal-key')).toBe('forwarder.example.test');
  });

  it('turns 401, 409, 403-with-a-token and 426 into events; 401 clears the token', async () => {
    const seen = firstValueFrom(new Observable<HttpProblem>((s) => httpProblems$.subscribe((p) => s.next(p))).pipe(take(4), toArray()));
    storeToken('tok-2');
    vi.stubGlobal('fetch', answer(401, { Status: false, Message: 'ended' }));
    await expect(api('GET', '/api/a')).rejects.toEqual(new ApiError(401, 'ended', undefined, undefined, { Status: false, Message: 'ended' }));
    expect(readToken()).toBeUndefined();
    vi.stubGlobal('fetch', answer(409, { Status: false, Message: 'elsewhere' }));
    await expect(api('GET', '/api/b')).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('fetch', answer(403, { Status: false, Message: 'take it' }, { 'login-access-token': 'new-tok' }));
    await expect(api('GET', '/api/c')).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('fetch', answer(426, { Status: false, Message: 'reload' }));
    await expect(api('GET', '/api/d')).rejects.toEqual(new ApiError(426, 'reload', undefined, undefined, { Status: false, Message: 'reload' }));
    expect(await seen).toEqual([
      { type: 'http.unauthorized' },
      { type: 'http.conflict' },
      { type: 'http.tokenHandedOver', token: 'new-tok' },
      { type: 'http.outdated' },
    ]);
  });

  it('downloads binary with the file name from Content-Disposition', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-disposition': "attachment; filename*=UTF-8''%E6%8F%90%E5%8D%95.xlsx" } }),
      ),
    );
    const file = await download('/api/file');
    expect(file.fileName).toBe('提单.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(fileNameOf('attachment; filename="SI list.xlsx"')).toBe('SI list.xlsx');
    expect(fileNameOf(null)).toBeUndefined();
  });
});
