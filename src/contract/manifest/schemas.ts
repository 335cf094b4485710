import { Type } from '@sinclair/typebox';
import { SiProblemSchema } from '../si/public';
import { nullable, text, textOf } from '../schema';
import { MANIFEST_SHARE_SCOPES } from './module';

/**
 * A manifest on the wire (operations.md §7.2): field names as the columns (`MFT_` the bill, `MFC_` a
 * container, `MFG_` a goods item), parties as the party block of §1, weights in kg and volumes in m³
 * as numbers, instants as ISO text. The editable part (`ManifestDataSchema`) is what Create (a whole
 * record), Save and Check take; Get answers it with the stored facts around it.
 */

/** The filings (§7.1); CN_EXPORT is the one built first, the others share the shape and the rule engine. */
export const MFT_FILINGS = ['CN_EXPORT', 'CN_IMPORT', 'US_AMS', 'US_ISF', 'EU_ENS', 'JP_AFR'] as const;
export type MftFiling = (typeof MFT_FILINGS)[number];
export const MFT_LEVELS = ['MASTER', 'HOUSE'] as const;
export const MFT_PAYMENT_TERMS = ['PP', 'CC'] as const;
/** The customs-side stages after acceptance (运抵, 放行, 装载, 理货): `MFT_STAGE`, not a document state. */
export const MFT_CUSTOMS_STAGES = ['NONE', 'ARRIVED', 'RELEASED', 'LOADED', 'TALLIED'] as const;
export type MftCustomsStage = (typeof MFT_CUSTOMS_STAGES)[number];
/** The list's stages (its `Stage` filter, one per list page of §7.5). */
export const MFT_LIST_STAGES = ['draft', 'submit', 'submitFailed', 'verify', 'verifyFailed', 'send', 'sendFail', 'track', 'amend', 'all'] as const;
export type MftListStage = (typeof MFT_LIST_STAGES)[number];
/** Phone kinds of a party (UN/EDIFACT 3155): telephone, fax, e-mail. */
export const PHONE_TYPES = ['TE', 'FX', 'EM'] as const;
export const PERSON_TYPES = ['NATURAL', 'LEGAL', 'ASSOCIATION'] as const;
/** Who supplied the box: carrier-supplied or shipper-owned (SOC). */
export const CONTAINER_SOURCES = ['CARRIER', 'SHIPPER'] as const;
/** Who sealed it: carrier, shipper, customs. */
export const SEAL_PARTIES = ['CA', 'SH', 'CU'] as const;
/** What a share link lets its holder do (declared in module.ts, where the scopes of every module's links are gathered). */
export const SHARE_SCOPES = MANIFEST_SHARE_SCOPES;
export type ShareScope = (typeof SHARE_SCOPES)[number];
/** The kinds of transmission (§7.2 manifest_transmissions). */
export const MFT_TRANSMISSION_KINDS = ['MAIN', 'MODIFY', 'DELETE'] as const;

const kg = Type.Number({ minimum: 0, maximum: 10_000_000 });
const m3 = Type.Number({ minimum: 0, maximum: 100_000 });

/** The party block (收发通, §1): every field text, empty when not given; the check names what is missing. */
export const PartySchema = Type.Object(
  {
    NAME: Type.Optional(text(70)),
    ADDRESS: Type.Optional(text(512)),
    CITY: Type.Optional(text(35)),
    POSTCODE: Type.Optional(text(10)),
    /** ISO 3166-1 alpha-2. */
    COUNTRY: Type.Optional(text(2)),
    /** `TYPE+VALUE`, e.g. `USCI+91330200MA2AFLH37X` (公告2017年第56号). */
    CODE: Type.Optional(text(60)),
    AEO: Type.Optional(text(30)),
    PHONE_TYPE: Type.Optional(Type.Union([textOf(PHONE_TYPES), Type.Literal('')])),
    PHONE: Type.Optional(text(50)),
    CONTACT_NAME: Type.Optional(text(70)),
    CONTACT_PHONE: Type.Optional(text(50)),
    TYPE_OF_PERSON: Type.Optional(Type.Union([textOf(PERSON_TYPES), Type.Literal('')])),
    EORI: Type.Optional(text(17)),
    /** A failed USCI check character was typed on purpose (`mft.party.code` warning): the override is logged. */
    CODE_OVERRIDE: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * The importer's ten elements of a US ISF 10+2 filing (operations.md §7.1, 19 CFR 149.3); the HTS is
 * each item's `MFG_HSCODE`. Only US_ISF manifests use it; `{}` on every other filing.
 */
export const IsfSchema = Type.Object(
  {
    SELLER: Type.Optional(PartySchema),
    BUYER: Type.Optional(PartySchema),
    MANUFACTURER: Type.Optional(PartySchema),
    SHIP_TO: Type.Optional(PartySchema),
    STUFFING: Type.Optional(PartySchema),
    CONSOLIDATOR: Type.Optional(PartySchema),
    /** Importer of record number (IRS/EIN, SSN or CBP-assigned number). */
    IOR_NO: Type.Optional(text(30)),
    CONSIGNEE_NO: Type.Optional(text(30)),
    /** Country of origin, ISO 3166-1 alpha-2. */
    ORIGIN: Type.Optional(text(2)),
  },
  { additionalProperties: false },
);

/** One container of the bill. */
export const ManifestContainerSchema = Type.Object(
  {
    MFC_CNNO: text(11),
    /** ISO 6346 size-type code (45G1, 22G1 …). */
    MFC_SIZE_TYPE: text(4),
    MFC_SOURCE: Type.Optional(textOf(CONTAINER_SOURCES)),
    /** Full (true) or empty. */
    MFC_FULL: Type.Optional(Type.Boolean()),
    MFC_SEALNO: Type.Optional(text(15)),
    MFC_SEAL_TYPE: Type.Optional(text(10)),
    MFC_SEAL_PARTY: Type.Optional(Type.Union([textOf(SEAL_PARTIES), Type.Literal('')])),
    MFC_TARE_KG: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
    /** The declared VGM (from the VGM module when there is one). */
    MFC_VGM_KG: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 200_000 }))),
  },
  { additionalProperties: false },
);

/** How much of an item is in one container (箱货对应). */
export const AllocationSchema = Type.Object(
  {
    CNNO: text(11),
    PKGS: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    KG: kg,
    CBM: Type.Optional(m3),
  },
  { additionalProperties: false },
);

/** One goods item (托运货物). */
export const ManifestItemSchema = Type.Object(
  {
    MFG_SEQ: Type.Integer({ minimum: 1, maximum: 9999 }),
    MFG_PKGS: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    /** UN/ECE Rec. 21 package code. */
    MFG_PACKAGE: text(10),
    /** Precise English goods description. */
    MFG_DESC: text(2000),
    MFG_HSCODE: text(10),
    MFG_GROSS_KG: kg,
    MFG_CBM: Type.Optional(nullable(m3)),
    MFG_MARKS: Type.Optional(text(2000)),
    MFG_UNDG: Type.Optional(text(4)),
    MFG_IMDG_CLASS: Type.Optional(text(4)),
    MFG_DG_CONTACT: Type.Optional(text(70)),
    MFG_DG_PHONE: Type.Optional(text(50)),
    Allocation: Type.Array(AllocationSchema, { maxItems: 200 }),
  },
  { additionalProperties: false },
);

/** What a person edits on a manifest (Create with a whole record, Save, Check). */
export const manifestDataProperties = {
  MFT_FILING: textOf(MFT_FILINGS),
  MFT_LEVEL: textOf(MFT_LEVELS),
  MFT_CGO_ID: text(60, 1),
  MFT_SI_ID: Type.Optional(nullable(Type.Integer({ minimum: 1 }))),
  MFT_MBL_NO: Type.Optional(text(35)),
  MFT_HBL_NO: Type.Optional(text(35)),
  MFT_CARRIER: Type.Optional(text(10)),
  MFT_VESSEL: Type.Optional(text(35)),
  MFT_VESSEL_IMO: Type.Optional(text(7)),
  MFT_VOYAGE: Type.Optional(text(17)),
  /** 申报地海关: a 4-digit customs office code (CN filings). */
  MFT_CUSTOMS_CODE: Type.Optional(text(4)),
  MFT_LOADING_CODE: Type.Optional(text(5)),
  MFT_DISCHARGE_CODE: Type.Optional(text(5)),
  MFT_DELIVERY_CODE: Type.Optional(text(5)),
  MFT_TS_CODE: Type.Optional(text(5)),
  /** Planned loading (ISO instant): the deadline is this minus the configuration's hours. */
  MFT_LOADING_AT: Type.Optional(nullable(Type.String({ maxLength: 40 }))),
  MFT_PAYMENT_TERM: Type.Optional(Type.Union([textOf(MFT_PAYMENT_TERMS), Type.Literal('')])),
  MFT_TRANSPORT_TERM: Type.Optional(text(10)),
  Shipper: Type.Optional(PartySchema),
  Consignee: Type.Optional(PartySchema),
  Notify: Type.Optional(PartySchema),
  /** US_ISF only: the importer's elements. */
  Isf: Type.Optional(IsfSchema),
  MFT_TOTAL_PKGS: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  MFT_PACKAGE: Type.Optional(text(10)),
  MFT_TOTAL_KG: Type.Optional(kg),
  MFT_TOTAL_CBM: Type.Optional(m3),
  MFT_REMARK: Type.Optional(text(512)),
  Containers: Type.Optional(Type.Array(ManifestContainerSchema, { maxItems: 200 })),
  Items: Type.Optional(Type.Array(ManifestItemSchema, { maxItems: 999 })),
};
export const ManifestDataSchema = Type.Object(manifestDataProperties, { additionalProperties: false });

/** A problem of the manifest check (src/domain/manifest/check.ts): Path, Code, Params, Message, Severity. */
export const ManifestProblemSchema = SiProblemSchema;

/** One field that differs from the approved SI (`mft.si`). */
export const SiDiffSchema = Type.Object({ Path: Type.String(), Manifest: Type.String(), Si: Type.String() });

/** The deadline clock (`mft.deadline`): null when the loading time is not known. */
export const DeadlineSchema = Type.Object({
  At: nullable(Type.String()),
  HoursLeft: nullable(Type.Number()),
  Late: Type.Boolean(),
  /** The configuration's hours before loading. */
  Hours: Type.Integer(),
});

/** One manifest in the lists. */
export const ManifestRowSchema = Type.Object({
  Id: Type.Integer(),
  MFT_NO: Type.String(),
  MFT_FILING: Type.String(),
  MFT_LEVEL: Type.String(),
  MFT_CGO_ID: Type.String(),
  MFT_SI_ID: nullable(Type.Integer()),
  MFT_MBL_NO: Type.String(),
  MFT_HBL_NO: Type.String(),
  MFT_CARRIER: Type.String(),
  MFT_VESSEL: Type.String(),
  MFT_VOYAGE: Type.String(),
  MFT_LOADING_CODE: Type.String(),
  MFT_DISCHARGE_CODE: Type.String(),
  MFT_LOADING_AT: nullable(Type.String()),
  MFT_TOTAL_PKGS: Type.Integer(),
  MFT_TOTAL_KG: Type.Number(),
  MFT_STATUS: Type.Integer(),
  MFT_STAGE: Type.String(),
  MFT_LATE: Type.Boolean(),
  /** The deadline (loading time minus the configuration's hours), ISO; null without a loading time. */
  DeadlineAt: nullable(Type.String()),
  /** The last customs rejection's or send failure's words, or the verifier's return remarks. */
  LastError: Type.String(),
  COMPANYID: Type.Integer(),
  CompanyName: Type.String(),
  VERSION: Type.Integer(),
  CreatedAt: Type.String(),
  UpdatedAt: Type.String(),
});

/** What a reader may do with a manifest now (Get's `Moves`). */
export const MFT_ACTIONS = ['save', 'submit', 'verify', 'return', 'send', 'amend', 'sendAmendment', 'delete', 'cancel', 'retry', 'share'] as const;
export type MftAction = (typeof MFT_ACTIONS)[number];

/** One receipt of customs (or the channel's transport), in the counterpart's order. */
export const ManifestReceiptSchema = Type.Object({
  At: Type.String(),
  /** ACK, ACCEPTED, REJECTED, ARRIVED, RELEASED, LOADED, TALLIED; the foreign customs' HOLD (Do Not Load), RFI (request for information), ASSESSED. */
  Kind: Type.String(),
  /** The counterpart's own code (E2101, BOF, DNL, IE3R01 …). */
  Code: Type.String(),
  Text: Type.String(),
  /** The fields customs named (JSON pointers), when it named them: a refusal's or a hold's. */
  Fields: Type.Array(Type.String()),
  ExternalRef: Type.String(),
  MessageId: nullable(Type.Integer()),
  Seq: Type.Integer(),
  Simulated: Type.Boolean(),
});

/** One transmission: a message to customs with the manifest VERSION frozen in it. */
export const ManifestTransmissionSchema = Type.Object({
  Id: Type.Integer(),
  Kind: Type.String(),
  MessageId: Type.Integer(),
  PayloadVersion: Type.Integer(),
  /** The outbox message's: QUEUED, SENDING, TRANSMITTED, ACKED, NACKED, FAILED. */
  Status: Type.String(),
  /** The transmission's own outcome: PENDING, ACCEPTED, REJECTED, FAILED. */
  Outcome: Type.String(),
  ChangeReasonCode: Type.String(),
  Late: Type.Boolean(),
  OverrideReason: Type.String(),
  ExternalRef: Type.String(),
  LastError: Type.String(),
  Simulated: Type.Boolean(),
  CreatedAt: Type.String(),
  /** Exactly what was sent. */
  Payload: Type.String(),
});

/** One manifest as Get answers it. */
export const ManifestRecordSchema = Type.Object({
  ...ManifestRowSchema.properties,
  MFT_VESSEL_IMO: Type.String(),
  MFT_CUSTOMS_CODE: Type.String(),
  MFT_DELIVERY_CODE: Type.String(),
  MFT_TS_CODE: Type.String(),
  MFT_PAYMENT_TERM: Type.String(),
  MFT_TRANSPORT_TERM: Type.String(),
  MFT_PACKAGE: Type.String(),
  MFT_TOTAL_CBM: Type.Number(),
  MFT_REMARK: Type.String(),
  /** The loading port's IANA zone (Asia/Shanghai when it names none): the planned loading is typed and shown on its clock. */
  LoadingZone: Type.String(),
  MFT_CONFIG_ID: nullable(Type.Integer()),
  /** The verifier's return remark code and words (state 4). */
  MFT_VERIFY_REMARK_CODE: Type.String(),
  MFT_VERIFY_REMARKS: Type.String(),
  Shipper: PartySchema,
  Consignee: PartySchema,
  Notify: PartySchema,
  /** US_ISF: the importer's elements ({} on other filings). */
  Isf: IsfSchema,
  Containers: Type.Array(ManifestContainerSchema),
  Items: Type.Array(ManifestItemSchema),
  /** The check now on the stored data (errors block a submission; warnings are shown). */
  Problems: Type.Array(ManifestProblemSchema),
  /** Field by field against the approved SI it was made from (empty without one). */
  SiDiff: Type.Array(SiDiffSchema),
  Deadline: DeadlineSchema,
  Transmissions: Type.Array(ManifestTransmissionSchema),
  Receipts: Type.Array(ManifestReceiptSchema),
  /** The declared VGM per container (the VGM module's latest), kg. */
  Vgm: Type.Array(Type.Object({ CNNO: Type.String(), VGM_KG: nullable(Type.Integer()), VGM_STATUS: nullable(Type.Integer()) })),
  Moves: Type.Array(textOf(MFT_ACTIONS)),
  UpdatedBy: Type.String(),
  /** Customs' side of it is a simulator (模拟 SIMULATOR badge). */
  Simulated: Type.Boolean(),
});

/** One event of a manifest's history (doc_events), newest first. */
export const ManifestEventSchema = Type.Object({
  Id: Type.Integer(),
  At: Type.String(),
  /** `v1.ManifestCreated` …: manifestEventWords (words.ts) says it in words. */
  Type: Type.String(),
  /** Who did it, in words (src/contract/docActor.ts): the employee, a share link's visitor, the customs system … */
  Actor: Type.Object({ zh: Type.String(), en: Type.String() }),
  Detail: Type.Record(Type.String(), Type.Unknown()),
});

/** A share link of a manifest as its owner sees it. */
export const ManifestShareSchema = Type.Object({
  Id: Type.Integer(),
  Scope: Type.Array(Type.String()),
  WithCode: Type.Boolean(),
  ExpiresAt: Type.String(),
  RevokedAt: nullable(Type.String()),
  CreatedBy: Type.String(),
  CreatedAt: Type.String(),
  Uses: Type.Integer(),
});

/** What a share link's holder sees: the scoped subset, no charges, no other bills. */
export const SharedManifestSchema = Type.Object({
  Scope: Type.Array(Type.String()),
  CompanyName: Type.String(),
  /** Editing is closed (state ≥ 5, or view-only scope). */
  ReadOnly: Type.Boolean(),
  Deadline: DeadlineSchema,
  Manifest: Type.Object({
    MFT_NO: Type.String(),
    MFT_MBL_NO: Type.String(),
    MFT_HBL_NO: Type.String(),
    MFT_VESSEL: Type.String(),
    MFT_VOYAGE: Type.String(),
    MFT_LOADING_CODE: Type.String(),
    MFT_DISCHARGE_CODE: Type.String(),
    MFT_STATUS: Type.Integer(),
    MFT_STAGE: Type.String(),
    Shipper: PartySchema,
    Consignee: PartySchema,
    Notify: PartySchema,
    Containers: Type.Array(ManifestContainerSchema),
    Items: Type.Array(ManifestItemSchema),
  }),
  Problems: Type.Array(ManifestProblemSchema),
});

/** A refused row of an upload: its sheet (the template's name; absent in uploads of the one-sheet format before), row and reasons. */
export const RejectedUploadRowSchema = Type.Object({ Sheet: Type.Optional(Type.String()), Row: Type.Integer(), Reasons: Type.Array(Type.String()) });

/** One Excel upload (UploadList): `Imported` counts the manifests it created or updated (`ManifestIds`). */
export const ManifestUploadRowSchema = Type.Object({
  Id: Type.Integer(),
  FileName: Type.String(),
  Rows: Type.Integer(),
  Imported: Type.Integer(),
  Rejected: Type.Array(RejectedUploadRowSchema),
  ManifestIds: Type.Array(Type.Integer()),
  CreatedBy: Type.String(),
  CreatedAt: Type.String(),
});

/** Per B/L: what is due when and what is missing, per filing that applies (Due). */
export const ManifestDueSchema = Type.Object({
  CGO_ID: Type.String(),
  /** The filings the booking's route needs (CN_EXPORT, US_AMS, US_ISF, EU_ENS), from its UN/LOCODE countries. */
  Filings: Type.Array(Type.String()),
  /** One line per filing per B/L (a manifest, or a filing the route needs and nobody has made yet). */
  Lines: Type.Array(
    Type.Object({
      Filing: Type.String(),
      BlNo: Type.String(),
      ManifestId: nullable(Type.Integer()),
      MFT_STATUS: nullable(Type.Integer()),
      DueAt: nullable(Type.String()),
      HoursLeft: nullable(Type.Number()),
      /** The one line a person reads: "CN_EXPORT due in 20 h; missing: consignee code, VGM of 2 boxes". */
      Zh: Type.String(),
      En: Type.String(),
      Missing: Type.Array(Type.String()),
      /** The rule codes behind `Missing` (mft.*, ams.*, isf.*, ens.*), once each. */
      MissingCodes: Type.Array(Type.String()),
      /** Hours before loading the filing is due (the configuration's, else the regime's 24). */
      Hours: Type.Integer(),
      /** The loading instant the deadline counts back from (the manifest's, else the booking's cut-off). */
      LoadingAt: nullable(Type.String()),
      Late: Type.Boolean(),
      /** NOT_MADE, or the manifest state's name (DRAFT, SUBMITTED, … ACCEPTED); words in StateZh / StateEn. */
      State: Type.String(),
      StateZh: Type.String(),
      StateEn: Type.String(),
      /** Why the route needs this filing ("first EU port of call NLRTM is in the EU"); '' when it does not follow from the route. */
      WhyZh: Type.String(),
      WhyEn: Type.String(),
    }),
  ),
  /** Per B/L, one line across every regime that applies: the gap of §7.7. */
  Bills: Type.Array(
    Type.Object({
      BlNo: Type.String(),
      Filings: Type.Array(Type.String()),
      /** The earliest deadline among its filings not yet accepted (null: none known or all accepted). */
      NextDueAt: nullable(Type.String()),
      /** Any of its open filings is past its deadline. */
      Late: Type.Boolean(),
      Zh: Type.String(),
      En: Type.String(),
    }),
  ),
});
