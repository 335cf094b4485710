import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text, textOf } from '../schema';
import { PORTAL_VARIANTS } from '../../domain/portal/site';
import { AddressSchema, CONTENT_TYPES, NavItemSchema } from './calls';
import { PORTAL_PATHS as P } from './module';

/**
 * The public calls of a company site (operations.md §15.2): open to visitors, each scoped to the site
 * of the request's host (its `portal-key` must be that site's: another site's answers 404). `Preview`:
 * a staff member's signed preview token (1 h): the drafts instead of the published snapshot.
 */
const Preview = Type.Optional(text(400));
const Str = Type.String();
const Nullable = Type.Union([Str, Type.Null()]);

export const PublicSiteSchema = Type.Object({
  /** MAIN on the platform's own hosts. */
  Variant: textOf(['MAIN', ...PORTAL_VARIANTS] as const),
  CompanyId: Type.Union([Type.Integer(), Type.Null()]),
  CompanyName: Str,
  CompanyNameEn: Str,
  Logo: Nullable,
  Lang: Str,
  Title: Str,
  Description: Str,
  Keywords: Str,
  ThemeColor: Str,
  Nav: Type.Array(NavItemSchema),
  Footer: Str,
  Icp: Str,
  PublicSecurity: Str,
  Slogan: Str,
  /** A staff preview of the drafts: the page shows a PREVIEW ribbon and is not indexed. */
  Preview: Type.Boolean(),
});
export type PublicSite = Static<typeof PublicSiteSchema>;

export const PublicNewsItemSchema = Type.Object({
  Id: Type.Integer(),
  Type: textOf(CONTENT_TYPES),
  Title: Str,
  Category: Str,
  Summary: Str,
  CoverUrl: Nullable,
  PublishAt: Str,
  Pinned: Type.Boolean(),
  Slug: Nullable,
});
export type PublicNewsItem = Static<typeof PublicNewsItemSchema>;
export const PublicNewsDetailSchema = Type.Object({ ...PublicNewsItemSchema.properties, Body: Str });
export type PublicNewsDetail = Static<typeof PublicNewsDetailSchema>;

export const PublicEnterpriseSchema = Type.Object({
  NameZh: Str,
  NameEn: Str,
  LogoUrl: Nullable,
  Slogan: Str,
  Intro: Str,
  Founded: Str,
  Licences: Type.Object({ Nvocc: Str, Customs: Str, Fmc: Str }),
  Contact: Type.Object({ Person: Str, Phone: Str, Email: Str, Address: Str }),
});
export type PublicEnterprise = Static<typeof PublicEnterpriseSchema>;

export const contactInput = strict({
  Name: text(60, 1),
  Company: text(100),
  Phone: Type.String({ maxLength: 40, pattern: '^[0-9+() -]*$' }),
  Email: Type.String({ maxLength: 120, pattern: '^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$' }),
  Message: text(2000, 1),
});

export const publicPortalCalls = {
  site: defineCall({ method: 'GET', path: P.publicSite, input: strict({ Preview }), answer: PublicSiteSchema, access: 'public' }),
  news: defineCall({
    method: 'GET',
    path: P.publicNews,
    input: strict({
      Preview,
      Type: Type.Optional(textOf(CONTENT_TYPES)),
      Category: Type.Optional(text(40)),
      Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
      PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    }),
    answer: Type.Object({ Items: Type.Array(PublicNewsItemSchema), Total: Type.Integer() }),
    access: 'public',
  }),
  newsDetail: defineCall({ method: 'GET', path: P.publicNewsDetail, input: strict({ Preview, Id: id }), answer: PublicNewsDetailSchema, access: 'public' }),
  enterprise: defineCall({ method: 'GET', path: P.publicEnterprise, input: strict({ Preview }), answer: PublicEnterpriseSchema, access: 'public' }),
  addresses: defineCall({
    method: 'GET',
    path: P.publicAddresses,
    input: strict({ Preview }),
    answer: Type.Object({ Items: Type.Array(AddressSchema) }),
    access: 'public',
  }),
  contact: defineCall({ method: 'POST', path: P.publicContact, input: contactInput, answer: Type.Object({ Received: Type.Boolean() }), access: 'public' }),
} as const;
