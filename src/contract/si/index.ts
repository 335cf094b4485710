import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';

/**
 * The shipping-instruction wire types (spec §3), each the `Static` of its schema in schemas.ts: one
 * definition, no hand-written twin. Types only: importing them costs the browser nothing.
 */

/** Box details (TBD_). */
export type SiBoxDetail = Static<typeof S.SiBoxDetailSchema>;
/** One box: its info (TBX_) and its details. */
export type SiBox = Static<typeof S.SiBoxSchema>;
/** Master bill links (TMM_). */
export type SiMasterLink = Static<typeof S.SiMasterLinkSchema>;
/** The main block (TBI_) plus boxes and master links: one SI as drafted, submitted and stored. */
export type SiRecord = Static<typeof S.SiRecordSchema>;
/** One SI as a draft arrives at the server (most fields may be missing; the check says what is). */
export type SiRecordDraft = Static<typeof S.SiRecordDraftSchema>;
/** The booking's cargo record an SI is made from (GetDataInfo). */
export type SiSourceData = Static<typeof S.SiSourceDataSchema>;
export type SiBookingFacts = Static<typeof S.SiBookingFactsSchema>;
/** A container on a stored, live SI of a booking: its number, type and the SI it is on. */
export type SiUsedContainer = Static<typeof S.SiUsedContainerSchema>;
/** A submission of drafts (Check, AddTDBillLadingInfoList). */
export type SiSubmission = Static<typeof S.SiSubmissionSchema>;
/** One failure (or warning) of the check: where, a language-neutral code, and its words. */
export type SiProblem = Static<typeof S.SiProblemSchema>;
/** An SI a submission created: its id and its number as people read it. */
export type SiCreated = Static<typeof S.SiCreatedSchema>;
