import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text, textOf } from '../schema';
import { PORTAL_VARIANTS } from '../../domain/portal/site';
import { PORTAL_ACCESS as A, PORTAL_PATHS as P } from './module';

/** Which company's site a call edits: platform staff name one; everyone else edits their own (another's: 404). */
const CompanyId = Type.Optional(id);
const Str = Type.String();
/** An ISO time with its offset (the browser sends toISOString()). */
const IsoTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$' });
const ThemeColor = Type.String({ pattern: '^(#[0-9a-fA-F]{6})?$' });

export const NavItemSchema = strict({ Label: text(40, 1), Path: text(200, 1) });
/** The site-wide settings of /Portal/websiteConfig (§14.1 PTL_SETTINGS). */
export const SiteSettingsSchema = strict({
  Title: text(100),
  Description: text(300),
  Keywords: text(200),
  ThemeColor,
  Nav: Type.Array(NavItemSchema, { maxItems: 12 }),
  Footer: text(500),
  Icp: text(60),
  PublicSecurity: text(60),
});
export type SiteSettings = Static<typeof SiteSettingsSchema>;

const VersionRow = Type.Object({ Version: Type.Integer(), PublishedAt: Str, PublishedBy: Str, Current: Type.Boolean() });
export const SiteConfigSchema = Type.Object({
  CompanyId: Type.Integer(),
  CompanyName: Str,
  Exists: Type.Boolean(),
  Enabled: Type.Boolean(),
  Variant: textOf(PORTAL_VARIANTS),
  Domains: Type.Array(Str),
  PortalKey: Str,
  Lang: textOf(['zh', 'en'] as const),
  Settings: SiteSettingsSchema,
  PublishedVersion: Type.Union([Type.Integer(), Type.Null()]),
  Version: Type.Integer(),
  /** The host a CNAME record should point at (shown with the domains). */
  CnameTarget: Str,
  /** A disabled site's domains are released on this day (YYYY-MM-DD, 30 days after it was disabled: §14.4); null while enabled. */
  DomainsReservedUntil: Type.Union([Str, Type.Null()]),
});
export type SiteConfig = Static<typeof SiteConfigSchema>;

const companyOnly = strict({ CompanyId });
const versioned = strict({ CompanyId, Version: Type.Integer({ minimum: 0 }) });

export const portalSiteSaveInput = strict({
  CompanyId,
  /** The version edited (0: the site is new). */
  Version: Type.Integer({ minimum: 0 }),
  Variant: textOf(PORTAL_VARIANTS),
  Domains: Type.Array(text(253, 1), { maxItems: 10 }),
  Lang: textOf(['zh', 'en'] as const),
  Settings: SiteSettingsSchema,
});

export const EnterpriseSchema = strict({
  NameZh: text(100),
  NameEn: text(150),
  LogoMediaId: Type.Union([id, Type.Null()]),
  Slogan: text(200),
  /** Rich text, sanitised on save. */
  Intro: text(20000),
  Founded: text(20),
  Licences: strict({ Nvocc: text(60), Customs: text(60), Fmc: text(60) }),
  Contact: strict({ Person: text(60), Phone: text(40), Email: text(120), Address: text(200) }),
});
export const EnterpriseAnswer = Type.Object({
  ...EnterpriseSchema.properties,
  CompanyId: Type.Integer(),
  LogoUrl: Type.Union([Str, Type.Null()]),
  Version: Type.Integer(),
});
export type Enterprise = Static<typeof EnterpriseAnswer>;

export const CONTENT_TYPES = ['NEWS', 'ANNOUNCEMENT'] as const;
export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const ContentSchema = Type.Object({
  Id: Type.Integer(),
  Type: textOf(CONTENT_TYPES),
  Title: Str,
  Category: Str,
  CoverMediaId: Type.Union([Type.Integer(), Type.Null()]),
  Summary: Str,
  Body: Str,
  Slug: Type.Union([Str, Type.Null()]),
  PublishAt: Str,
  ShowUntil: Type.Union([Str, Type.Null()]),
  Pinned: Type.Boolean(),
  Status: textOf(CONTENT_STATUSES),
  /** Published and its time come (what a visitor sees now). */
  Live: Type.Boolean(),
  /** The draft differs from what was published. */
  Changed: Type.Boolean(),
  Version: Type.Integer(),
  UpdatedAt: Str,
});
export type Content = Static<typeof ContentSchema>;

export const contentSaveInput = strict({
  Id: Type.Optional(id),
  CompanyId,
  Type: textOf(CONTENT_TYPES),
  Title: text(150, 1),
  Category: text(40),
  CoverMediaId: Type.Union([id, Type.Null()]),
  Summary: text(500),
  Body: text(50000),
  Slug: Type.Union([Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 }), Type.Null()]),
  PublishAt: IsoTime,
  ShowUntil: Type.Union([IsoTime, Type.Null()]),
  Pinned: Type.Boolean(),
  Version: Type.Integer({ minimum: 0 }),
});

export const AddressSchema = Type.Object({
  Id: Type.Integer(),
  NameZh: Str,
  NameEn: Str,
  Address: Str,
  Latitude: Type.Union([Type.Number(), Type.Null()]),
  Longitude: Type.Union([Type.Number(), Type.Null()]),
  Phone: Str,
  Email: Str,
  Hours: Str,
  Order: Type.Integer(),
  HeadOffice: Type.Boolean(),
});
export type Address = Static<typeof AddressSchema>;
export const addressSaveInput = strict({
  Id: Type.Optional(id),
  CompanyId,
  NameZh: text(100, 1),
  NameEn: text(150),
  Address: text(300, 1),
  Latitude: Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()]),
  Longitude: Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()]),
  Phone: text(40),
  Email: text(120),
  Hours: text(100),
  Order: Type.Integer({ minimum: 0, maximum: 999 }),
  HeadOffice: Type.Boolean(),
});

const byId = strict({ Id: id });
const ok = Type.Object({ Done: Type.Boolean() });

export const portalCalls = {
  siteGet: defineCall({ method: 'GET', path: P.portalSiteGet, input: companyOnly, answer: SiteConfigSchema, access: A.portalSiteRead }),
  siteSave: defineCall({ method: 'POST', path: P.portalSiteSave, input: portalSiteSaveInput, answer: SiteConfigSchema, access: A.portalSiteEdit }),
  siteEnable: defineCall({ method: 'POST', path: P.portalSiteEnable, input: versioned, answer: SiteConfigSchema, access: A.portalSiteEnable }),
  siteDisable: defineCall({ method: 'POST', path: P.portalSiteDisable, input: versioned, answer: SiteConfigSchema, access: A.portalSiteEnable }),
  sitePublish: defineCall({
    method: 'POST',
    path: P.portalSitePublish,
    input: companyOnly,
    answer: Type.Object({ Version: Type.Integer() }),
    access: A.portalSitePublish,
  }),
  siteVersions: defineCall({
    method: 'GET',
    path: P.portalSiteVersions,
    input: companyOnly,
    answer: Type.Object({ Items: Type.Array(VersionRow) }),
    access: A.portalSiteRead,
  }),
  siteRollback: defineCall({
    method: 'POST',
    path: P.portalSiteRollback,
    input: strict({ CompanyId, Version: Type.Integer({ minimum: 1 }) }),
    answer: Type.Object({ Version: Type.Integer() }),
    access: A.portalSitePublish,
  }),
  sitePreviewToken: defineCall({
    method: 'POST',
    path: P.portalSitePreviewToken,
    input: companyOnly,
    answer: Type.Object({ Token: Str, ExpiresAt: Str, Url: Type.Union([Str, Type.Null()]) }),
    access: A.portalSiteRead,
  }),
  siteCompanies: defineCall({
    method: 'GET',
    path: P.portalSiteCompanies,
    input: strict({ Search: Type.Optional(text(60)) }),
    answer: Type.Object({
      Items: Type.Array(Type.Object({ CompanyId: Type.Integer(), Name: Str, Kind: Str, Enabled: Type.Boolean(), Domains: Type.Array(Str) })),
    }),
    access: A.portalSiteCompanies,
  }),
  enterpriseGet: defineCall({ method: 'GET', path: P.portalEnterpriseGet, input: companyOnly, answer: EnterpriseAnswer, access: A.portalEnterpriseRead }),
  enterpriseSave: defineCall({
    method: 'POST',
    path: P.portalEnterpriseSave,
    input: strict({ ...EnterpriseSchema.properties, CompanyId, Version: Type.Integer({ minimum: 0 }) }),
    answer: EnterpriseAnswer,
    access: A.portalEnterpriseEdit,
  }),
  contentList: defineCall({
    method: 'GET',
    path: P.portalContentList,
    input: strict({ CompanyId, Type: textOf(CONTENT_TYPES), Search: Type.Optional(text(60)), Status: Type.Optional(textOf(CONTENT_STATUSES)) }),
    answer: Type.Object({ Items: Type.Array(ContentSchema), Total: Type.Integer() }),
    access: A.portalContentRead,
  }),
  contentGet: defineCall({ method: 'GET', path: P.portalContentGet, input: byId, answer: ContentSchema, access: A.portalContentRead }),
  contentSave: defineCall({ method: 'POST', path: P.portalContentSave, input: contentSaveInput, answer: ContentSchema, access: A.portalContentEdit }),
  contentPublish: defineCall({ method: 'POST', path: P.portalContentPublish, input: byId, answer: ContentSchema, access: A.portalContentPublish }),
  contentUnpublish: defineCall({ method: 'POST', path: P.portalContentUnpublish, input: byId, answer: ContentSchema, access: A.portalContentPublish }),
  contentDelete: defineCall({ method: 'POST', path: P.portalContentDelete, input: byId, answer: ok, access: A.portalContentEdit }),
  addressList: defineCall({
    method: 'GET',
    path: P.portalAddressList,
    input: companyOnly,
    answer: Type.Object({ Items: Type.Array(AddressSchema) }),
    access: A.portalAddressRead,
  }),
  addressSave: defineCall({ method: 'POST', path: P.portalAddressSave, input: addressSaveInput, answer: AddressSchema, access: A.portalAddressEdit }),
  addressDelete: defineCall({ method: 'POST', path: P.portalAddressDelete, input: byId, answer: ok, access: A.portalAddressEdit }),
} as const;

/** The media upload: the image is the raw body; its alt text and company in the query. */
export const mediaUploadQuery = strict({ CompanyId: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })), Alt: text(200, 1) });
export const MediaAnswerSchema = Type.Object({ Id: Type.Integer(), Url: Str });
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
