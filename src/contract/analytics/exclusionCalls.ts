import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { strict, text } from '../schema';
import { ANALYTICS_ACCESS as A, ANALYTICS_PATHS as P } from './module';

/**
 * The internal test companies the sales analysis leaves out (commercial.md §9.1 "Excluded"):
 * companies carry no such flag, so the analysis keeps its own list. Their bookings never reach the
 * roll-ups, so they count in no metric; every change is kept in the history and rolls the figures
 * up again. Platform staff with the company analysis (the manager menu) only.
 */
const idText = Type.String({ pattern: '^[1-9][0-9]{0,15}$' });
const Name = strict({ zh: Type.String(), en: Type.String() });

export const ExclusionChangeSchema = strict({
  CompanyId: idText,
  /** Why (kept in the history): required to add, optional to restore. */
  Reason: Type.Optional(text(200)),
});
export type ExclusionChange = Static<typeof ExclusionChangeSchema>;

export const ExclusionsAnswerSchema = strict({
  Excluded: Type.Array(strict({ CompanyId: Type.String(), Name, Reason: Type.String(), By: Type.String(), At: Type.String() })),
  /** The customer companies with released bookings, not excluded: what may be excluded. */
  Candidates: Type.Array(strict({ CompanyId: Type.String(), Name })),
  History: Type.Array(
    strict({
      CompanyId: Type.String(),
      Name,
      Action: Type.Union([Type.Literal('ADD'), Type.Literal('REMOVE')]),
      Reason: Type.String(),
      By: Type.String(),
      At: Type.String(),
    }),
  ),
});
export type ExclusionsAnswer = Static<typeof ExclusionsAnswerSchema>;

export const exclusionCalls = {
  exclusions: defineCall({ method: 'GET', path: P.analyticsExclusions, input: strict({}), answer: ExclusionsAnswerSchema, access: A.analyticsExclusions }),
  exclude: defineCall({
    method: 'POST',
    path: P.analyticsExclusionsAdd,
    input: ExclusionChangeSchema,
    answer: ExclusionsAnswerSchema,
    access: A.analyticsExclude,
  }),
  restore: defineCall({
    method: 'POST',
    path: P.analyticsExclusionsRemove,
    input: ExclusionChangeSchema,
    answer: ExclusionsAnswerSchema,
    access: A.analyticsExclude,
  }),
} as const;
