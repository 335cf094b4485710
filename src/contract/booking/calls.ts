import { Type, type Static } from '@sinclair/typebox';
import { AMEND_STATUSES, BOOKING_STATUSES, CANCEL_STATUSES } from '../../domain/booking/status';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { ChargeSchema, money } from '../rates/public';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from './module';

/**
 * The booking order on the wire (commercial.md §6.1, DCSA Booking 2.0 names in the comments). A
 * draft may lack anything the check asks for: the booking check (src/domain/booking/check.ts) names
 * what is missing in words a person reads; the schema only refuses what no booking could be.
 */

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const code = (max = 10) => Type.String({ maxLength: max });
const optText = (max: number) => Type.Optional(text(max));
const num = (min: number, max: number) => Type.Number({ minimum: min, maximum: max });

export const PartySchema = strict({
  Name: optText(200),
  /** The address as printed on the B/L: lines of at most 35 characters (the SI check's rule). */
  Address: optText(400),
  Contact: optText(100),
  Phone: optText(50),
  Email: optText(200),
  /** USCC, EORI or the like. */
  TaxId: optText(50),
});
export type Party = Static<typeof PartySchema>;

export const EquipmentSchema = strict({
  /** A container class (40HQ) or ISO code (45G1) [DCSA ISOEquipmentCode]. */
  ContainerClass: code(10),
  Units: Type.Integer({ minimum: 0, maximum: 999 }),
  IsShipperOwned: Type.Optional(Type.Boolean()),
  GrossKgPerUnit: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: 100_000 }))),
});
export type Equipment = Static<typeof EquipmentSchema>;

export const RECEIPT_TYPES = ['CY', 'SD', 'CFS'] as const;
export const CARGO_TYPES = ['GP', 'DG', 'RF', 'OOG'] as const;
export const FREIGHT_TERMS = ['PRE', 'COL'] as const;
export const DOC_TYPES = ['BOL', 'SWB'] as const;
export const BL_RELEASES = ['ORIGINAL', 'TELEX', 'SEAWAY'] as const;
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;

export const BookingWireSchema = strict({
  CarrierCode: code(10),
  PolCode: code(5),
  PodCode: code(5),
  PorCode: Type.Optional(code(5)),
  FndCode: Type.Optional(code(5)),
  ViaCode: Type.Optional(code(5)),
  /** A sailing picked from the schedules (its cut-offs are then known: R6.2). */
  VesselCallId: Type.Optional(nullable(id)),
  RequestedVessel: optText(100),
  RequestedVoyage: optText(20),
  /** [DCSA expectedDepartureDate] */
  ExpectedEtd: Type.Optional(Type.Union([date, Type.Literal('')])),
  ReceiptType: Type.Optional(textOf(RECEIPT_TYPES)),
  DeliveryType: Type.Optional(textOf(RECEIPT_TYPES)),
  FreightTerm: Type.Optional(textOf(FREIGHT_TERMS)),
  PayableAtCode: Type.Optional(code(5)),
  TransportDocType: Type.Optional(textOf(DOC_TYPES)),
  BlRelease: Type.Optional(textOf(BL_RELEASES)),
  NumberOfOriginals: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  Incoterms: Type.Optional(code(3)),
  Shipper: Type.Optional(PartySchema),
  Consignee: Type.Optional(PartySchema),
  Notify: Type.Optional(PartySchema),
  /** [DCSA commodityType, at most 550] */
  Commodity: optText(550),
  HsCode: optText(10),
  Packages: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  PackageKind: Type.Optional(code(2)),
  GrossKg: Type.Optional(num(0, 10_000_000)),
  Cbm: Type.Optional(num(0, 100_000)),
  CargoType: Type.Optional(textOf(CARGO_TYPES)),
  Dg: Type.Optional(
    strict({
      UnNumber: optText(4),
      ImoClass: optText(4),
      PackingGroup: Type.Optional(textOf(PACKING_GROUPS)),
      FlashPointC: Type.Optional(num(-100, 400)),
      ProperShippingName: optText(200),
    }),
  ),
  Reefer: Type.Optional(strict({ SetTempC: Type.Optional(num(-60, 60)), VentCbmH: Type.Optional(num(0, 300)), HumidityPct: Type.Optional(num(0, 100)) })),
  Oog: Type.Optional(strict({ LengthCm: Type.Optional(num(0, 5000)), WidthCm: Type.Optional(num(0, 1000)), HeightCm: Type.Optional(num(0, 1000)) })),
  Equipment: Type.Optional(Type.Array(EquipmentSchema, { maxItems: 20 })),
  /** The customer's own reference (PO, invoice number). */
  ShipperRef: optText(50),
  Remarks: optText(1000),
  /** The price this booking is made on (R6.7): the row of a rate search (its log keeps the versions it priced with), or a quote. */
  SearchId: Type.Optional(nullable(id)),
  RateId: Type.Optional(nullable(id)),
  QuoteId: Type.Optional(nullable(id)),
});
export type BookingWire = Static<typeof BookingWireSchema>;

export const BOOKING_SOURCES = ['ONLINE', 'INTERNAL', 'UPLOAD', 'SMART', 'READY_SPACE', 'QUOTE'] as const;

export const CutOffSchema = Type.Object({ Code: Type.String(), DateTime: Type.String() });
export type CutOff = Static<typeof CutOffSchema>;

export const ReleaseFactsSchema = strict({
  CarrierBookingNo: text(35, 1),
  ConfirmedVessel: text(100, 1),
  ConfirmedVoyage: text(20, 1),
  /** The ETD: a date, or a date and time on the POL's clock ("2026-12-06 18:00"). */
  Etd: text(20, 10),
  Eta: Type.Optional(text(20)),
  ConfirmedEquipment: Type.Array(strict({ ContainerClass: code(10), Units: Type.Integer({ minimum: 0, maximum: 999 }) }), { minItems: 1, maxItems: 20 }),
  /** Each a DCSA cut-off code and a time on the POL's clock, "2026-12-02 12:00" (R6.13). */
  CutOffs: Type.Array(strict({ Code: code(3), DateTime: text(20) }), { maxItems: 20 }),
});
export type ReleaseFacts = Static<typeof ReleaseFactsSchema>;

export const ProblemSchema = Type.Object({
  Path: Type.String(),
  Code: Type.String(),
  Message: Type.String(),
  Severity: textOf(['error', 'warning'] as const),
});
export type BookingProblem = Static<typeof ProblemSchema>;

export const BookingEventSchema = Type.Object({ At: Type.String(), Type: Type.String(), By: Type.String(), Remarks: Type.String(), Simulated: Type.Boolean() });

export const BookingOrderSchema = Type.Object({
  Id: Type.Integer(),
  BookingNo: Type.String(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  CreatedBy: Type.String(),
  OnBehalfBy: Type.Union([Type.String(), Type.Null()]),
  HandlerName: Type.Union([Type.String(), Type.Null()]),
  Source: textOf(BOOKING_SOURCES),
  Status: textOf(BOOKING_STATUSES),
  AmendStatus: Type.Union([textOf(AMEND_STATUSES), Type.Null()]),
  CancelStatus: Type.Union([textOf(CANCEL_STATUSES), Type.Null()]),
  /** The latest remarks of the desk (why it was returned, rejected or declined). */
  DeskRemarks: Type.String(),
  /** The customer's open amendment after release: what should change and why. */
  AmendRequest: Type.Union([
    Type.Object({ Changes: Type.Record(Type.String(), Type.Unknown()), Reason: Type.String(), FeeWarning: Type.Boolean() }),
    Type.Null(),
  ]),
  Wire: BookingWireSchema,
  CarrierName: Type.String(),
  PolName: Type.String(),
  PodName: Type.String(),
  /** The POL's IANA zone: cut-offs are shown on its clock (R6.13). */
  PolTimeZone: Type.String(),
  /** The price frozen at submit (sell prices only), or null. */
  /** The frozen price (R6.7): a rate's, or a quote's (its number; the rate then is the quote's option). */
  /** A booking placed through a third party (a provider's shared rate; ready space later): who, and how (BookThirdDetail). */
  Provider: Type.Union([
    Type.Object({ CompanyName: Type.String(), Kind: Type.Union([Type.Literal('SHARED_RATE'), Type.Literal('READY_SPACE')]) }),
    Type.Null(),
  ]),
  Price: Type.Union([
    Type.Object({
      RateNo: Type.String(),
      QuoteNo: Type.Optional(Type.String()),
      /** The quote's option the booking was made on (1 = the first). */
      OptionNo: Type.Optional(Type.Integer()),
      Totals: Type.String(),
      ValidTo: Type.String(),
    }),
    Type.Null(),
  ]),
  Release: Type.Union([
    Type.Object({
      CarrierBookingNo: Type.String(),
      ConfirmedVessel: Type.String(),
      ConfirmedVoyage: Type.String(),
      Etd: Type.String(),
      Eta: Type.String(),
      ConfirmedEquipment: Type.Array(Type.Object({ ContainerClass: Type.String(), Units: Type.Integer() })),
      CutOffs: Type.Array(CutOffSchema),
      Partial: Type.Boolean(),
      Simulated: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  CgoId: Type.Union([Type.String(), Type.Null()]),
  /**
   * The carrier's confirmation held for the desk's check (its carrier's configuration says HOLD):
   * the facts the desk checks, then releases to the customer with. Staff only; null when none is held.
   */
  HeldRelease: Type.Optional(Type.Union([ReleaseFactsSchema, Type.Null()])),
  /** The carrier channel's messages and receipts for this booking (staff only). */
  Channel: Type.Optional(
    Type.Union([Type.Object({ Name: Type.String(), Simulated: Type.Boolean(), State: Type.String(), Attempts: Type.Integer() }), Type.Null()]),
  ),
  SubmittedAt: Type.Union([Type.String(), Type.Null()]),
  CreatedAt: Type.String(),
  Version: Type.Integer(),
  Events: Type.Array(BookingEventSchema),
});
export type BookingOrder = Static<typeof BookingOrderSchema>;

export const BookingRowSchema = Type.Object({
  Id: Type.Integer(),
  BookingNo: Type.String(),
  CompanyName: Type.String(),
  Status: textOf(BOOKING_STATUSES),
  AmendStatus: Type.Union([Type.String(), Type.Null()]),
  CancelStatus: Type.Union([Type.String(), Type.Null()]),
  CarrierCode: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  ExpectedEtd: Type.String(),
  Equipment: Type.String(),
  ShipperRef: Type.String(),
  CarrierBookingNo: Type.String(),
  CgoId: Type.String(),
  /** The earliest cut-off still ahead (DCO before release, as the carrier confirmed it after). */
  NextCutOff: Type.Union([Type.Object({ Code: Type.String(), DateTime: Type.String() }), Type.Null()]),
  SubmittedAt: Type.Union([Type.String(), Type.Null()]),
  /** Waiting longer than the carrier's acceptance SLA (R6.12). */
  OverSla: Type.Boolean(),
  Simulated: Type.Boolean(),
  /** The carrier's confirmation is held for the desk's check (staff see it; a customer's row says false). */
  Held: Type.Boolean(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type BookingRow = Static<typeof BookingRowSchema>;

/**
 * The sell price of the equipment on a booking (R6.7): what the form shows before submitting and what
 * the submission freezes — one function prices both. Never cost, margin or the trace.
 */
export const BookingPriceSchema = Type.Object({
  RateNo: Type.String(),
  QuoteNo: Type.Optional(Type.String()),
  OptionNo: Type.Optional(Type.Integer()),
  /** The ocean freight's currency. */
  Currency: Type.String(),
  /** The ocean freight per class: the sell per container, and × Qty. */
  Classes: Type.Array(Type.Object({ ContainerClass: Type.String(), Qty: Type.Integer(), Sell: Type.String(), Amount: Type.String() })),
  /** What the price includes beside the ocean freight, each surcharge by name. */
  Charges: Type.Array(Type.Omit(ChargeSchema, ['PaymentTerm', 'Side'])),
  Totals: Type.Array(money),
  /** The totals as the booking keeps them: "CNY 2930.00 + USD 4375.00". */
  TotalsText: Type.String(),
});
export type BookingPrice = Static<typeof BookingPriceSchema>;

const saved = Type.Object({ Id: Type.Integer(), BookingNo: Type.String(), Version: Type.Integer() });
const moved = Type.Object({ Status: textOf(BOOKING_STATUSES), Version: Type.Integer() });
/** A move that went through with warnings (R6.2: the carrier has not opened the sailing for bookings yet). */
const movedWarned = Type.Object({ ...moved.properties, Warnings: Type.Array(Type.String()) });
/** The version read: a change to a booking someone changed first answers 400 STALE. */
const read = { Id: id, Version: Type.Integer({ minimum: 1 }) };
const remarks = { Remarks: Type.Optional(text(1000)) };

export const CONFIRMATION_MODES = ['RELEASE', 'HOLD'] as const;
export type ConfirmationMode = (typeof CONFIRMATION_MODES)[number];

export const CarrierConfigSchema = Type.Object({
  CarrierCode: Type.String(),
  CarrierName: Type.String(),
  OnlineBookable: Type.Boolean(),
  Channel: textOf(['EMAIL', 'PORTAL', 'API'] as const),
  RequiredFields: Type.Array(textOf(['HsCode', 'ShipperTaxId'] as const)),
  MinLeadHoursBeforeDco: Type.Integer({ minimum: 0, maximum: 240 }),
  AcceptSlaMinutes: Type.Integer({ minimum: 5, maximum: 10_080 }),
  /** The carrier's confirmation: released to the customer at once, or held for the desk to check vessel, voyage and cut-offs first (issue 32). */
  Confirmation: textOf(CONFIRMATION_MODES),
  /** The channel runs on the local carrier simulator (operations.md §17). */
  Simulated: Type.Boolean(),
  Version: Type.Integer(),
});
export type CarrierConfig = Static<typeof CarrierConfigSchema>;

export const CarrierMessageSchema = Type.Object({
  Id: Type.Integer(),
  Kind: Type.String(),
  Status: Type.String(),
  Attempts: Type.Integer(),
  LastError: Type.String(),
  ExternalRef: Type.String(),
  Simulated: Type.Boolean(),
  CreatedAt: Type.String(),
  Receipts: Type.Array(Type.Object({ Seq: Type.Integer(), Code: Type.String(), Text: Type.String(), ReceivedAt: Type.String(), Applied: Type.Boolean() })),
});
export type CarrierMessage = Static<typeof CarrierMessageSchema>;

export const CockpitSchema = Type.Object({
  From: Type.String(),
  To: Type.String(),
  /** Bookings by status now. */
  ByStatus: Type.Array(Type.Object({ Status: textOf(BOOKING_STATUSES), Count: Type.Integer() })),
  /** Submitted and not accepted within their carrier's acceptance SLA (R6.12), oldest first. */
  OverSla: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      BookingNo: Type.String(),
      CompanyName: Type.String(),
      CarrierCode: Type.String(),
      WaitingMinutes: Type.Integer(),
      SlaMinutes: Type.Integer(),
    }),
  ),
  /** Released bookings with a cut-off within 24 or 48 hours. */
  NearCutOffs: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      BookingNo: Type.String(),
      CompanyName: Type.String(),
      Code: Type.String(),
      DateTime: Type.String(),
      Hours: Type.Number(),
    }),
  ),
  /** Per carrier over the period: bookings decided, released, rejected or declined, and the release rate. */
  ReleaseRates: Type.Array(
    Type.Object({ CarrierCode: Type.String(), Decided: Type.Integer(), Released: Type.Integer(), Rejected: Type.Integer(), Rate: Type.Number() }),
  ),
});
export type Cockpit = Static<typeof CockpitSchema>;

/** What a customer may ask to change after release (R6.10): the sailing, the cargo's facts, the remarks. */
export const AmendChangesSchema = strict({
  ExpectedEtd: Type.Optional(date),
  RequestedVessel: optText(100),
  RequestedVoyage: optText(20),
  Commodity: optText(550),
  HsCode: optText(10),
  Packages: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  GrossKg: Type.Optional(num(0, 10_000_000)),
  Cbm: Type.Optional(num(0, 100_000)),
  Remarks: optText(1000),
});
export type AmendChanges = Static<typeof AmendChangesSchema>;

export const bookingCalls = {
  requestAmend: defineCall({
    method: 'POST',
    path: P.bookingRequestAmend,
    input: strict({ ...read, Changes: AmendChangesSchema, Reason: text(500, 1) }),
    // after the documentation cut-off the carrier charges for a change (改单费): the answer says so
    answer: Type.Object({ AmendStatus: Type.String(), Version: Type.Integer(), FeeWarning: Type.Boolean() }),
    access: A.bookingCancel,
  }),
  withdrawAmend: defineCall({
    method: 'POST',
    path: P.bookingWithdrawAmend,
    input: strict(read),
    answer: Type.Object({ AmendStatus: Type.String(), Version: Type.Integer() }),
    access: A.bookingCancel,
  }),
  decideAmend: defineCall({
    method: 'POST',
    path: P.bookingDecideAmend,
    input: strict({ ...read, Approve: Type.Boolean(), ...remarks, NewReleaseFacts: Type.Optional(ReleaseFactsSchema) }),
    answer: Type.Object({ AmendStatus: Type.String(), Version: Type.Integer() }),
    access: A.release,
  }),
  parse: defineCall({
    method: 'POST',
    path: P.bookingParse,
    input: strict({ Text: text(50_000, 1) }),
    answer: Type.Object({
      Drafts: Type.Array(BookingWireSchema),
      Warnings: Type.Array(Type.Object({ Line: Type.Integer(), Code: Type.String(), Message: Type.String() })),
    }),
    access: A.parse,
  }),
  cockpit: defineCall({
    method: 'GET',
    path: P.cockpit,
    input: strict({ From: Type.Optional(date), To: Type.Optional(date) }),
    answer: CockpitSchema,
    access: A.bookingCockpitRead,
  }),
  saveDraft: defineCall({
    method: 'POST',
    path: P.bookingSaveDraft,
    // Id and Version name a draft already saved; CompanyId the customer staff book for (on behalf)
    input: strict({
      Id: Type.Optional(nullable(id)),
      Version: Type.Optional(Type.Integer({ minimum: 1 })),
      CompanyId: Type.Optional(nullable(id)),
      Wire: BookingWireSchema,
    }),
    answer: saved,
    access: A.bookingEdit,
  }),
  check: defineCall({
    method: 'POST',
    path: P.bookingCheck,
    input: strict({ Wire: BookingWireSchema }),
    answer: Type.Object({ Problems: Type.Array(ProblemSchema) }),
    access: A.bookingRead,
  }),
  /** The price the form shows (a rate or a quote named, equipment on it): priced like the submission's, frozen by nothing. */
  price: defineCall({
    method: 'POST',
    path: P.bookingPrice,
    input: strict({ Wire: BookingWireSchema, CompanyId: Type.Optional(nullable(id)) }),
    answer: Type.Object({
      Price: Type.Union([BookingPriceSchema, Type.Null()]),
      /** Why the booking cannot be priced as it stands (the submission would refuse with this Code). */
      Problem: Type.Union([Type.Object({ Code: Type.String(), Message: Type.String() }), Type.Null()]),
    }),
    access: A.bookingRead,
  }),
  submit: defineCall({
    method: 'POST',
    path: P.bookingSubmit,
    input: strict(read),
    answer: Type.Object({ Status: textOf(BOOKING_STATUSES), Version: Type.Integer(), Warnings: Type.Array(ProblemSchema), Replayed: Type.Boolean() }),
    access: A.bookingSubmit,
  }),
  get: defineCall({ method: 'GET', path: P.bookingGet, input: strict({ Id: id }), answer: BookingOrderSchema, access: A.bookingRead }),
  accept: defineCall({ method: 'POST', path: P.bookingAccept, input: strict(read), answer: moved, access: A.accept }),
  return: defineCall({ method: 'POST', path: P.bookingReturn, input: strict({ ...read, ...remarks }), answer: moved, access: A.return }),
  reject: defineCall({ method: 'POST', path: P.bookingReject, input: strict({ ...read, ...remarks }), answer: moved, access: A.reject }),
  sendToCarrier: defineCall({
    method: 'POST',
    path: P.bookingSendToCarrier,
    input: strict({ ...read, BookCode: Type.Optional(text(10)) }),
    answer: movedWarned,
    access: A.book,
  }),
  markBooked: defineCall({
    method: 'POST',
    path: P.bookingMarkBooked,
    input: strict({ ...read, CarrierRequestRef: Type.Optional(text(50)), BookCode: Type.Optional(text(10)) }),
    answer: movedWarned,
    access: A.book,
  }),
  release: defineCall({
    method: 'POST',
    path: P.bookingRelease,
    input: strict({ ...read, Facts: ReleaseFactsSchema }),
    answer: Type.Object({ Status: textOf(BOOKING_STATUSES), Version: Type.Integer(), CgoId: Type.String(), Partial: Type.Boolean() }),
    access: A.release,
  }),
  requireAmend: defineCall({ method: 'POST', path: P.bookingRequireAmend, input: strict({ ...read, ...remarks }), answer: moved, access: A.return }),
  decline: defineCall({ method: 'POST', path: P.bookingDecline, input: strict({ ...read, ...remarks }), answer: moved, access: A.release }),
  cancel: defineCall({ method: 'POST', path: P.bookingCancel, input: strict(read), answer: moved, access: A.bookingCancel }),
  requestCancel: defineCall({
    method: 'POST',
    path: P.bookingRequestCancel,
    input: strict({ ...read, Reason: text(500, 1) }),
    answer: Type.Object({ CancelStatus: Type.String(), Version: Type.Integer() }),
    access: A.bookingCancel,
  }),
  decideCancel: defineCall({
    method: 'POST',
    path: P.bookingDecideCancel,
    input: strict({ ...read, Confirm: Type.Boolean(), ...remarks }),
    answer: moved,
    access: A.release,
  }),
  carrierConfigList: defineCall({
    method: 'GET',
    path: P.carrierConfigList,
    input: strict({}),
    answer: Type.Array(CarrierConfigSchema),
    access: A.carrierConfigRead,
  }),
  carrierConfigSave: defineCall({
    method: 'POST',
    path: P.carrierConfigSave,
    input: strict({
      CarrierCode: code(10),
      OnlineBookable: Type.Boolean(),
      Channel: textOf(['EMAIL', 'PORTAL', 'API'] as const),
      RequiredFields: Type.Array(textOf(['HsCode', 'ShipperTaxId'] as const), { maxItems: 2 }),
      MinLeadHoursBeforeDco: Type.Integer({ minimum: 0, maximum: 240 }),
      AcceptSlaMinutes: Type.Integer({ minimum: 5, maximum: 10_080 }),
      /** Absent: the carrier's mode stays as it is (RELEASE for a new configuration). */
      Confirmation: Type.Optional(textOf(CONFIRMATION_MODES)),
      Version: Type.Optional(Type.Integer({ minimum: 1 })),
    }),
    answer: Type.Object({ Version: Type.Integer() }),
    access: A.carrierConfigEdit,
  }),
  carrierMessages: defineCall({
    method: 'GET',
    path: P.carrierMessages,
    input: strict({ Id: id }),
    answer: Type.Array(CarrierMessageSchema),
    access: A.deskRead,
  }),
} as const;
