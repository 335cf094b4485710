import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { strict } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * The rate cockpit (commercial.md §2.3 FclRate/Cockpit, §2.5 FareCockpit): the pricing desk's day at
 * a glance — rates by status, what expires within 7 days, what waits for confirmation, the searches
 * of the period, and the lanes people searched where no valid rate answered (demand the desk has not
 * covered), each a link to act on it.
 */
const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const rateRef = {
  Id: Type.Integer(),
  RateNo: Type.String(),
  CarrierCode: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
};

export const CockpitSchema = Type.Object({
  From: Type.String(),
  To: Type.String(),
  /** Rates by what a person calls them: drafts, waiting, published (visible), hidden, expired, withdrawn. */
  ByStatus: Type.Object({
    Draft: Type.Integer(),
    Pending: Type.Integer(),
    Published: Type.Integer(),
    Hidden: Type.Integer(),
    Expired: Type.Integer(),
    Withdrawn: Type.Integer(),
  }),
  /** Published rates whose last day is within 7 days, soonest first. */
  Expiring: Type.Array(Type.Object({ ...rateRef, ValidTo: Type.String(), DaysLeft: Type.Integer() })),
  /** Submitted rates waiting for confirmation, longest waiting first. */
  Pending: Type.Array(Type.Object({ ...rateRef, MaintainerName: Type.String(), WaitingSince: Type.String() })),
  /** Searches in the period: by customers, by visitors, by staff, and how many found no rate. */
  Searches: Type.Object({ Customer: Type.Integer(), Public: Type.Integer(), Staff: Type.Integer(), Unanswered: Type.Integer() }),
  /** Lanes searched in the period with no rate found that still have no valid rate today, most searched first. */
  Unmet: Type.Array(
    Type.Object({
      PolCode: Type.String(),
      PolName: Type.String(),
      PodCode: Type.String(),
      PodName: Type.String(),
      Searches: Type.Integer(),
      /** Different customers and visitors who asked. */
      Askers: Type.Integer(),
      LastAt: Type.String(),
    }),
  ),
});
export type Cockpit = Static<typeof CockpitSchema>;

export const cockpitCalls = {
  cockpit: defineCall({
    method: 'GET',
    path: P.fclRateCockpit,
    /** The period of the searches (days, Shanghai time); the last 7 days by default. */
    input: strict({ From: Type.Optional(date), To: Type.Optional(date) }),
    answer: CockpitSchema,
    access: A.cockpitRead,
  }),
} as const;
