import type { Call, CallAnswer, CallInput, CallShape } from '../contract/call';
import { apiData, type CallInit } from './http';

// what a feature may take from the transport besides its typed calls: the refusal it catches, and the
// raw-body upload of a file (an Excel import), which has no JSON input for a contract to describe
export { ApiError, upload, type CallInit } from './http';

/** The input of a GET as its query string: every field that has a value, encoded. */
function queryOf(input: unknown): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * One call of a contract (src/contract/<module>/calls.ts): the input goes as the query string of a
 * GET or the body of a POST, and the answer's Data comes back typed by the call's answer schema.
 * An open call (the public queries, no access row) goes the same way. Refusals throw ApiError, as apiData does. Only the call's type is imported here: the schemas'
 * code comes with the module's calls, never with the first page.
 */
export function callApi<C extends CallShape>(call: C, input: CallInput<C>, headers?: Record<string, string>, init?: CallInit): Promise<CallAnswer<C>> {
  return call.method === 'GET'
    ? apiData<CallAnswer<C>>('GET', `${call.path}${queryOf(input)}`, undefined, headers, init)
    : apiData<CallAnswer<C>>('POST', call.path, input, headers, init);
}

/**
 * A call by its method and path, typed as the call it names (`import type` of the module's calls):
 * for first-page code (the unread badge, a live frame's toast, a command's queue peek), which must
 * not load the schemas. callApi reads only the method and the path, so the reference stands in for
 * the call; the call's declaration in src/contract/<module>/calls.ts stays the one source of its types.
 */
export const callRef = <C extends Call>(method: C['method'], path: C['path']): C => ({ method, path }) as C;
