import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, listCallOf, nullable, strict, text, textOf } from '../schema';
import { DESTINATION_MILESTONES, SECOND_HALF_EXCEPTIONS } from '../../domain/entryOrder/codes';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PATHS as P } from './module';
import { dayOrTime, entStatus, nullableText, version } from './callParts';
import { CompanyPickSchema } from './orderAidCalls';

/** The second half on the wire: the shipped orders' destination milestones, their agent and exceptions. */

/** A row of the second-half board (secondHalfTrack): a shipped order's destination side. */
export const SecondHalfRowSchema = Type.Object({
  ENT_ID: Type.Integer(),
  ENT_NO: Type.String(),
  CompanyName: Type.String(),
  CGO_ID: nullableText(),
  BookingNo: Type.String(),
  BlNo: Type.String(),
  ENT_POD: Type.String(),
  ENT_DELIVERY: Type.String(),
  Eta: nullableText(),
  Containers: Type.String(),
  AgentCompanyId: nullable(Type.Integer()),
  AgentName: Type.String(),
  DischargedAt: nullableText(),
  ReleasedAt: nullableText(),
  AvailableAt: nullableText(),
  PickedUpAt: nullableText(),
  DeliveredAt: nullableText(),
  EmptyReturnedAt: nullableText(),
  LastFreeDay: nullableText(),
  /** orderRules.ts secondHalfExceptions, as of the answer. */
  Exceptions: Type.Array(textOf(SECOND_HALF_EXCEPTIONS)),
  /** Second-half supplements still open. */
  OpenRequests: Type.Integer(),
  ENT_STATUS: entStatus,
  VERSION: Type.Integer(),
});
export type SecondHalfRow = Static<typeof SecondHalfRowSchema>;

/**
 * The board's filters: ENT_NO (contains), AgentCompanyId (exact; an agent's employees: their own),
 * Exception (one code: rows having it), ENT_POD (exact), ENT_STATUS (exact), CompanyName (contains).
 * Sortable: Eta (default), DischargedAt, LastFreeDay, ENT_NO.
 */
export const SECOND_HALF_LIST_FILTERS = ['ENT_NO', 'AgentCompanyId', 'Exception', 'ENT_POD', 'ENT_STATUS', 'CompanyName'] as const;

/**
 * Record a destination milestone of a shipped order (ENT_STATE before shipped): DISC, CUSR, AVPU,
 * GTOT, DROP, GTIN at a time (not ahead of now: AT_IN_FUTURE), or LFD with the last free day (a day).
 * ContainerNo: the container it happened to (none: all of the order's). The staff, or the assigned
 * agent's employees (another's order: 404). DROP of every container delivers the order.
 */
export const SecondHalfRecordSchema = strict({
  ENT_ID: id,
  Milestone: textOf(DESTINATION_MILESTONES),
  At: dayOrTime,
  ContainerNo: Type.Optional(Type.String({ pattern: '^([A-Z]{4}[0-9]{7})?$' })),
  Remarks: Type.Optional(text(500)),
});
export type SecondHalfRecord = Static<typeof SecondHalfRecordSchema>;
/** Assign (or, null, unassign) the destination agent: a provider company (AGENT_NOT_PROVIDER); from accepted to delivered (ENT_STATE); STALE. */
export const SecondHalfAssignSchema = strict({ ENT_ID: id, VERSION: version, AgentCompanyId: nullable(id) });
export type SecondHalfAssign = Static<typeof SecondHalfAssignSchema>;

export const secondHalfCalls = {
  secondHalfList: listCallOf(P.secondHalfList, SecondHalfRowSchema, A.secondHalfRead),
  secondHalfRecord: defineCall({
    method: 'POST',
    path: P.secondHalfRecord,
    input: SecondHalfRecordSchema,
    answer: SecondHalfRowSchema,
    access: A.secondHalfRecord,
  }),
  secondHalfAssign: defineCall({
    method: 'POST',
    path: P.secondHalfAssign,
    input: SecondHalfAssignSchema,
    answer: SecondHalfRowSchema,
    access: A.secondHalfAssign,
  }),
  secondHalfAgents: defineCall({
    method: 'GET',
    path: P.secondHalfAgents,
    input: strict({}),
    answer: Type.Array(CompanyPickSchema),
    access: A.secondHalfAssign,
  }),
} as const;
