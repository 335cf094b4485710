import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { strict, text } from '../schema';
import { PORTAL_PATHS as P } from './module';

/**
 * The public sailing schedules of the host's site (operations.md §15.2 `Schedules`), as the lanes
 * a service page shows: each port pair of the site company's PUBLIC published sailing tables, its
 * carriers, the shortest transit and the next departure. Kept in its own file (its own path
 * constant) so that another `Schedules` reader merges beside it.
 */
export const PUBLIC_LANES_PATH = P.publicLanes;

const Str = Type.String();
export const PublicLaneSchema = Type.Object({
  POL: Str,
  POLName: Str,
  POD: Str,
  PODName: Str,
  Carriers: Type.Array(Str),
  TransitDays: Type.Integer(),
  /** The next departure from today (ISO), or null when every sailing listed has left. */
  NextETD: Type.Union([Str, Type.Null()]),
});
export type PublicLane = Static<typeof PublicLaneSchema>;

export const publicScheduleCalls = {
  publicLanes: defineCall({
    method: 'GET',
    path: PUBLIC_LANES_PATH,
    input: strict({ Preview: Type.Optional(text(400)), Limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) }),
    answer: Type.Object({ Items: Type.Array(PublicLaneSchema) }),
    access: 'public',
  }),
} as const;
