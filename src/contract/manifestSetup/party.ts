import { Type, type Static } from '@sinclair/typebox';
import { AEO_MAX, CODE_MAX } from '../../domain/partyCodes';
import { text, textOf } from '../schema';

/**
 * The party block (收发通, operations.md §1): one shape for manifest parties, SFT templates, HBL,
 * MBL and entry orders. Every field optional here (a template may hold part of a block; the
 * manifest check says what a filing requires). `CODE_OVERRIDE` is the reason a person gave to keep
 * a code whose USCI check character fails (§7.6 `mft.party.code`: a logged override).
 */
export const PHONE_TYPES = ['TE', 'FX', 'EM'] as const;
export const PERSON_TYPES = ['NATURAL', 'LEGAL', 'ASSOCIATION'] as const;

export const PartyBlockSchema = Type.Object(
  {
    NAME: Type.Optional(text(70)),
    ADDRESS: Type.Optional(text(400)),
    CITY: Type.Optional(text(35)),
    POSTCODE: Type.Optional(text(10)),
    COUNTRY: Type.Optional(Type.String({ pattern: '^([A-Z]{2})?$' })),
    CODE: Type.Optional(text(CODE_MAX)),
    CODE_OVERRIDE: Type.Optional(text(200)),
    AEO: Type.Optional(text(AEO_MAX)),
    PHONE_TYPE: Type.Optional(Type.Union([textOf(PHONE_TYPES), Type.Literal('')])),
    PHONE: Type.Optional(text(50)),
    CONTACT_NAME: Type.Optional(text(70)),
    CONTACT_PHONE: Type.Optional(text(50)),
    TYPE_OF_PERSON: Type.Optional(Type.Union([textOf(PERSON_TYPES), Type.Literal('')])),
    EORI: Type.Optional(text(17)),
  },
  { additionalProperties: false },
);
export type PartyBlock = Static<typeof PartyBlockSchema>;

/** The three blocks of a template or a manifest, in their printed order. */
export const PARTY_KEYS = ['Shipper', 'Consignee', 'Notify'] as const;
export type PartyKey = (typeof PARTY_KEYS)[number];
