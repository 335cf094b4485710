import type { CallAnswer, CallInput, CallShape } from '../contract/call';
import { apiData, type CallInit } from './http';

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
