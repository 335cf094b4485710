import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * Home page curation (commercial.md §2.1 Recommended, §2.5 RecommendedPort/RecommendedFreightDms):
 * the hot ports and featured rates a site's home page shows — the platform's own site, or a
 * company's (SiteCompanyId). A featured rate names a RateNo or a lane (POL, POD, a carrier or
 * any); it shows only while a valid, visible, published rate matches it, and hides itself
 * otherwise (the list says which are hidden and why). The public calls answer what a home page
 * shows: no prices (a visitor searches the lane for them, at the public level).
 */

export const PORT_KINDS = ['POL', 'POD'] as const;

const siteId = Type.Optional(nullable(id));

export const portSaveInput = strict({
  Id: Type.Optional(id),
  PortCode: text(5, 5),
  Kind: textOf(PORT_KINDS),
  SiteCompanyId: siteId,
  SortOrder: Type.Integer({ minimum: 0, maximum: 9999 }),
});
export const RecommendedPortSchema = Type.Object({
  Id: Type.Integer(),
  PortCode: Type.String(),
  PortName: Type.String(),
  PortNameEn: Type.String(),
  Kind: textOf(PORT_KINDS),
  SiteCompanyId: nullable(Type.Integer()),
  SiteName: nullable(Type.String()),
  SortOrder: Type.Integer(),
});
export type RecommendedPort = Static<typeof RecommendedPortSchema>;

export const rateSaveInput = strict({
  Id: Type.Optional(id),
  /** A rate by its number (its lane and carrier follow it) … */
  RateNo: Type.Optional(nullable(text(20))),
  /** … or a lane, with a carrier or any. */
  PolCode: Type.Optional(nullable(text(5, 5))),
  PodCode: Type.Optional(nullable(text(5, 5))),
  CarrierCode: Type.Optional(nullable(text(4))),
  Badge: Type.Optional(text(12)),
  SiteCompanyId: siteId,
  SortOrder: Type.Integer({ minimum: 0, maximum: 9999 }),
});
export const RecommendedRateSchema = Type.Object({
  Id: Type.Integer(),
  RateNo: nullable(Type.String()),
  PolCode: Type.String(),
  PolName: Type.String(),
  PodCode: Type.String(),
  PodName: Type.String(),
  CarrierCode: nullable(Type.String()),
  Badge: Type.String(),
  SiteCompanyId: nullable(Type.Integer()),
  SiteName: nullable(Type.String()),
  SortOrder: Type.Integer(),
  /** A valid, visible, published rate matches it today: the home page shows it. */
  Showing: Type.Boolean(),
  /** The last day of the matching rates (the latest), when showing. */
  ValidUntil: nullable(Type.String()),
});
export type RecommendedRate = Static<typeof RecommendedRateSchema>;

/** What a home page shows of a featured rate. */
export const FeaturedRateSchema = Type.Object({
  PolCode: Type.String(),
  PolName: Type.String(),
  PodCode: Type.String(),
  PodName: Type.String(),
  CarrierCode: nullable(Type.String()),
  Badge: Type.String(),
  ValidUntil: Type.String(),
});
export type FeaturedRate = Static<typeof FeaturedRateSchema>;
export const HotPortSchema = Type.Object({ PortCode: Type.String(), PortName: Type.String(), PortNameEn: Type.String(), Kind: textOf(PORT_KINDS) });
export type HotPort = Static<typeof HotPortSchema>;

const siteQuery = strict({ SiteCompanyId: Type.Optional(Type.String({ pattern: '^\\d{0,15}$' })) });

export const curationCalls = {
  portList: defineCall({
    method: 'GET',
    path: P.recommendedPortList,
    input: siteQuery,
    answer: Type.Array(RecommendedPortSchema),
    access: A.curationPortsRead,
  }),
  portSave: defineCall({
    method: 'POST',
    path: P.recommendedPortSave,
    input: portSaveInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.curationPortsEdit,
  }),
  portDelete: defineCall({ method: 'POST', path: P.recommendedPortDelete, input: strict({ Id: id }), answer: Type.Null(), access: A.curationPortsEdit }),
  rateList: defineCall({
    method: 'GET',
    path: P.recommendedRateList,
    input: siteQuery,
    answer: Type.Array(RecommendedRateSchema),
    access: A.curationRatesRead,
  }),
  rateSave: defineCall({
    method: 'POST',
    path: P.recommendedRateSave,
    input: rateSaveInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.curationRatesEdit,
  }),
  rateDelete: defineCall({ method: 'POST', path: P.recommendedRateDelete, input: strict({ Id: id }), answer: Type.Null(), access: A.curationRatesEdit }),
} as const;

/** The home pages' calls: open (no sign-in), limited per address; their route options are written by hand. */
export const hotPortsCall = { method: 'GET', path: P.recommendedPorts, input: siteQuery, answer: Type.Array(HotPortSchema) } as const;
export const featuredRatesCall = { method: 'GET', path: P.recommendedRates, input: siteQuery, answer: Type.Array(FeaturedRateSchema) } as const;
