import type { Access } from '../../src/contract/accessRow';
import type { OpenTo } from '../../src/contract/call';

/**
 * What a refused call answers (DESIGN §4): `Status: false`, a Message in the person's language, the
 * machine `Code` the browser acts on, and one error per field for bad input. Open (additional
 * properties allowed): a refusal may carry facts of its own beside its Code (ready space's `Left`).
 *
 * Every call's route carries it for each refusal it may answer (`refusalsOf`), so /api/docs lists
 * them from the route table. It describes; it does not write: a refusal is sent whole, as
 * JSON.stringify writes it (server/http/serialization.ts), never cut down to these properties.
 */
export const REFUSAL_SCHEMA = {
  type: 'object',
  required: ['Status', 'Message'],
  additionalProperties: true,
  properties: {
    Status: { const: false },
    Data: { type: 'null' },
    Message: { type: 'string', description: "Said in the person's language (Accept-Language; Chinese by default)." },
    Code: { type: 'string', description: 'What kind of refusal, for a program to act on (INVALID: the input broke its schema).' },
    Errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { Path: { type: 'string' }, Message: { type: 'string' }, Code: { type: 'string' }, Params: { type: 'object' } },
      },
    },
  },
} as const;

/** The refusals a call may answer, by status, each with what it means. */
export const REFUSAL_STATUSES = {
  400: 'Refused: bad input, or a business rule (its `Code` says which).',
  401: 'No live session (none, ended or expired): sign in.',
  403: 'This session may not make this call (its menus, its company, or no employee chosen).',
  404: "No such record (another company's record is answered the same).",
  409: 'This session was replaced by a newer sign-in elsewhere (spec §8): sign in again.',
} as const;
export type RefusalStatus = keyof typeof REFUSAL_STATUSES;

/** One refusal's schema: the shared one, with what this status means. */
export type RefusalSchema = typeof REFUSAL_SCHEMA & { description: string };
const BY_STATUS = Object.fromEntries(Object.entries(REFUSAL_STATUSES).map(([status, description]) => [status, { ...REFUSAL_SCHEMA, description }])) as Record<
  RefusalStatus,
  RefusalSchema
>;

/** Whether a route's answer schema is one of the shared refusals (the document names it once, by reference). */
export const isRefusalSchema = (schema: unknown): schema is RefusalSchema => Object.values(BY_STATUS).includes(schema as RefusalSchema);

/**
 * The refusals of a call made by whom its access says (server/platform/auth/authHook.ts): any call
 * may be refused its input (400) or find no record (404); one that needs a session may find none
 * (401) or one replaced by a newer sign-in (409); one for a user or an employee may find the session
 * not allowed (403).
 */
export function refusalsOf(access: Access | OpenTo): Partial<Record<RefusalStatus, RefusalSchema>> {
  const statuses: RefusalStatus[] = access === 'public' ? [400, 404] : access === 'session' ? [400, 401, 404, 409] : [400, 401, 403, 404, 409];
  return Object.fromEntries(statuses.map((s) => [s, BY_STATUS[s]]));
}
