import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text } from '../schema';
import { BLOCK_KINDS, BlockInputSchema, WidgetFieldsSchema } from './homeBlocks';
import { PORTAL_ACCESS as A, PORTAL_PATHS as P } from './module';
import { PublicProductSchema } from './productCalls';
import { PublicNewsItemSchema } from './publicCalls';

/**
 * The home page's blocks and the floating window (operations.md §14 portal_home_blocks,
 * portal_widgets; /Portal/Home, /Portal/FloatingWindow): drafts, published with the site (its
 * Publish writes them into the version's snapshot); and the public calls that show them (§15.2).
 */
const CompanyId = Type.Optional(id);
const Preview = Type.Optional(text(400));
const Str = Type.String();
const Nullable = Type.Union([Str, Type.Null()]);

/** A saved block as the editor reads it (`ImageUrls`: each media id of its content → its address). */
export const HomeBlockSchema = Type.Object({ ...BlockInputSchema.properties, ImageUrls: Type.Record(Str, Str) });
export type HomeBlock = Static<typeof HomeBlockSchema>;
export const HomeAnswerSchema = Type.Object({ CompanyId: Type.Integer(), Blocks: Type.Array(HomeBlockSchema), Version: Type.Integer() });
export type HomeAnswer = Static<typeof HomeAnswerSchema>;
/** The whole list in its order (add, edit, reorder, hide and delete are one save); `Version`: the list's, a stale one is refused. */
export const homeSaveInput = strict({ CompanyId, Version: Type.Integer({ minimum: 0 }), Blocks: Type.Array(BlockInputSchema, { maxItems: 30 }) });

export const WidgetSchema = Type.Object({ CompanyId: Type.Integer(), ...WidgetFieldsSchema, ImageUrls: Type.Record(Str, Str), Version: Type.Integer() });
export type Widget = Static<typeof WidgetSchema>;
export const widgetSaveInput = strict({ CompanyId, Version: Type.Integer({ minimum: 0 }), ...WidgetFieldsSchema });

/** A public sailing table of the site's company (its heading) and a row of it. */
export const PublicScheduleSchema = Type.Object({ Id: Type.Integer(), Title: Str, Carrier: Str, Service: Str, Line: Str, PeriodFrom: Str, PeriodTo: Str });
export const PublicSailingSchema = Type.Object({
  Vessel: Str,
  Voyage: Str,
  POL: Str,
  POLName: Str,
  POLNameEn: Str,
  POLZone: Str,
  POD: Str,
  PODName: Str,
  PODNameEn: Str,
  PODZone: Str,
  ETD: Str,
  ETA: Str,
  TransitDays: Type.Integer(),
  Week: Str,
});
/** A carrier's letter the site's company published to the public (§13): shown beside its sailing tables. */
export const PublicLetterSchema = Type.Object({ Id: Type.Integer(), Carrier: Str, Title: Str, Kind: Str, EffectiveFrom: Str, Body: Str, PublishedAt: Str });
export type PublicSchedule = Static<typeof PublicScheduleSchema>;
export type PublicLetter = Static<typeof PublicLetterSchema>;
export type PublicSailing = Static<typeof PublicSailingSchema>;

/** A published block as visitors see it, its kind's data resolved (news, product cards, sailing tables). */
export const PublicBlockSchema = Type.Object({
  Kind: Type.Unsafe<(typeof BLOCK_KINDS)[number]>({ type: 'string', enum: [...BLOCK_KINDS] }),
  Content: Type.Record(Str, Type.Unknown()),
  ImageUrls: Type.Record(Str, Str),
  News: Type.Array(PublicNewsItemSchema),
  Products: Type.Array(PublicProductSchema),
  Schedules: Type.Array(PublicScheduleSchema),
  Letters: Type.Array(PublicLetterSchema),
});
export type PublicBlock = Static<typeof PublicBlockSchema>;

export const PublicWidgetSchema = Type.Object({
  Enabled: Type.Boolean(),
  Position: Str,
  Pages: Str,
  Paths: Type.Array(Str),
  Items: Type.Array(Type.Object({ Kind: Str, Label: Str, Value: Str, ImageUrl: Nullable })),
});
export type PublicWidget = Static<typeof PublicWidgetSchema>;

const week = Type.String({ pattern: '^(\\d{4}-W\\d{2})?$' });
const port = Type.String({ maxLength: 5, pattern: '^[A-Za-z]{0,5}$' });

export const homeCalls = {
  homeGet: defineCall({ method: 'GET', path: P.portalHomeGet, input: strict({ CompanyId }), answer: HomeAnswerSchema, access: A.portalHomeRead }),
  homeSave: defineCall({ method: 'POST', path: P.portalHomeSave, input: homeSaveInput, answer: HomeAnswerSchema, access: A.portalHomeEdit }),
  widgetGet: defineCall({ method: 'GET', path: P.portalWidgetGet, input: strict({ CompanyId }), answer: WidgetSchema, access: A.portalWidgetRead }),
  widgetSave: defineCall({ method: 'POST', path: P.portalWidgetSave, input: widgetSaveInput, answer: WidgetSchema, access: A.portalWidgetEdit }),
  publicHome: defineCall({
    method: 'GET',
    path: P.publicHome,
    input: strict({ Preview }),
    answer: Type.Object({ Blocks: Type.Array(PublicBlockSchema) }),
    access: 'public',
  }),
  publicSchedules: defineCall({
    method: 'GET',
    path: P.publicSchedules,
    input: strict({ Preview, Id: Type.Optional(id), POL: Type.Optional(port), POD: Type.Optional(port), Week: Type.Optional(week) }),
    answer: Type.Object({ Tables: Type.Array(PublicScheduleSchema), Rows: Type.Array(PublicSailingSchema) }),
    access: 'public',
  }),
  publicWidget: defineCall({ method: 'GET', path: P.publicWidget, input: strict({ Preview }), answer: PublicWidgetSchema, access: 'public' }),
} as const;
