import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, intOf, nullable, strict, text } from '../schema';
import { VGM_ACCESS as A, VGM_PATHS as P } from './module';

/**
 * VGM on the wire (operations.md §6.1, §6.3): field names are the table's, upper case (VGM_KG …).
 * Masses are whole kilograms; times ISO instants. A declaration covers all the booking's containers
 * named at once, signed once (`VGM_SIGNATORY`, `Accept: true`), under an `Idempotency-Key`.
 */

const kg = Type.Integer({ minimum: 0, maximum: 200_000 });
const cgoId = text(40, 1);

/** One container's figures as typed. */
export const VgmContainerInSchema = strict({
  CNNO: text(20, 1),
  VGM_KG: kg,
  VGM_METHOD: intOf([1, 2] as const),
  VGM_CARGO_KG: Type.Optional(nullable(kg)),
  VGM_TARE_KG: Type.Optional(nullable(kg)),
  VGM_WEIGHED_AT: text(40, 1),
  VGM_WEIGHING_PARTY: Type.Optional(text(70)),
  VGM_CERT_NO: Type.Optional(text(35)),
});
export type VgmContainerIn = Static<typeof VgmContainerInSchema>;

/** What a declaration carries besides the containers (the share page's form sends the same). */
const declaration = {
  Containers: Type.Array(VgmContainerInSchema, { minItems: 1, maxItems: 200 }),
  VGM_RESPONSIBLE_PARTY: text(70),
  VGM_SIGNATORY: text(70),
  /** The declaration was read and ticked: anything but `true` is refused (400 vgm.declaration.accept). */
  Accept: Type.Boolean(),
};
export const VgmDeclareSchema = strict({
  CGO_ID: cgoId,
  ...declaration,
  /** Staff after the VCO: why the late VGM is accepted ("late VGM"), logged with it. */
  Reason: Type.Optional(text(200)),
});
export type VgmDeclareInput = Static<typeof VgmDeclareSchema>;

export const VgmDraftSchema = strict({
  CGO_ID: cgoId,
  Containers: declaration.Containers,
  VGM_RESPONSIBLE_PARTY: declaration.VGM_RESPONSIBLE_PARTY,
  VGM_SIGNATORY: declaration.VGM_SIGNATORY,
});

const Made = Type.Object({ CNNO: Type.String(), Id: Type.Integer(), VGM_VERSION: Type.Integer() });
export const VgmDeclaredSchema = Type.Object({
  /** The boxes declared: a new version each. */
  Declared: Type.Array(Made),
  /** The boxes left as they were: their newest version stands (declared, sent or accepted) with the same figures. */
  Unchanged: Type.Array(Made),
  Replayed: Type.Boolean(),
});

/** One version of one container's VGM. */
export const VgmVersionSchema = Type.Object({
  Id: Type.Integer(),
  CNNO: Type.String(),
  VGM_VERSION: Type.Integer(),
  VGM_KG: Type.Integer(),
  VGM_METHOD: Type.Integer(),
  VGM_CARGO_KG: Type.Union([Type.Integer(), Type.Null()]),
  VGM_TARE_KG: Type.Union([Type.Integer(), Type.Null()]),
  VGM_WEIGHED_AT: Type.String(),
  VGM_WEIGHING_PARTY: Type.String(),
  VGM_CERT_NO: Type.String(),
  VGM_RESPONSIBLE_PARTY: Type.String(),
  VGM_SIGNATORY: Type.String(),
  VGM_SIGNED_AT: Type.Union([Type.String(), Type.Null()]),
  VGM_CHANNEL: Type.String(),
  VGM_STATUS: Type.Integer(),
  VGM_EXTERNAL_REF: Type.String(),
  /** The carrier's reason of a rejection, or why a send failed. */
  VGM_ERROR: Type.String(),
  VGM_LATE_REASON: Type.String(),
  VGM_MEASURED_KG: Type.Union([Type.Integer(), Type.Null()]),
  /** Who weighed the box ('terminal (模拟)' for the simulated terminal), when a weight came. */
  VGM_MEASURED_BY: Type.String(),
  VGM_MEASURED_AT: Type.Union([Type.String(), Type.Null()]),
  /** vgm.tolerance (§6.4): |declared − measured| against min(5 % of measured, 1,000 kg); null until a weight came. */
  Deviation: Type.Union([Type.Object({ Kg: Type.Integer(), LimitKg: Type.Integer(), Beyond: Type.Boolean() }), Type.Null()]),
  /** The terminal's side (TERMINAL_VGM): null not sent to it; 2 its delivery failed, 3 sent, 4 acked, 5 nacked. */
  TerminalStatus: Type.Union([Type.Integer(), Type.Null()]),
  TerminalRef: Type.String(),
  /** The terminal's reason of a NACK, or why its delivery failed. */
  TerminalError: Type.String(),
  /** Its message went to a simulated counterpart (shown 模拟 SIMULATOR). */
  Simulated: Type.Boolean(),
  UpdatedAt: Type.String(),
});
export type VgmVersion = Static<typeof VgmVersionSchema>;

/** One booked container: what the rules read (the packing list's figures when there is one) and its latest version. */
export const VgmContainerSchema = Type.Object({
  CNNO: Type.String(),
  TYPE: Type.String(),
  PKL_ID: Type.Union([Type.Integer(), Type.Null()]),
  /** The packing list's lines' gross sum (kg): method 2's contents may not weigh less. */
  PackingGrossKg: Type.Union([Type.Number(), Type.Null()]),
  TareKg: Type.Union([Type.Integer(), Type.Null()]),
  /** The CSC plate's, else the type's default (src/domain/packing/containerLimits.ts). */
  MaxGrossKg: Type.Union([Type.Integer(), Type.Null()]),
  Latest: Type.Union([VgmVersionSchema, Type.Null()]),
});
export type VgmContainer = Static<typeof VgmContainerSchema>;

export const VgmShareSchema = Type.Object({
  Id: Type.Integer(),
  WithCode: Type.Boolean(),
  ExpiresAt: Type.String(),
  RevokedAt: Type.Union([Type.String(), Type.Null()]),
  CreatedBy: Type.String(),
  CreatedAt: Type.String(),
  Uses: Type.Integer(),
});

export const VgmBookingSchema = Type.Object({
  CGO_ID: Type.String(),
  MblNo: Type.String(),
  Carrier: Type.String(),
  Vessel: Type.String(),
  Voyage: Type.String(),
  /** The port of loading's clock, on which the cut-off is shown (IANA zone). */
  PolTimeZone: Type.String(),
  /** The booking's VGM cut-off (booking_cutoffs VCO), when known. */
  Vco: Type.Union([Type.String(), Type.Null()]),
  /** The reader is staff: after the VCO it may still declare, with a reason. */
  Staff: Type.Boolean(),
  Containers: Type.Array(VgmContainerSchema),
  Shares: Type.Array(VgmShareSchema),
});
export type VgmBooking = Static<typeof VgmBookingSchema>;

export const VgmLogSchema = Type.Object({
  Versions: Type.Array(VgmVersionSchema),
  Events: Type.Array(
    Type.Object({
      At: Type.String(),
      Container: Type.String(),
      ActorKind: Type.String(),
      ActorName: Type.String(),
      Type: Type.String(),
      Detail: Type.String(),
    }),
  ),
  Receipts: Type.Array(
    Type.Object({
      At: Type.String(),
      /** CARRIER_VGM or TERMINAL_VGM. */
      Channel: Type.String(),
      VgmId: Type.Integer(),
      CNNO: Type.String(),
      VGM_VERSION: Type.Integer(),
      Seq: Type.Integer(),
      Code: Type.String(),
      Text: Type.String(),
      Simulated: Type.Boolean(),
      Applied: Type.Boolean(),
    }),
  ),
});
export type VgmLog = Static<typeof VgmLogSchema>;

export const vgmCalls = {
  list: defineCall({ method: 'GET', path: P.vgmList, input: strict({ CGO_ID: cgoId }), answer: VgmBookingSchema, access: A.vgmRead }),
  saveDraft: defineCall({
    method: 'POST',
    path: P.vgmSaveDraft,
    input: VgmDraftSchema,
    answer: Type.Object({ Saved: Type.Array(Made) }),
    access: A.vgmDeclare,
  }),
  declare: defineCall({ method: 'POST', path: P.vgmDeclare, input: VgmDeclareSchema, answer: VgmDeclaredSchema, access: A.vgmDeclare }),
  send: defineCall({
    method: 'POST',
    path: P.vgmSend,
    input: strict({ Ids: Type.Array(id, { minItems: 1, maxItems: 200 }) }),
    answer: Type.Object({ Queued: Type.Integer() }),
    access: A.vgmSend,
  }),
  log: defineCall({ method: 'GET', path: P.vgmLog, input: strict({ CGO_ID: cgoId, CNNO: Type.Optional(text(20)) }), answer: VgmLogSchema, access: A.vgmRead }),
  createShare: defineCall({
    method: 'POST',
    path: P.vgmCreateShare,
    input: strict({ CGO_ID: cgoId, Days: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })), AccessCode: Type.Optional(text(6)) }),
    answer: Type.Object({ Id: Type.Integer(), Token: Type.String(), ExpiresAt: Type.String(), Url: Type.String() }),
    access: A.vgmDeclare,
  }),
  revokeShare: defineCall({
    method: 'POST',
    path: P.vgmRevokeShare,
    input: strict({ Id: id }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.vgmDeclare,
  }),
} as const;

const token = Type.String({ maxLength: 64 });
const accessCode = Type.Optional(Type.String({ maxLength: 6 }));

/** The share link's pair: open to whoever holds the token (no access row), limited per address; `t` is the token. */
export const vgmShareReadCall = {
  method: 'GET',
  path: P.vgmShareRead,
  input: strict({ t: token, AccessCode: accessCode }),
  answer: VgmBookingSchema,
} as const;
export const vgmShareDeclareCall = {
  method: 'POST',
  path: P.vgmShareDeclare,
  input: strict({ t: token, AccessCode: accessCode, ...declaration }),
  answer: VgmDeclaredSchema,
} as const;

/** Where a VGM share link opens. */
export const vgmShareUrl = (token: string) => `/external/mainifest/VGMEdit?t=${token}`;
