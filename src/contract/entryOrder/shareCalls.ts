import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, intOf, nullable, strict, text, textOf } from '../schema';
import { DESTINATION_MILESTONES } from '../../domain/entryOrder/codes';
import { SUP_STATUSES } from '../../domain/entryOrder/status';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PATHS as P, ENTRY_SHARE_PAGES } from './module';

/**
 * Share links of online order entry (operations.md §9.7 "e-mail carries supplement requests to
 * people without accounts", §1 `shares`, rule `mft.share`): a supplement's link lets its holder fill
 * that supplement (FILL_SUPPLEMENT), an order's second-half link lets its holder record the order's
 * destination milestones (SECOND_HALF), with the same rules as the signed-in screens. Kept apart from
 * calls.ts (it spreads `entryOrderShareCalls` in) and written without importing it, so neither file
 * waits on the other. The public calls carry the token `t` instead of a session: never in the access
 * table, limited per address, like the VGM and manifest share calls.
 */

/** 1–30 (SHARE_RULES.maxDays; the server says so in words past it). */
const days = Type.Optional(Type.Integer({ minimum: 1, maximum: 30 }));
const accessCode = Type.Optional(text(6));
const dayOrTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$' });
const nullableText = () => nullable(Type.String());

/** A link made: its Url shown once to whoever made it (the token is never stored, only its hash). */
export const EntryShareMadeSchema = Type.Object({ Id: Type.Integer(), Token: Type.String(), ExpiresAt: Type.String(), Url: Type.String() });
export type EntryShareMade = Static<typeof EntryShareMadeSchema>;

/** A link as the share dialog lists it: never the token nor the code. */
export const EntryShareSchema = Type.Object({
  Id: Type.Integer(),
  WithCode: Type.Boolean(),
  ExpiresAt: Type.String(),
  RevokedAt: nullableText(),
  CreatedBy: Type.String(),
  CreatedAt: Type.String(),
  Uses: Type.Integer(),
  LockedUntil: nullableText(),
});
export type EntryShare = Static<typeof EntryShareSchema>;

const ok = Type.Object({ Id: Type.Integer() });

/**
 * The staff's (and the assignee's or agent's) calls: a link to a supplement that may still be filled
 * (SUP_STATE otherwise), to a shipped order's second half (ENT_STATE before shipped or after it ended),
 * the links of one of them (SUP_ID or ENT_ID), revoking one. Days 1–30 (7), AccessCode six digits.
 */
export const entryOrderShareCalls = {
  entryShareSupplement: defineCall({
    method: 'POST',
    path: P.entryShareSupplement,
    input: strict({ Id: id, Days: days, AccessCode: accessCode }),
    answer: EntryShareMadeSchema,
    access: A.entryShareSupplement,
  }),
  entryShareSecondHalf: defineCall({
    method: 'POST',
    path: P.entryShareSecondHalf,
    input: strict({ ENT_ID: id, Days: days, AccessCode: accessCode }),
    answer: EntryShareMadeSchema,
    access: A.entryShareSecondHalf,
  }),
  entryShareList: defineCall({
    method: 'GET',
    path: P.entryShareList,
    input: strict({ SUP_ID: Type.Optional(id), ENT_ID: Type.Optional(id) }),
    answer: Type.Array(EntryShareSchema),
    access: A.entryShareRead,
  }),
  entryShareRevokeSupplement: defineCall({
    method: 'POST',
    path: P.entryShareRevokeSupplement,
    input: strict({ Id: id }),
    answer: ok,
    access: A.entryShareSupplement,
  }),
  entryShareRevokeSecondHalf: defineCall({
    method: 'POST',
    path: P.entryShareRevokeSecondHalf,
    input: strict({ Id: id }),
    answer: ok,
    access: A.entryShareSecondHalf,
  }),
} as const;

// ── the public pair of each link ────────────────────────────────────────────────────────────

const token = Type.String({ maxLength: 64 });
const byToken = { t: token, AccessCode: accessCode };
const bilingual = Type.Object({ zh: Type.String(), en: Type.String() });

/** What a supplement's link shows: what is asked, by whom, until when (on `DueZone`'s clock), and what was answered. */
export const SharedSupplementSchema = Type.Object({
  SUP_NO: Type.String(),
  ENT_NO: Type.String(),
  /** The company asked (the assignee), and the company asking (the platform). */
  AssigneeName: Type.String(),
  AskedBy: Type.String(),
  SUP_DUE_AT: Type.String(),
  DueZone: Type.String(),
  SUP_STATUS: intOf(SUP_STATUSES),
  VERSION: Type.Integer(),
  SUP_REMARKS: Type.String(),
  /** Why it was returned, when it was. */
  DecisionRemarks: Type.String(),
  Items: Type.Array(Type.Object({ Key: Type.String(), Label: bilingual, Kind: textOf(['field', 'document'] as const), Required: Type.Boolean() })),
  SUP_ANSWERS: Type.Record(Type.String(), Type.Unknown()),
  /** It may be filled now (requested, filled not yet decided, or returned). */
  Fillable: Type.Boolean(),
});
export type SharedSupplement = Static<typeof SharedSupplementSchema>;

/** What a second-half link shows: the order's destination side (no money, no other order). Times on `Zone`'s clock (the port of discharge's). */
export const SharedSecondHalfSchema = Type.Object({
  ENT_NO: Type.String(),
  AskedBy: Type.String(),
  AgentName: Type.String(),
  ENT_POD: Type.String(),
  ENT_DELIVERY: Type.String(),
  Zone: Type.String(),
  Eta: nullableText(),
  Containers: Type.String(),
  ContainerNos: Type.Array(Type.String()),
  DischargedAt: nullableText(),
  ReleasedAt: nullableText(),
  AvailableAt: nullableText(),
  PickedUpAt: nullableText(),
  DeliveredAt: nullableText(),
  EmptyReturnedAt: nullableText(),
  LastFreeDay: nullableText(),
  /** Milestones may be recorded now (shipped, arrived, not yet delivered and closed). */
  Recordable: Type.Boolean(),
});
export type SharedSecondHalf = Static<typeof SharedSecondHalfSchema>;

export const entryShareOpenSupplementCall = {
  method: 'GET',
  path: P.entryShareOpenSupplement,
  input: strict(byToken),
  answer: SharedSupplementSchema,
} as const;
/** Fill through the link: the fields, and each document item by a file uploaded through the same link first (entryShareUploadCall). */
export const entryShareFillSupplementCall = {
  method: 'POST',
  path: P.entryShareFillSupplement,
  input: strict({
    ...byToken,
    VERSION: Type.Integer({ minimum: 1 }),
    Answers: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50 }),
    Files: Type.Optional(Type.Array(strict({ Key: text(60, 1), FileId: id }), { maxItems: 50 })),
  }),
  answer: Type.Object({ SUP_NO: Type.String(), SUP_STATUS: intOf(SUP_STATUSES), VERSION: Type.Integer() }),
} as const;
export const entryShareOpenSecondHalfCall = {
  method: 'GET',
  path: P.entryShareOpenSecondHalf,
  input: strict(byToken),
  answer: SharedSecondHalfSchema,
} as const;
export const entryShareRecordMilestoneCall = {
  method: 'POST',
  path: P.entryShareRecordMilestone,
  input: strict({
    ...byToken,
    Milestone: textOf(DESTINATION_MILESTONES),
    At: dayOrTime,
    ContainerNo: Type.Optional(Type.String({ pattern: '^([A-Z]{4}[0-9]{7})?$' })),
    Remarks: Type.Optional(text(500)),
  }),
  answer: SharedSecondHalfSchema,
} as const;

/**
 * A document of the supplement, uploaded through its link (the raw body, as Files/Upload; the query
 * names the link, the document item's Key and the file's name; the access code in the `access-code`
 * header). Only a document item of a supplement that may be filled now; the file is the order's, kept
 * with the supplement, and counts once the fill names it.
 */
export const entryShareUploadCall = {
  method: 'POST',
  path: P.entryShareUpload,
  input: strict({ t: token, Key: text(60, 1), FileName: text(200, 1) }),
  answer: Type.Object({ FileId: Type.Integer(), FileName: Type.String(), Size: Type.Integer() }),
} as const;

/** The public calls, for the checks that list a module's calls (they are in no access table). */
export const entryOrderSharePublicCalls = [
  entryShareOpenSupplementCall,
  entryShareFillSupplementCall,
  entryShareOpenSecondHalfCall,
  entryShareRecordMilestoneCall,
  entryShareUploadCall,
] as const;

/** Where each link opens. */
export const supplementShareUrl = (t: string) => `${ENTRY_SHARE_PAGES.supplement}?t=${t}`;
export const secondHalfShareUrl = (t: string) => `${ENTRY_SHARE_PAGES.secondHalf}?t=${t}`;
