import { Type, type Static } from '@sinclair/typebox';
import { defineCall, Nothing } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { CAMPAIGN_STATUSES } from '../../domain/edm/campaignState';
import { BLOCK_KINDS } from '../../domain/edm/content';
import { EDM_ACCESS as A, EDM_PATHS as P } from './module';

/**
 * The campaigns' calls (commercial.md §8.3). Refusals are 400 with a Code — NO_UNSUBSCRIBE,
 * SENDER_NOT_VERIFIED, NO_RECIPIENT, SEND_AT_PAST, RATE_EXPIRES, NO_RATES, WRONG_STATUS, STALE,
 * TOO_MANY — never 409; another company's record is 404.
 */
const instant = Type.String();
const email = text(120, 3);

export const SUPPRESSION_REASONS = ['UNSUBSCRIBED', 'HARD_BOUNCE', 'COMPLAINT', 'MANUAL'] as const;
export const SENDER_STATUSES = ['UNVERIFIED', 'VERIFIED', 'FAILED'] as const;
export const SEND_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'BOUNCED'] as const;

export const BlockSchema = strict({ Kind: textOf(BLOCK_KINDS), Text: Type.Optional(text(4000)), Html: Type.Optional(text(20000)) });
export const LaneSchema = strict({ PolCode: text(5, 5), PodCode: text(5, 5) });
/** The rates a campaign offers: lanes searched when each message is written, narrowed to rate numbers if any. */
export const RateSelectionSchema = strict({
  Lanes: Type.Array(LaneSchema, { maxItems: 10 }),
  RateNos: Type.Array(text(40, 1), { maxItems: 30 }),
  ContainerClass: text(6, 1),
});
export type RateSelection = Static<typeof RateSelectionSchema>;

export const campaignSaveInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  Name: text(100, 1),
  Subject: text(150, 1),
  Preheader: Type.Optional(text(200)),
  SenderId: nullable(id),
  AudienceIds: Type.Array(id, { maxItems: 20 }),
  Blocks: Type.Array(BlockSchema, { minItems: 1, maxItems: 20 }),
  Rates: RateSelectionSchema,
});
export type CampaignSaveInput = Static<typeof campaignSaveInput>;

export const StatsSchema = Type.Object({
  ToSend: Type.Integer(),
  Sent: Type.Integer(),
  Delivered: Type.Integer(),
  Bounced: Type.Integer(),
  Opened: Type.Integer(),
  Clicked: Type.Integer(),
  Unsubscribed: Type.Integer(),
});
export type CampaignStats = Static<typeof StatsSchema>;

export const CampaignRowSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Subject: Type.String(),
  Status: textOf(CAMPAIGN_STATUSES),
  StatusReason: Type.String(),
  SendAt: nullable(instant),
  SenderName: Type.String(),
  CreatedAt: instant,
  Stats: StatsSchema,
});
export type CampaignRow = Static<typeof CampaignRowSchema>;

export const CampaignSchema = Type.Object({
  ...CampaignRowSchema.properties,
  Version: Type.Integer(),
  /** The subject as a person writes it; `Subject` is as sent, with the advertising mark (R8.2). */
  BareSubject: Type.String(),
  Preheader: Type.String(),
  SenderId: nullable(Type.Integer()),
  AudienceIds: Type.Array(Type.Integer()),
  Blocks: Type.Array(Type.Object({ Kind: textOf(BLOCK_KINDS), Text: Type.Optional(Type.String()), Html: Type.Optional(Type.String()) })),
  Rates: Type.Object({
    Lanes: Type.Array(Type.Object({ PolCode: Type.String(), PodCode: Type.String() })),
    RateNos: Type.Array(Type.String()),
    ContainerClass: Type.String(),
  }),
});
export type CampaignWire = Static<typeof CampaignSchema>;

/** One rate as one recipient sees it: sell only (never cost or margin), with its validity. */
export const PriceLineSchema = Type.Object({
  RateNo: Type.String(),
  CarrierName: Type.String(),
  PolCode: Type.String(),
  PolName: Type.String(),
  PodCode: Type.String(),
  PodName: Type.String(),
  ContainerClass: Type.String(),
  Currency: Type.String(),
  Sell: Type.String(),
  ValidTo: Type.String(),
  TransitDays: nullable(Type.Integer()),
});
export type PriceLine = Static<typeof PriceLineSchema>;

export const PreviewSchema = Type.Object({
  Subject: Type.String(),
  Html: Type.String(),
  Text: Type.String(),
  LevelName: Type.String(),
  Prices: Type.Array(PriceLineSchema),
});

export const ScheduledSchema = Type.Object({
  Status: textOf(CAMPAIGN_STATUSES),
  Recipients: Type.Integer(),
  Suppressed: Type.Integer(),
  NoConsent: Type.Integer(),
});

const SendRowSchema = Type.Object({
  Id: Type.Integer(),
  Email: Type.String(),
  ContactName: Type.String(),
  Status: textOf(SEND_STATUSES),
  SentAt: nullable(instant),
  DeliveredAt: nullable(instant),
  OpenedAt: nullable(instant),
  ClickedAt: nullable(instant),
  UnsubscribedAt: nullable(instant),
  Prices: Type.Array(PriceLineSchema),
});

export const StatsAnswerSchema = Type.Object({
  Stats: StatsSchema,
  Status: textOf(CAMPAIGN_STATUSES),
  TopLinks: Type.Array(Type.Object({ Url: Type.String(), Clicks: Type.Integer() })),
  Rows: Type.Array(SendRowSchema),
});
export type StatsAnswer = Static<typeof StatsAnswerSchema>;

export const AudienceFilterSchema = strict({
  Levels: Type.Optional(Type.Array(text(40, 1), { maxItems: 20 })),
  Tags: Type.Optional(Type.Array(text(40, 1), { maxItems: 20 })),
  Lanes: Type.Optional(Type.Array(text(40, 1), { maxItems: 20 })),
  Sources: Type.Optional(Type.Array(text(40, 1), { maxItems: 20 })),
  OwnerIds: Type.Optional(Type.Array(id, { maxItems: 20 })),
  DealStatus: Type.Optional(textOf(['NONE', 'DEALT'] as const)),
});
export type AudienceFilter = Static<typeof AudienceFilterSchema>;

export const audienceSaveInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  Name: text(100, 1),
  Kind: textOf(['LIST', 'SEGMENT'] as const),
  ContactIds: Type.Array(id, { maxItems: 5000 }),
  Filter: AudienceFilterSchema,
});
export type AudienceSaveInput = Static<typeof audienceSaveInput>;

const AudienceSchema = Type.Object({
  Id: Type.Integer(),
  Version: Type.Integer(),
  Name: Type.String(),
  Kind: textOf(['LIST', 'SEGMENT'] as const),
  ContactIds: Type.Array(Type.Integer()),
  Filter: Type.Object({
    Levels: Type.Optional(Type.Array(Type.String())),
    Tags: Type.Optional(Type.Array(Type.String())),
    Lanes: Type.Optional(Type.Array(Type.String())),
    Sources: Type.Optional(Type.Array(Type.String())),
    OwnerIds: Type.Optional(Type.Array(Type.Integer())),
    DealStatus: Type.Optional(Type.String()),
  }),
});
export type AudienceWire = Static<typeof AudienceSchema>;

export const CountSchema = Type.Object({ Total: Type.Integer(), Consented: Type.Integer(), Suppressed: Type.Integer() });

const ContactChoiceSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  CustomerName: Type.String(),
  Consent: Type.Boolean(),
  Unsubscribed: Type.Boolean(),
});
export type ContactChoice = Static<typeof ContactChoiceSchema>;

const SenderSchema = Type.Object({
  Id: Type.Integer(),
  Version: Type.Integer(),
  FromName: Type.String(),
  FromEmail: Type.String(),
  ReplyTo: Type.String(),
  Status: textOf(SENDER_STATUSES),
  Checks: Type.Object({ Spf: Type.Boolean(), Dkim: Type.Boolean(), Dmarc: Type.Boolean() }),
  CheckedAt: nullable(instant),
  Simulated: Type.Boolean(),
});
export type SenderWire = Static<typeof SenderSchema>;

const SuppressionSchema = Type.Object({ Email: Type.String(), Reason: textOf(SUPPRESSION_REASONS), Remarks: Type.String(), At: instant });
export type SuppressionWire = Static<typeof SuppressionSchema>;

const byId = strict({ Id: id });
const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });
const moved = Type.Object({ Status: textOf(CAMPAIGN_STATUSES) });

export const edmCalls = {
  campaignList: defineCall({ method: 'GET', path: P.edmCampaignList, input: strict({}), answer: Type.Array(CampaignRowSchema), access: A.edmRead }),
  campaignGet: defineCall({ method: 'GET', path: P.edmCampaignGet, input: byId, answer: CampaignSchema, access: A.edmRead }),
  campaignSave: defineCall({ method: 'POST', path: P.edmCampaignSave, input: campaignSaveInput, answer: saved, access: A.edmEdit }),
  preview: defineCall({ method: 'POST', path: P.edmCampaignPreview, input: strict({ Id: id, ContactId: id }), answer: PreviewSchema, access: A.edmRead }),
  testSend: defineCall({
    method: 'POST',
    path: P.edmCampaignTestSend,
    input: strict({ Id: id, Emails: Type.Array(email, { minItems: 1, maxItems: 5 }) }),
    answer: Type.Object({ Sent: Type.Integer() }),
    access: A.edmSend,
  }),
  schedule: defineCall({
    method: 'POST',
    path: P.edmCampaignSchedule,
    input: strict({ Id: id, SendAt: text(40, 10) }),
    answer: ScheduledSchema,
    access: A.edmSend,
  }),
  pause: defineCall({ method: 'POST', path: P.edmCampaignPause, input: byId, answer: moved, access: A.edmSend }),
  resume: defineCall({ method: 'POST', path: P.edmCampaignResume, input: byId, answer: moved, access: A.edmSend }),
  cancel: defineCall({ method: 'POST', path: P.edmCampaignCancel, input: byId, answer: moved, access: A.edmSend }),
  stats: defineCall({ method: 'GET', path: P.edmCampaignStats, input: byId, answer: StatsAnswerSchema, access: A.edmRead }),
  audienceList: defineCall({ method: 'GET', path: P.edmAudienceList, input: strict({}), answer: Type.Array(AudienceSchema), access: A.edmRead }),
  audienceSave: defineCall({ method: 'POST', path: P.edmAudienceSave, input: audienceSaveInput, answer: saved, access: A.edmEdit }),
  audienceCount: defineCall({
    method: 'POST',
    path: P.edmAudienceCount,
    input: strict({ AudienceIds: Type.Array(id, { maxItems: 20 }) }),
    answer: CountSchema,
    access: A.edmRead,
  }),
  audienceContacts: defineCall({
    method: 'GET',
    path: P.edmAudienceContacts,
    input: strict({ Search: Type.Optional(text(60)) }),
    answer: Type.Array(ContactChoiceSchema),
    access: A.edmRead,
  }),
  senderList: defineCall({ method: 'GET', path: P.edmSenderList, input: strict({}), answer: Type.Array(SenderSchema), access: A.edmRead }),
  senderSave: defineCall({
    method: 'POST',
    path: P.edmSenderSave,
    input: strict({ Id: Type.Optional(id), Version: Type.Optional(Type.Integer({ minimum: 1 })), FromName: text(60, 1), FromEmail: email, ReplyTo: email }),
    answer: saved,
    access: A.edmSenders,
  }),
  senderVerify: defineCall({ method: 'POST', path: P.edmSenderVerify, input: byId, answer: SenderSchema, access: A.edmSenders }),
  suppressionList: defineCall({
    method: 'GET',
    path: P.edmSuppressionList,
    input: strict({ Search: Type.Optional(text(60)) }),
    answer: Type.Array(SuppressionSchema),
    access: A.edmRead,
  }),
  suppressionAdd: defineCall({
    method: 'POST',
    path: P.edmSuppressionAdd,
    input: strict({ Email: email, Remarks: text(200, 1) }),
    answer: Nothing,
    access: A.edmSuppress,
  }),
  suppressionRemove: defineCall({
    method: 'POST',
    path: P.edmSuppressionRemove,
    input: strict({ Email: email, Reason: text(200, 1) }),
    answer: Nothing,
    access: A.edmSuppress,
  }),
};
