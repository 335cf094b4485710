import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, intOf, listCallOf, nullable, strict, text, textOf } from '../schema';
import { RISK_LEVELS, RISK_RULES } from '../../domain/orderApply/risk';
import { OAP_KINDS } from '../../domain/orderApply/status';
import { ORDER_APPLY_ACCESS as A, ORDER_APPLY_PATHS as P } from './module';

/**
 * B/L applications on the wire (operations.md §11.4): field names are the tables' in upper case
 * (OAP_KIND …). Amounts are CNY in yuan with two decimals as numbers on the wire (`…Cny`), minor
 * units in the database. Rule results carry their reason in both languages.
 */

const version = Type.Integer({ minimum: 1 });
const byId = strict({ Id: id });
const day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
/** Mainland mobile: 11 digits from 1[3-9]. */
const mobile = Type.String({ pattern: '^1[3-9][0-9]{9}$' });
const kind = intOf(OAP_KINDS);
const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });
const bilingual = Type.Object({ zh: Type.String(), en: Type.String() });

export const RuleResultSchema = Type.Object({
  Rule: textOf(RISK_RULES),
  Result: textOf(RISK_LEVELS),
  Message: bilingual,
  Params: Type.Record(Type.String(), Type.Unknown()),
});
export type RuleResultRow = Static<typeof RuleResultSchema>;

const applicationFields = {
  HBL_ID: id,
  Kind: kind,
  ReceiverId: Type.Optional(nullable(id)),
  PickupName: Type.Optional(text(35)),
  PickupIdLast4: Type.Optional(Type.String({ pattern: '^([0-9Xx]{4})?$' })),
  ReleaseTo: Type.Optional(text(70)),
  UseGuarantee: Type.Boolean(),
};
export const ApplySchema = strict(applicationFields);
export type ApplyInput = Static<typeof ApplySchema>;

/** The risk query: a B/L (with the application's choices, as the form has them) or a customer alone. */
export const RiskCheckSchema = strict({
  HBL_ID: Type.Optional(id),
  CompanyId: Type.Optional(id),
  Kind: Type.Optional(kind),
  ReceiverId: Type.Optional(nullable(id)),
  UseGuarantee: Type.Optional(Type.Boolean()),
});
export type RiskCheckInput = Static<typeof RiskCheckSchema>;

export const RiskCheckAnswerSchema = Type.Object({
  Level: textOf(RISK_LEVELS),
  Results: Type.Array(RuleResultSchema),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  HBL_NO: Type.String(),
  UnpaidCny: Type.Number(),
  GuaranteeAvailableCny: nullable(Type.Number()),
});
export type RiskCheckAnswer = Static<typeof RiskCheckAnswerSchema>;

export const AppliedSchema = Type.Object({
  Id: Type.Integer(),
  OAP_NO: Type.String(),
  OAP_STATUS: Type.Integer(),
  OAP_RISK_LEVEL: textOf(RISK_LEVELS),
  Version: Type.Integer(),
  Results: Type.Array(RuleResultSchema),
});
export type Applied = Static<typeof AppliedSchema>;

export const ApplicationSchema = Type.Object({
  Id: Type.Integer(),
  OAP_NO: Type.String(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  OAP_HBL_ID: Type.Integer(),
  OAP_HBL_NO: Type.String(),
  OAP_CGO_ID: Type.String(),
  OAP_KIND: Type.Integer(),
  OAP_RECEIVER_ID: nullable(Type.Integer()),
  ReceiverName: Type.String(),
  OAP_PICKUP_NAME: Type.String(),
  OAP_PICKUP_ID_LAST4: Type.String(),
  OAP_RELEASE_TO: Type.String(),
  OAP_USE_GUARANTEE: Type.Boolean(),
  OAP_UNPAID: Type.Number(),
  OAP_RISK_LEVEL: textOf(RISK_LEVELS),
  OAP_STATUS: Type.Integer(),
  OAP_COURIER: Type.String(),
  OAP_COURIER_NO: Type.String(),
  DecidedBy: Type.String(),
  OAP_DECIDED_AT: nullable(Type.String()),
  OAP_RELEASED_AT: nullable(Type.String()),
  OAP_REMARKS: Type.String(),
  CreatedBy: Type.String(),
  CreatedAt: Type.String(),
  Version: Type.Integer(),
});
export type Application = Static<typeof ApplicationSchema>;

/** Get: the application with its latest run's results (and their overrides). */
export const ApplicationDetailSchema = Type.Object({
  Application: ApplicationSchema,
  Results: Type.Array(Type.Object({ ...RuleResultSchema.properties, OverrideBy: Type.String(), OverrideReason: Type.String() })),
});
export type ApplicationDetail = Static<typeof ApplicationDetailSchema>;

export const DecideSchema = strict({
  Id: id,
  Version: version,
  Approve: Type.Boolean(),
  Overrides: Type.Array(strict({ Rule: text(40, 1), Reason: text(200) }), { maxItems: 10 }),
  Remarks: Type.Optional(text(200)),
});
export type DecideInput = Static<typeof DecideSchema>;

export const ReleaseSchema = strict({ Id: id, Version: version, Courier: Type.Optional(text(30)), CourierNo: Type.Optional(text(30)) });
export type ReleaseInput = Static<typeof ReleaseSchema>;
export const CancelSchema = strict({ Id: id, Version: version, Reason: text(200, 2) });
export const RecheckSchema = strict({ Id: id, Version: version });

/** A row of the application logs: one event of one application. */
export const ApplyLogSchema = Type.Object({
  Id: Type.Integer(),
  OAP_ID: Type.Integer(),
  OAP_NO: Type.String(),
  CompanyName: Type.String(),
  At: Type.String(),
  ActorName: Type.String(),
  Type: Type.String(),
  Detail: Type.Record(Type.String(), Type.Unknown()),
});
export type ApplyLog = Static<typeof ApplyLogSchema>;

/** A row of the check logs: one rule's result in one run, with its override. */
export const CheckLogSchema = Type.Object({
  Id: Type.Integer(),
  OAP_ID: Type.Integer(),
  OAP_NO: Type.String(),
  CompanyName: Type.String(),
  RSK_RUN: Type.Integer(),
  RSK_RUN_AT: Type.String(),
  RSK_RULE: Type.String(),
  RSK_RESULT: Type.String(),
  MessageZh: Type.String(),
  MessageEn: Type.String(),
  RSK_PARAMS: Type.Record(Type.String(), Type.Unknown()),
  OverrideBy: Type.String(),
  RSK_OVERRIDE_REASON: Type.String(),
});
export type CheckLog = Static<typeof CheckLogSchema>;

// ── guarantees ───────────────────────────────────────────────────────────────────────────────

export const GuaranteeSchema = Type.Object({
  Id: Type.Integer(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  GUA_LIMIT: Type.Number(),
  GUA_VALID_FROM: Type.String(),
  GUA_VALID_TO: Type.String(),
  GUA_STATUS: Type.String(),
  /** Unpaid of the B/Ls released under it (CNY), and what is left. */
  UsedCny: Type.Number(),
  AvailableCny: Type.Number(),
  ApprovedBy: Type.String(),
  GUA_REMARK: Type.String(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type Guarantee = Static<typeof GuaranteeSchema>;

export const GuaranteeSaveSchema = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(version),
  CompanyId: id,
  GUA_LIMIT: Type.Number({ minimum: 0, maximum: 9_999_999_999 }),
  GUA_VALID_FROM: day,
  GUA_VALID_TO: day,
  GUA_REMARK: Type.Optional(text(200)),
});
export type GuaranteeSave = Static<typeof GuaranteeSaveSchema>;
export const GuaranteeSuspendSchema = strict({ Id: id, Version: version, Suspend: Type.Boolean(), Reason: text(200, 2) });

export const HistorySchema = Type.Array(
  Type.Object({ At: Type.String(), ActorName: Type.String(), Type: Type.String(), Detail: Type.Record(Type.String(), Type.Unknown()) }),
);

// ── settings ─────────────────────────────────────────────────────────────────────────────────

export const CheckRuleSchema = Type.Object({
  Rule: textOf(RISK_RULES),
  Enabled: Type.Boolean(),
  Severity: textOf(['REVIEW', 'BLOCK'] as const),
  Days: nullable(Type.Integer({ minimum: 0, maximum: 365 })),
  Names: Type.Array(text(70, 1), { maxItems: 500 }),
  /** A rule that may not be switched off (R1, R2). */
  Required: Type.Boolean(),
});
export type CheckRule = Static<typeof CheckRuleSchema>;
export const CheckSettingsSchema = Type.Object({ Rules: Type.Array(CheckRuleSchema), Version: Type.Integer() });
export const CheckSaveSchema = strict({
  Version: version,
  Rules: Type.Array(
    strict({
      Rule: textOf(RISK_RULES),
      Enabled: Type.Boolean(),
      Severity: textOf(['REVIEW', 'BLOCK'] as const),
      Days: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 365 }))),
      Names: Type.Optional(Type.Array(text(70, 1), { maxItems: 500 })),
    }),
    { minItems: 1, maxItems: 10 },
  ),
});
export type CheckSave = Static<typeof CheckSaveSchema>;

const hhmm = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
const systemFields = {
  AutoApprove: Type.Boolean(),
  /** Per customer: the kinds it may use (a customer not listed may use all four). */
  AllowedKinds: Type.Array(strict({ CompanyId: id, Kinds: Type.Array(kind, { minItems: 1, maxItems: 4 }) }), { maxItems: 500 }),
  TelexFrom: hhmm,
  TelexTo: hhmm,
  DefaultCourier: text(30, 1),
  NotifyEmails: text(500),
};
export const SystemSettingsSchema = Type.Object({
  ...systemFields,
  AllowedKinds: Type.Array(Type.Object({ CompanyId: Type.Integer(), CompanyName: Type.String(), Kinds: Type.Array(Type.Integer()) })),
  Version: Type.Integer(),
});
export type SystemSettings = Static<typeof SystemSettingsSchema>;
export const SystemSaveSchema = strict({ ...systemFields, Version: version });
export type SystemSave = Static<typeof SystemSaveSchema>;

// ── receivers and authenticated addresses ───────────────────────────────────────────────────

const receiverFields = {
  RCV_NAME: text(35, 1),
  RCV_PHONE: mobile,
  RCV_PROVINCE: text(20),
  RCV_CITY: text(20),
  RCV_DISTRICT: text(20),
  RCV_ADDRESS: text(140, 2),
  RCV_POSTCODE: Type.String({ pattern: '^([0-9]{6})?$' }),
  RCV_DEFAULT: Type.Boolean(),
  RCV_AUTH_ADDRESS_ID: Type.Optional(nullable(id)),
};
export const ReceiverSchema = Type.Object({
  Id: Type.Integer(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  ...receiverFields,
  RCV_AUTH_ADDRESS_ID: nullable(Type.Integer()),
  /** The authenticated address's state today: PENDING, VERIFIED, REVOKED, EXPIRED, or NONE. */
  AuthStatus: Type.String(),
  AuthExpiresAt: nullable(Type.String()),
  Version: Type.Integer(),
});
export type Receiver = Static<typeof ReceiverSchema>;
export const ReceiverSaveSchema = strict({ Id: Type.Optional(id), Version: Type.Optional(version), CompanyId: id, ...receiverFields });
export type ReceiverSave = Static<typeof ReceiverSaveSchema>;

const addressFields = {
  AAD_NAME: text(35, 1),
  AAD_PHONE: mobile,
  AAD_PROVINCE: text(20),
  AAD_CITY: text(20),
  AAD_DISTRICT: text(20),
  AAD_ADDRESS: text(140, 2),
  AAD_POSTCODE: Type.String({ pattern: '^([0-9]{6})?$' }),
};
export const AuthAddressSchema = Type.Object({
  Id: Type.Integer(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  ...addressFields,
  AAD_METHOD: Type.String(),
  AAD_NOTE: Type.String(),
  VerifiedBy: Type.String(),
  AAD_VERIFIED_AT: nullable(Type.String()),
  AAD_EXPIRES_AT: nullable(Type.String()),
  /** PENDING, VERIFIED, REVOKED, or EXPIRED (verified, past its expiry). */
  AAD_STATUS: Type.String(),
  Version: Type.Integer(),
});
export type AuthAddress = Static<typeof AuthAddressSchema>;
export const AuthAddressSaveSchema = strict({ Id: Type.Optional(id), Version: Type.Optional(version), CompanyId: id, ...addressFields });
export type AuthAddressSave = Static<typeof AuthAddressSaveSchema>;
export const VerifySchema = strict({
  Id: id,
  Version: version,
  Method: textOf(['LICENSE', 'SMS_CODE', 'STAFF_CALL'] as const),
  /** SMS_CODE: the 6 digits the receiver read back. */
  Code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
  /** LICENSE / STAFF_CALL: what was checked (licence number, who answered the call). */
  Note: Type.Optional(text(200)),
});
export type VerifyInput = Static<typeof VerifySchema>;
export const SimInboxSchema = Type.Array(Type.Object({ Phone: Type.String(), Body: Type.String(), ReceivedAt: Type.String() }));

export const orderApplyCalls = {
  orderApplyApply: defineCall({ method: 'POST', path: P.orderApplyApply, input: ApplySchema, answer: AppliedSchema, access: A.orderApplyApply }),
  orderApplyRiskCheck: defineCall({
    method: 'GET',
    path: P.orderApplyRiskCheck,
    input: RiskCheckSchema,
    answer: RiskCheckAnswerSchema,
    access: A.orderApplyRead,
  }),
  orderApplyRecheck: defineCall({ method: 'POST', path: P.orderApplyRecheck, input: RecheckSchema, answer: AppliedSchema, access: A.orderApplyApply }),
  orderApplyDecide: defineCall({ method: 'POST', path: P.orderApplyDecide, input: DecideSchema, answer: saved, access: A.orderApplyDecide }),
  orderApplyRelease: defineCall({ method: 'POST', path: P.orderApplyRelease, input: ReleaseSchema, answer: saved, access: A.orderApplyRelease }),
  orderApplyCancel: defineCall({ method: 'POST', path: P.orderApplyCancel, input: CancelSchema, answer: saved, access: A.orderApplyApply }),
  orderApplyList: listCallOf(P.orderApplyList, ApplicationSchema, A.orderApplyRead),
  orderApplyGet: defineCall({ method: 'GET', path: P.orderApplyGet, input: byId, answer: ApplicationDetailSchema, access: A.orderApplyRead }),
  orderApplyLogs: listCallOf(P.orderApplyLogs, ApplyLogSchema, A.orderApplyRead),
  orderApplyCheckLogs: listCallOf(P.orderApplyCheckLogs, CheckLogSchema, A.orderApplyRead),
  guaranteeList: listCallOf(P.guaranteeList, GuaranteeSchema, A.guaranteeRead),
  guaranteeSave: defineCall({ method: 'POST', path: P.guaranteeSave, input: GuaranteeSaveSchema, answer: saved, access: A.guaranteeEdit }),
  guaranteeSuspend: defineCall({ method: 'POST', path: P.guaranteeSuspend, input: GuaranteeSuspendSchema, answer: saved, access: A.guaranteeEdit }),
  guaranteeLog: defineCall({ method: 'GET', path: P.guaranteeLog, input: byId, answer: HistorySchema, access: A.guaranteeRead }),
  orderApplySettingGetCheck: defineCall({
    method: 'GET',
    path: P.orderApplySettingGetCheck,
    input: strict({}),
    answer: CheckSettingsSchema,
    access: A.settingRead,
  }),
  orderApplySettingSaveCheck: defineCall({
    method: 'POST',
    path: P.orderApplySettingSaveCheck,
    input: CheckSaveSchema,
    answer: saved,
    access: A.checkSettingEdit,
  }),
  orderApplySettingGetSystem: defineCall({
    method: 'GET',
    path: P.orderApplySettingGetSystem,
    input: strict({}),
    answer: SystemSettingsSchema,
    access: A.settingRead,
  }),
  orderApplySettingSaveSystem: defineCall({
    method: 'POST',
    path: P.orderApplySettingSaveSystem,
    input: SystemSaveSchema,
    answer: saved,
    access: A.systemSettingEdit,
  }),
  blReceiverList: listCallOf(P.blReceiverList, ReceiverSchema, A.receiverRead),
  blReceiverSave: defineCall({ method: 'POST', path: P.blReceiverSave, input: ReceiverSaveSchema, answer: saved, access: A.receiverEdit }),
  blReceiverDelete: defineCall({
    method: 'POST',
    path: P.blReceiverDelete,
    input: strict({ Id: id, Version: version }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.receiverEdit,
  }),
  authAddressList: listCallOf(P.authAddressList, AuthAddressSchema, A.addressRead),
  authAddressSave: defineCall({ method: 'POST', path: P.authAddressSave, input: AuthAddressSaveSchema, answer: saved, access: A.addressEdit }),
  authAddressSendCode: defineCall({
    method: 'POST',
    path: P.authAddressSendCode,
    input: strict({ Id: id }),
    answer: Type.Object({ Phone: Type.String(), ExpiresAt: Type.String(), Simulated: Type.Boolean() }),
    access: A.addressEdit,
  }),
  authAddressVerify: defineCall({ method: 'POST', path: P.authAddressVerify, input: VerifySchema, answer: saved, access: A.addressEdit }),
  authAddressRevoke: defineCall({
    method: 'POST',
    path: P.authAddressRevoke,
    input: strict({ Id: id, Version: version, Reason: text(200, 2) }),
    answer: saved,
    access: A.addressEdit,
  }),
  /** What the simulated SMS gateway delivered to a phone (the demo's and the tests' stand-in for the receiver's phone). */
  authAddressSimInbox: defineCall({
    method: 'GET',
    path: P.authAddressSimInbox,
    input: strict({ Phone: mobile }),
    answer: SimInboxSchema,
    access: A.addressEdit,
  }),
  orderApplyCustomers: defineCall({
    method: 'GET',
    path: P.orderApplyCustomers,
    input: strict({}),
    answer: Type.Array(Type.Object({ Id: Type.Integer(), Code: Type.String(), Name: Type.String() })),
    access: A.orderApplyCustomersRead,
  }),
} as const;
