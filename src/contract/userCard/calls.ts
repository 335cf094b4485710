import { Type, type Static } from '@sinclair/typebox';
import { CARD_IMAGE_KINDS, CARD_IMAGE_MAX_BYTES } from '../../domain/userCard/image';
import { defineCall } from '../call';
import { QUOTE_LIMITS } from '../../domain/userCard/quote';
import { id, nullable, strict, text, textOf } from '../schema';
import { USER_CARD_PATHS as P } from './module';

/**
 * The business card's calls (operations.md §16), each once. The owner's calls take no id: the card
 * is always the caller's own. Field rules: src/domain/userCard/card.ts (Save answers 400 with them).
 */
const LaneSchema = strict({ POL: text(10), POD: text(10) });
const LaneOutSchema = Type.Object({ POL: Type.String(), POD: Type.String() });
/** A port's names, by code, for the lanes shown (what refdata knows; absent for a code it does not). */
const PortNamesSchema = Type.Record(Type.String(), Type.Object({ Zh: Type.String(), En: Type.String() }));

export const CardSaveSchema = strict({
  CRD_NAME: text(100),
  CRD_TITLE: text(100),
  CRD_PHONE: text(30),
  CRD_EMAIL: text(200),
  CRD_INTRO: text(2000),
  CRD_OFFICE_NAME: text(300),
  CRD_OFFICE_ADDRESS: text(600),
  CRD_SERVICES: Type.Array(text(20), { maxItems: 30 }),
  CRD_LANES: Type.Array(LaneSchema, { maxItems: 30 }),
  CRD_PUBLIC_FIELDS: Type.Array(text(20), { maxItems: 20 }),
  /** One of the company's published offices (Card.Offices) as the card's office; null or absent: the office text above. */
  CRD_OFFICE_ID: Type.Optional(nullable(id)),
  /** The version edited (0: the card is new); a stale one answers 400 STALE. */
  VERSION: Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 }),
});
export type CardSave = Static<typeof CardSaveSchema>;

/** One of the company's offices its published site shows (portal_addresses), as a card may show it. */
export const CardOfficeSchema = Type.Object({
  Id: Type.Integer(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  Address: Type.String(),
  Latitude: Type.Union([Type.Number(), Type.Null()]),
  Longitude: Type.Union([Type.Number(), Type.Null()]),
});
export type CardOffice = Static<typeof CardOfficeSchema>;

const ProblemSchema = Type.Object({ Path: Type.String(), Code: Type.String(), Words: Type.Object({ zh: Type.String(), en: Type.String() }) });

export const CardSchema = Type.Object({
  CRD_NAME: Type.String(),
  CRD_TITLE: Type.String(),
  CRD_PHONE: Type.String(),
  CRD_EMAIL: Type.String(),
  CRD_INTRO: Type.String(),
  CRD_OFFICE_NAME: Type.String(),
  CRD_OFFICE_ADDRESS: Type.String(),
  CRD_SERVICES: Type.Array(Type.String()),
  CRD_LANES: Type.Array(LaneOutSchema),
  CRD_PUBLIC_FIELDS: Type.Array(Type.String()),
  /** The chosen office of the company's site; null: the office text. A chosen office gone from the site reads null. */
  CRD_OFFICE_ID: Type.Union([Type.Integer(), Type.Null()]),
  /** The company's offices its published site shows, to choose from (none: the company has no published site offices). */
  Offices: Type.Array(CardOfficeSchema),
  /** 0 while the card is not saved yet (the fields are prefilled from the account). */
  VERSION: Type.Integer(),
  /** Whether a link was made (Share) and still answers. */
  Shared: Type.Boolean(),
  CompanyName: Type.String(),
  CompanyNameEn: Type.String(),
  CompanyLogo: Type.String(),
  /** The pictures' addresses (GET /api/UserCard/Picture?k=&h=, read with the session; '' when none). */
  Avatar: Type.String(),
  WechatQr: Type.String(),
  PortNames: PortNamesSchema,
});
export type Card = Static<typeof CardSchema>;

export const CardSavedSchema = Type.Object({ VERSION: Type.Integer(), Problems: Type.Array(ProblemSchema) });

/** A picture, its bytes in base64 (JPEG, PNG or WebP, 2 MB at most: judged from the bytes). */
export const CardImageSchema = strict({
  Kind: textOf(CARD_IMAGE_KINDS),
  // room for 2 MB in base64 and a data: prefix; the size itself is refused in words by the server
  Base64: Type.String({ minLength: 1, maxLength: Math.ceil((CARD_IMAGE_MAX_BYTES * 4) / 3) + 4096 }),
});
export const CardImageRemoveSchema = strict({ Kind: textOf(CARD_IMAGE_KINDS) });
export const CardImageAnswerSchema = Type.Object({ Kind: Type.String(), DataUrl: Type.String() });

export const CardShareSchema = strict({ Rotate: Type.Optional(Type.Boolean()) });
export const CardShareAnswerSchema = Type.Object({
  /** The card's page for visitors: /UserCard/Index?c=<token>. */
  Url: Type.String(),
  /** The QR code (PNG, data: URL) holding the card as a vCard 3.0: a phone camera adds the contact without our server. */
  QrPng: Type.String(),
  /** The vCard the QR code holds. */
  Vcard: Type.String(),
});
export type CardShare = Static<typeof CardShareAnswerSchema>;

const DaySchema = Type.Object({ Day: Type.String(), Views: Type.Integer(), Saves: Type.Integer() });
export const CardStatsSchema = Type.Object({
  Views: Type.Integer(),
  Saves: Type.Integer(),
  /** The last 30 days (Shanghai), oldest first, every day present. */
  Days: Type.Array(DaySchema),
});
export type CardStats = Static<typeof CardStatsSchema>;

/** The link's token: 43 characters of base64url (anything else is absent without a query). */
export const CardTokenSchema = strict({ c: Type.String({ maxLength: 100 }) });

/** One picture of one's own card: its kind and content hash (the address changes with the picture). */
export const CardPictureSchema = strict({ k: textOf(CARD_IMAGE_KINDS), h: Type.String({ maxLength: 64 }) });
/** One public picture of a shared card: the link's token and the picture's content hash. */
export const PublicPictureSchema = strict({ c: Type.String({ maxLength: 100 }), h: Type.String({ maxLength: 64 }) });

/** What a visitor reads: the name always, the other fields only when CRD_PUBLIC_FIELDS lists them; the company's name and logo. */
export const PublicCardSchema = Type.Object({
  Name: Type.String(),
  Title: Type.Optional(Type.String()),
  Phone: Type.Optional(Type.String()),
  Email: Type.Optional(Type.String()),
  Intro: Type.Optional(Type.String()),
  OfficeName: Type.Optional(Type.String()),
  OfficeAddress: Type.Optional(Type.String()),
  /** The office's English name (an office of the company's site that has one). */
  OfficeNameEn: Type.Optional(Type.String()),
  /** The office's map coordinates (an office of the company's site that has them). */
  OfficeLatitude: Type.Optional(Type.Number()),
  OfficeLongitude: Type.Optional(Type.Number()),
  Services: Type.Optional(Type.Array(Type.String())),
  Lanes: Type.Optional(Type.Array(LaneOutSchema)),
  /** The public pictures' addresses (GET /api/WebsitePublic/UserCard/Picture?c=&h=), never their bytes. */
  Avatar: Type.Optional(Type.String()),
  WechatQr: Type.Optional(Type.String()),
  CompanyName: Type.String(),
  CompanyNameEn: Type.String(),
  CompanyLogo: Type.String(),
  PortNames: PortNamesSchema,
});
export type PublicCard = Static<typeof PublicCardSchema>;

/** A visitor's "ask for a quote" on a shared card (rules: src/domain/userCard/quote.ts; refused in words, 400 QUOTE_PROBLEMS). */
export const CardQuoteSchema = strict({
  c: Type.String({ maxLength: 100 }),
  Name: text(QUOTE_LIMITS.name * 2),
  Phone: text(QUOTE_LIMITS.phone * 2),
  Email: text(QUOTE_LIMITS.email * 2),
  Cargo: text(QUOTE_LIMITS.cargo * 2),
  Consent: Type.Boolean(),
});
export type CardQuoteInput = Static<typeof CardQuoteSchema>;

export const userCardCalls = {
  get: defineCall({ method: 'GET', path: P.userCardGet, input: strict({}), answer: CardSchema, access: 'employee' }),
  save: defineCall({ method: 'POST', path: P.userCardSave, input: CardSaveSchema, answer: CardSavedSchema, access: 'employee' }),
  imageUpload: defineCall({ method: 'POST', path: P.userCardImageUpload, input: CardImageSchema, answer: CardImageAnswerSchema, access: 'employee' }),
  imageRemove: defineCall({ method: 'POST', path: P.userCardImageRemove, input: CardImageRemoveSchema, answer: CardImageAnswerSchema, access: 'employee' }),
  share: defineCall({ method: 'POST', path: P.userCardShare, input: CardShareSchema, answer: CardShareAnswerSchema, access: 'employee' }),
  stats: defineCall({ method: 'GET', path: P.userCardStats, input: strict({}), answer: CardStatsSchema, access: 'employee' }),
  /** A picture of one's own card (its bytes, its content type; cached for good: the hash changes with it). */
  picture: defineCall({ method: 'GET', path: P.userCardPicture, input: CardPictureSchema, answer: Type.String(), access: 'employee' }),
  publicCard: defineCall({ method: 'GET', path: P.userCardPublic, input: CardTokenSchema, answer: PublicCardSchema, access: 'public' }),
  /** The card as a .vcf file (text/vcard; its name in content-disposition): not the envelope. */
  publicVcf: defineCall({ method: 'GET', path: P.userCardPublicVcf, input: CardTokenSchema, answer: Type.String(), access: 'public' }),
  /** A public picture of a shared card: 404 when not public on it, the link rotated or its owner disabled. */
  publicPicture: defineCall({ method: 'GET', path: P.userCardPublicPicture, input: PublicPictureSchema, answer: Type.String(), access: 'public' }),
  /** A visitor asks the card's owner for a quote: a message to the owner, and a lead of theirs where the company keeps a CRM. */
  publicQuote: defineCall({
    method: 'POST',
    path: P.userCardPublicQuote,
    input: CardQuoteSchema,
    answer: Type.Object({ Received: Type.Boolean() }),
    access: 'public',
  }),
} as const;
