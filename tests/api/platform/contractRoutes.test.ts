import { Kind } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import type { Call } from '../../../src/contract/call';
import { joinCalls } from '../../../src/contract/join/calls';
import { messagesCalls } from '../../../src/contract/messages/calls';
import { sessionCalls } from '../../../src/contract/session/calls';
import { systemCalls } from '../../../src/contract/system/calls';
import { withTestApp } from '../support/build';

/**
 * The server registers the calls of the session, join, messages and system contracts with the
 * contract's own schema objects (route(), server/http/route.ts: issues 33, 46), so a call's input is written once and the
 * browser's types are the rules the server checks.
 */
const t = withTestApp({ modules: ['join', 'messages', 'staff', 'companies', 'wx'] });

const CONTRACTS: Record<string, Record<string, Call>> = { session: sessionCalls, join: joinCalls, messages: messagesCalls, system: systemCalls };
/** Lists of the list kit (server/http/lists.ts): their page query is the kit's, their path and access the contract's. */
const LIST_KIT = new Set<Call>([systemCalls.roleList, systemCalls.employeeList]);

const calls = Object.entries(CONTRACTS).flatMap(([contract, cs]) => Object.entries(cs).map(([name, call]) => ({ name: `${contract}.${name}`, call })));

describe('the session, join, messages and system calls on the server', () => {
  it('are each registered at their path and method', () => {
    expect(calls.length).toBeGreaterThan(40);
    const missing = calls.filter(({ call }) => !t.app.apiRoutes.some((r) => r.method === call.method && r.url === call.path)).map((c) => c.name);
    expect(missing).toEqual([]);
  });

  it.each(calls)('$name: with the contract’s own input schema and who may make it', ({ call }) => {
    const route = t.app.apiRoutes.find((r) => r.method === call.method && r.url === call.path)!;
    if (typeof call.access === 'string') {
      expect(route.config?.auth).toBe(call.access);
      expect(route.config?.access).toBeUndefined();
    } else {
      expect(route.config?.access).toBe(call.access);
    }
    if (LIST_KIT.has(call)) return;
    const input = call.method === 'GET' ? route.schema?.querystring : route.schema?.body;
    if (call.input[Kind] === 'Undefined') expect(input).toBeUndefined();
    else expect(input).toBe(call.input);
    expect(route.schema?.response?.['200']).toBeDefined(); // the answer is serialised by the call's answer schema
  });
});
