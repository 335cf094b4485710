import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text } from '../schema';
import { CRM_ACCESS as A, CRM_PATHS as P } from './module';

/**
 * The opportunities' calls (商机, commercial.md §7.3). Refusals are 400 with a Code — STALE,
 * ROLLBACK_NOT_ALLOWED (leaving WON / LOST needs a manager), USE_WIN_OR_LOSE, SAME_STAGE, NO_STAGE,
 * REASON_REQUIRED, IN_POOL, NO_QUOTE, CLOSED — never 409; one the person may not see is 404.
 */

const version = Type.Integer({ minimum: 1 });
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const amount = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,3})?$' });
const Lane = strict({ Pol: text(10, 2), Pod: text(10, 2) });

export const OpportunityRowSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  CustomerId: Type.Integer(),
  CustomerName: Type.String(),
  Stage: Type.String(),
  WinRate: Type.Integer(),
  Amount: Type.String(),
  Currency: Type.String(),
  EstTeuPerMonth: nullable(Type.Integer()),
  ExpectedCloseDate: nullable(Type.String()),
  ActualCloseDate: nullable(Type.String()),
  OwnerId: Type.Integer(),
  OwnerName: Type.String(),
  FailureReason: nullable(Type.String()),
  Version: Type.Integer(),
});
export type OpportunityRow = Static<typeof OpportunityRowSchema>;

export const OpportunitySchema = Type.Object({
  ...OpportunityRowSchema.properties,
  Lanes: Type.Array(Lane),
  CarrierPref: Type.String(),
  ContainerMix: Type.String(),
  ContactId: nullable(Type.Integer()),
  Competitor: Type.String(),
  QuoteId: nullable(Type.Integer()),
  Remarks: Type.String(),
  History: Type.Array(Type.Object({ At: Type.String(), Action: Type.String(), By: Type.String(), Reason: nullable(Type.String()) })),
});
export type OpportunityWire = Static<typeof OpportunitySchema>;

export const opportunitySaveInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(version),
  CustomerId: id,
  Name: text(120, 2),
  Lanes: Type.Optional(Type.Array(Lane, { maxItems: 20 })),
  CarrierPref: Type.Optional(text(120)),
  ContainerMix: Type.Optional(text(120)),
  EstTeuPerMonth: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  Amount: Type.Optional(amount),
  Currency: Type.Optional(text(3, 3)),
  /** A new one's first stage (an open stage; the first by default). */
  Stage: Type.Optional(text(30, 1)),
  ExpectedCloseDate: Type.Optional(day),
  ContactId: Type.Optional(id),
  Competitor: Type.Optional(text(120)),
  Remarks: Type.Optional(text(500)),
});
export type OpportunitySaveInput = Static<typeof opportunitySaveInput>;

const Named = { Code: Type.String(), NameZh: Type.String(), NameEn: Type.String() };
export const StagesSchema = Type.Object({
  Stages: Type.Array(Type.Object({ ...Named, WinRate: Type.Integer(), End: Type.Boolean() })),
  LostReasons: Type.Array(Type.Object(Named)),
});
export type StagesWire = Static<typeof StagesSchema>;

const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });

export const opportunityCalls = {
  stages: defineCall({ method: 'GET', path: P.crmOpportunityStages, input: strict({}), answer: StagesSchema, access: A.crmOpportunityRead }),
  list: defineCall({
    method: 'GET',
    path: P.crmOpportunityList,
    input: strict({
      Stage: Type.Optional(text(30, 1)),
      OwnerId: Type.Optional(id),
      CustomerId: Type.Optional(id),
      Text: Type.Optional(text(100)),
    }),
    answer: Type.Array(OpportunityRowSchema),
    access: A.crmOpportunityRead,
  }),
  get: defineCall({ method: 'GET', path: P.crmOpportunityGet, input: strict({ Id: id }), answer: OpportunitySchema, access: A.crmOpportunityRead }),
  save: defineCall({ method: 'POST', path: P.crmOpportunitySave, input: opportunitySaveInput, answer: saved, access: A.crmOpportunityEdit }),
  move: defineCall({
    method: 'POST',
    path: P.crmOpportunityMove,
    input: strict({ Id: id, Version: version, Stage: text(30, 1) }),
    answer: saved,
    access: A.crmOpportunityEdit,
  }),
  win: defineCall({
    method: 'POST',
    path: P.crmOpportunityWin,
    input: strict({ Id: id, Version: version, QuoteId: Type.Optional(id), Remarks: Type.Optional(text(500)) }),
    answer: saved,
    access: A.crmOpportunityWin,
  }),
  lose: defineCall({
    method: 'POST',
    path: P.crmOpportunityLose,
    input: strict({
      Id: id,
      Version: version,
      FailureReason: Type.Optional(text(30)),
      Competitor: Type.Optional(text(120)),
      Remarks: Type.Optional(text(500)),
    }),
    answer: saved,
    access: A.crmOpportunityLose,
  }),
  remove: defineCall({
    method: 'POST',
    path: P.crmOpportunityDelete,
    input: strict({ Id: id }),
    answer: Type.Object({ Moved: Type.Integer() }),
    access: A.crmOpportunityDelete,
  }),
  openCount: defineCall({
    method: 'GET',
    path: P.crmOpportunityOpenCount,
    input: strict({ CustomerId: id }),
    answer: Type.Object({ Open: Type.Integer() }),
    access: A.crmOpportunityRead,
  }),
} as const;
