import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, listCallOf, nullable, strict, text, textOf } from '../schema';
import { CRM_ACTIONS, CUSTOMER_KINDS, DICT_KINDS, LEAD_STAGES } from '../../domain/crm/status';
import { CRM_ACCESS as A, CRM_PATHS as P } from './module';

/**
 * The CRM's calls (commercial.md §7.3), each once. Refusals are 400 with a Code — DUPLICATE (the
 * record it matches named in words), USCC, DAILY_LIMIT, CAPACITY_FULL, PRE_OWNER_COOLDOWN,
 * NOT_IN_POOL, NOT_MINE, STALE, RETENTION_PASSED — never 409; another company's record is 404.
 */

const ids = Type.Array(id, { minItems: 1, maxItems: 200 });
const instant = Type.String();

export const customerSaveInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  Name: text(200, 2),
  ShortName: Type.Optional(text(60)),
  NameEn: Type.Optional(text(200)),
  Uscc: Type.Optional(text(18)),
  Kind: textOf(CUSTOMER_KINDS),
  Source: text(40, 1),
  Industry: Type.Optional(text(40)),
  Level: Type.Optional(text(40)),
  Region: Type.Optional(text(100)),
  Address: Type.Optional(text(300)),
  EstTeuPerMonth: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  /** A new customer: into my private sea (true) or the pool. */
  Mine: Type.Optional(Type.Boolean()),
  /** A new customer's first contact. */
  Contact: Type.Optional(strict({ Name: text(60, 1), Mobile: Type.Optional(text(30)), Email: Type.Optional(text(120)) })),
});
export type CustomerSaveInput = Static<typeof customerSaveInput>;

export const CustomerRowSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Kind: textOf(CUSTOMER_KINDS),
  Source: Type.String(),
  Level: nullable(Type.String()),
  Region: Type.String(),
  InPool: Type.Boolean(),
  OwnerId: nullable(Type.Integer()),
  OwnerName: Type.String(),
  ClaimedAt: nullable(instant),
  LastFollowAt: nullable(instant),
  DealStatus: textOf(['NONE', 'DEALT'] as const),
  /** When the recycling rule returns it to the pool (a private customer), and why. */
  RecycleAt: nullable(instant),
  Warned: Type.Boolean(),
  Contact: Type.String(),
  Mobile: Type.String(),
  Email: Type.String(),
});
export type CustomerRow = Static<typeof CustomerRowSchema>;

const ContactSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Title: Type.String(),
  Mobile: Type.String(),
  Email: Type.String(),
  WeChat: Type.String(),
  IsPrimary: Type.Boolean(),
  /** E-mail consent (the EDM's): given or not, when and how (CONSENT_SOURCES); null until first recorded. */
  Consent: Type.Boolean(),
  ConsentAt: nullable(instant),
  ConsentSource: nullable(Type.String()),
});
export type ContactWire = Static<typeof ContactSchema>;

export const CustomerSchema = Type.Object({
  ...CustomerRowSchema.properties,
  Version: Type.Integer(),
  ShortName: Type.String(),
  NameEn: Type.String(),
  Uscc: nullable(Type.String()),
  Industry: nullable(Type.String()),
  Address: Type.String(),
  EstTeuPerMonth: nullable(Type.Integer()),
  PoolReason: nullable(Type.String()),
  LinkedCompanyId: nullable(Type.Integer()),
  Contacts: Type.Array(ContactSchema),
  Owners: Type.Array(Type.Object({ Name: Type.String(), From: instant, To: nullable(instant), Reason: nullable(Type.String()) })),
  History: Type.Array(Type.Object({ At: instant, Action: textOf(CRM_ACTIONS), By: Type.String(), To: Type.String(), Reason: nullable(Type.String()) })),
  Quotes: Type.Array(Type.Object({ Id: Type.Integer(), QuoteNo: Type.String(), Status: Type.String(), Lane: Type.String(), ValidUntil: Type.String() })),
});
export type CustomerWire = Static<typeof CustomerSchema>;

export const DuplicateSchema = Type.Array(
  Type.Object({ Id: Type.Integer(), Name: Type.String(), OwnerName: Type.String(), InPool: Type.Boolean(), MatchedOn: Type.String() }),
);

export const LeadRowSchema = Type.Object({
  Id: Type.Integer(),
  CompanyName: Type.String(),
  ContactName: Type.String(),
  Phone: Type.String(),
  Email: Type.String(),
  Source: Type.String(),
  Stage: textOf(LEAD_STAGES),
  OwnerName: Type.String(),
  DiscardReason: nullable(Type.String()),
  CustomerId: nullable(Type.Integer()),
  Version: Type.Integer(),
  CreatedAt: instant,
});
export type LeadRow = Static<typeof LeadRowSchema>;

export const leadSaveInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  CompanyName: text(200, 2),
  ContactName: Type.Optional(text(60)),
  Phone: Type.Optional(text(30)),
  Email: Type.Optional(text(120)),
  Source: text(40, 1),
  Stage: Type.Optional(textOf(['NEW', 'FOLLOWING', 'QUALIFIED'] as const)),
  Remarks: Type.Optional(text(500)),
});
export type LeadSaveInput = Static<typeof leadSaveInput>;

export const DictSchema = Type.Object({
  Id: Type.Integer(),
  Kind: textOf(DICT_KINDS),
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  Sort: Type.Integer(),
  Enabled: Type.Boolean(),
});
export type DictWire = Static<typeof DictSchema>;

export const PoolSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  LimitPerDay: Type.Boolean(),
  PickNumber: Type.Integer({ minimum: 0, maximum: 1000 }),
  LimitPreOwner: Type.Boolean(),
  PreOwnerCooldownDays: Type.Integer({ minimum: 0, maximum: 365 }),
  RecycleEnabled: Type.Boolean(),
  NoFollowDays: Type.Integer({ minimum: 0, maximum: 3650 }),
  NoDealDays: Type.Integer({ minimum: 0, maximum: 3650 }),
  NoticeDays: Type.Integer({ minimum: 0, maximum: 365 }),
});
export type PoolWire = Static<typeof PoolSchema>;

export const CapacitySchema = Type.Object({
  EmployeeId: nullable(Type.Integer()),
  EmployeeName: Type.String(),
  Capacity: Type.Integer(),
  Held: Type.Integer(),
});
export const LimitsSchema = Type.Object({
  PickedToday: Type.Integer(),
  PickLimit: nullable(Type.Integer()),
  Held: Type.Integer(),
  Capacity: nullable(Type.Integer()),
});
export const BinRowSchema = Type.Object({
  Entity: textOf(['CUSTOMER', 'LEAD', 'CONTACT', 'OPPORTUNITY'] as const),
  Id: Type.Integer(),
  Name: Type.String(),
  DeletedAt: instant,
  DeletedBy: Type.String(),
  PurgeAfter: instant,
  /** A customer merged into another (CrmCustomer/Merge): the kept one's name. */
  MergedInto: nullable(Type.String()),
  /** The kept customer's id (merges before migration 117 name it only): the bin opens it instead of restoring. */
  MergedIntoId: nullable(Type.Integer()),
});
export type BinRow = Static<typeof BinRowSchema>;

const moved = Type.Object({ Moved: Type.Integer() });
const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });
const binInput = strict({ Entity: textOf(['CUSTOMER', 'LEAD', 'CONTACT', 'OPPORTUNITY'] as const), Id: id });
const toWhom = strict({ Ids: ids, ToEmployeeId: id, Reason: Type.Optional(text(300)) });

export const crmCalls = {
  customerList: listCallOf(P.crmCustomerList, CustomerRowSchema, A.crmCustomerRead),
  customerGet: defineCall({ method: 'GET', path: P.crmCustomerGet, input: strict({ Id: id }), answer: CustomerSchema, access: A.crmCustomerRead }),
  customerCheck: defineCall({
    method: 'POST',
    path: P.crmCustomerCheck,
    input: strict({ Name: Type.Optional(text(200)), Uscc: Type.Optional(text(18)), Mobile: Type.Optional(text(30)), Email: Type.Optional(text(120)) }),
    answer: DuplicateSchema,
    access: A.crmCustomerRead,
  }),
  customerSave: defineCall({ method: 'POST', path: P.crmCustomerSave, input: customerSaveInput, answer: saved, access: A.crmCustomerEdit }),
  claim: defineCall({ method: 'POST', path: P.crmCustomerClaim, input: strict({ Ids: ids }), answer: moved, access: A.crmClaim }),
  release: defineCall({
    method: 'POST',
    path: P.crmCustomerRelease,
    input: strict({ Ids: ids, Reason: text(40, 1), Remarks: Type.Optional(text(300)) }),
    answer: moved,
    access: A.crmRelease,
  }),
  assign: defineCall({ method: 'POST', path: P.crmCustomerAssign, input: toWhom, answer: moved, access: A.crmAssign }),
  transfer: defineCall({ method: 'POST', path: P.crmCustomerTransfer, input: toWhom, answer: moved, access: A.crmTransfer }),
  customerDelete: defineCall({ method: 'POST', path: P.crmCustomerDelete, input: strict({ Ids: ids }), answer: moved, access: A.crmCustomerDelete }),
  link: defineCall({ method: 'POST', path: P.crmCustomerLink, input: strict({ Id: id, CompanyId: id }), answer: saved, access: A.crmLink }),
  limits: defineCall({ method: 'GET', path: P.crmCustomerLimits, input: strict({}), answer: LimitsSchema, access: A.crmCustomerRead }),
  salespeople: defineCall({
    method: 'GET',
    path: P.crmSalespeople,
    input: strict({}),
    answer: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String(), Held: Type.Integer(), Capacity: nullable(Type.Integer()) })),
    access: A.crmCustomerRead,
  }),
  contactSave: defineCall({
    method: 'POST',
    path: P.crmContactSave,
    input: strict({
      Id: Type.Optional(id),
      CustomerId: id,
      Name: text(60, 1),
      Title: Type.Optional(text(60)),
      Mobile: Type.Optional(text(30)),
      Email: Type.Optional(text(120)),
      WeChat: Type.Optional(text(60)),
      IsPrimary: Type.Optional(Type.Boolean()),
    }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.crmCustomerEdit,
  }),
  contactDelete: defineCall({ method: 'POST', path: P.crmContactDelete, input: strict({ Id: id }), answer: moved, access: A.crmCustomerEdit }),
  leadList: listCallOf(P.crmLeadList, LeadRowSchema, A.crmLeadRead),
  leadSave: defineCall({ method: 'POST', path: P.crmLeadSave, input: leadSaveInput, answer: saved, access: A.crmLeadEdit }),
  leadConvert: defineCall({
    method: 'POST',
    path: P.crmLeadConvert,
    input: strict({ Id: id, CustomerId: Type.Optional(id), Kind: Type.Optional(textOf(CUSTOMER_KINDS)) }),
    answer: Type.Object({ CustomerId: Type.Integer() }),
    access: A.crmLeadConvert,
  }),
  leadDiscard: defineCall({ method: 'POST', path: P.crmLeadDiscard, input: strict({ Id: id, Reason: text(300, 2) }), answer: moved, access: A.crmLeadDiscard }),
  leadDelete: defineCall({ method: 'POST', path: P.crmLeadDelete, input: strict({ Id: id }), answer: moved, access: A.crmLeadDelete }),
  dictList: defineCall({ method: 'GET', path: P.crmDictList, input: strict({}), answer: Type.Array(DictSchema), access: A.crmDictRead }),
  dictSave: defineCall({
    method: 'POST',
    path: P.crmDictSave,
    input: strict({
      Id: Type.Optional(id),
      Kind: textOf(DICT_KINDS),
      Code: Type.String({ pattern: '^[A-Z0-9_]{1,30}$' }),
      NameZh: text(40, 1),
      NameEn: text(60, 1),
      Sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
      Enabled: Type.Optional(Type.Boolean()),
    }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.crmMaintain,
  }),
  poolGet: defineCall({ method: 'GET', path: P.crmPoolGet, input: strict({}), answer: PoolSchema, access: A.crmDictRead }),
  poolSave: defineCall({
    method: 'POST',
    path: P.crmPoolSave,
    input: Type.Object(PoolSchema.properties, { additionalProperties: false }),
    answer: moved,
    access: A.crmMaintain,
  }),
  capacityList: defineCall({ method: 'GET', path: P.crmCapacityList, input: strict({}), answer: Type.Array(CapacitySchema), access: A.crmDictRead }),
  capacitySave: defineCall({
    method: 'POST',
    path: P.crmCapacitySave,
    input: strict({ EmployeeId: nullable(id), Capacity: Type.Integer({ minimum: 0, maximum: 100000 }) }),
    answer: moved,
    access: A.crmMaintain,
  }),
  binList: defineCall({ method: 'GET', path: P.crmBinList, input: strict({}), answer: Type.Array(BinRowSchema), access: A.crmBinRead }),
  binRestore: defineCall({ method: 'POST', path: P.crmBinRestore, input: binInput, answer: moved, access: A.crmRestore }),
  binPurge: defineCall({ method: 'POST', path: P.crmBinPurge, input: binInput, answer: moved, access: A.crmPurge }),
} as const;
