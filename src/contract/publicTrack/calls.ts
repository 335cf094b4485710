import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { strict, text, textOf } from '../schema';
import { PUBLIC_TRACK_ACCESS as A, PUBLIC_TRACK_PATHS as P } from './module';

/** Where a tracking search came from (search_logs.USL_CHANNEL, operations.md §8.1 and §17). */
export const SEARCH_CHANNELS = ['INTERNAL', 'WORKBENCH', 'CUSTOMER_PORTAL', 'ELECTRONIC', 'ASIAWISE', 'QUICKSEARCH'] as const;
export type SearchChannel = (typeof SEARCH_CHANNELS)[number];
/** The channels a visitor's public page searches from. */
export const PUBLIC_CHANNELS = ['ASIAWISE', 'CUSTOMER_PORTAL', 'ELECTRONIC', 'QUICKSEARCH'] as const;
/** What a search asked for (search_logs.USL_QUERY_TYPE): the public box asks CONTAINER or BL; the signed-in pages also BOOKING, MBL, HBL. */
export const QUERY_TYPES = ['CONTAINER', 'BL', 'MBL', 'HBL', 'BOOKING', 'INVALID'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export const publicTrackInput = strict({
  No: text(60),
  /** The page asking (its channel in the log); the public box of /asiawise when absent. */
  Channel: Type.Optional(textOf(PUBLIC_CHANNELS)),
});

/** A time on the place's clock, the offset named (evt.tz): `At` is ISO with the offset, `Local` as people read it. */
const TimeSchema = Type.Object({ At: Type.String(), Local: Type.String() });

/** One milestone of the projection (src/domain/tracking/milestones.ts), public fields only. */
export const PublicMilestoneSchema = Type.Object({
  Key: Type.String(),
  /** The UN/LOCODE, and the place's name in Chinese and in English (the code when we do not know it). */
  Location: Type.String(),
  LocationName: Type.String(),
  LocationNameEn: Type.String(),
  State: Type.String(),
  Actual: Type.Optional(TimeSchema),
  Estimated: Type.Optional(TimeSchema),
  Planned: Type.Optional(TimeSchema),
});

export const PublicContainerSchema = Type.Object({
  Cnno: Type.String(),
  /** The latest milestone reached (actual), if any. */
  Latest: Type.Optional(Type.String()),
  Milestones: Type.Array(PublicMilestoneSchema),
});

/**
 * trk.public_fields: the shipment's carrier, vessel, voyage, ports, the vessel's times and each
 * container's milestones. Never its parties, cargo, seals, charges, remarks, or event ids.
 */
export const PublicTrackAnswerSchema = Type.Object({
  No: Type.String(),
  QueryType: Type.String(),
  BlNo: Type.String(),
  Carrier: Type.String(),
  CarrierName: Type.String(),
  Vessel: Type.String(),
  Voyage: Type.String(),
  Pol: Type.String(),
  /** The ports' names in Chinese and in English. */
  PolName: Type.String(),
  PolNameEn: Type.String(),
  Pod: Type.String(),
  PodName: Type.String(),
  PodNameEn: Type.String(),
  Etd: Type.Optional(TimeSchema),
  Atd: Type.Optional(TimeSchema),
  Eta: Type.Optional(TimeSchema),
  Ata: Type.Optional(TimeSchema),
  /** The latest milestone all its containers reached (§8.1). */
  Milestone: Type.Optional(Type.String()),
  Containers: Type.Array(PublicContainerSchema),
});
export type PublicTrackAnswer = Static<typeof PublicTrackAnswerSchema>;
export type PublicMilestone = Static<typeof PublicMilestoneSchema>;

/** The public call is open to visitors: by its path, not behind a menu. */
export const publicTrackCall = defineCall({ method: 'GET', path: P.publicTrack, input: publicTrackInput, answer: PublicTrackAnswerSchema, access: 'public' });

export const TrackSearchRowSchema = Type.Object({
  Id: Type.Integer(),
  At: Type.String(),
  Channel: Type.String(),
  SiteName: Type.String(),
  PersonName: Type.String(),
  /** The first 12 hex digits of the salted address hash: one visitor's searches read together. */
  Visitor: Type.String(),
  QueryType: Type.String(),
  Query: Type.String(),
  Found: Type.Boolean(),
  Results: Type.Integer(),
  Ms: Type.Integer(),
});
export type TrackSearchRow = Static<typeof TrackSearchRowSchema>;

/** The same filters as the list's: what the top-queries box counts over. */
export const trackSearchTopInput = strict({
  Channel: Type.Optional(textOf(SEARCH_CHANNELS)),
  Found: Type.Optional(Type.Boolean()),
  From: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  To: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
const QueryCountSchema = Type.Object({
  Query: Type.String(),
  QueryType: Type.String(),
  Searches: Type.Integer(),
  /** Different addresses that asked it: many asking one unknown number is a typo in a document, one asking many is scraping. */
  Visitors: Type.Integer(),
  LastAt: Type.String(),
});
export const TrackSearchTopSchema = Type.Object({
  /** The most asked numbers. */
  Top: Type.Array(QueryCountSchema),
  /** Numbers asked more than once and never found. */
  UnknownRepeated: Type.Array(QueryCountSchema),
});
export type TrackSearchTop = Static<typeof TrackSearchTopSchema>;

export const trackSearchTopCall = defineCall({
  method: 'GET',
  path: P.trackSearchTop,
  input: trackSearchTopInput,
  answer: TrackSearchTopSchema,
  access: A.trackSearchLogRead,
});
