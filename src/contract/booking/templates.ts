import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text, textOf } from '../schema';
import { BookingWireSchema } from './calls';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from './module';

/**
 * Booking templates (OrderTemp) and shipper/consignee/notify templates (SFTTemp), commercial.md
 * §6.1/§6.3: each company's own, named uniquely per company (per role for parties) whatever the
 * case; every save names the version it read (400 STALE when it moved on). The lists are paged
 * lists with an Excel export (server/modules/booking/templateService.ts).
 */

/** What a template keeps of a booking: the wire's fields minus the per-shipment ones (domain/booking/templates.ts), each optional. */
export const BookingTemplateBodySchema = Type.Partial(
  Type.Omit(BookingWireSchema, ['VesselCallId', 'RequestedVessel', 'RequestedVoyage', 'ExpectedEtd', 'ShipperRef', 'SearchId', 'RateId', 'QuoteId']),
  { additionalProperties: false },
);
export type TemplateBody = Static<typeof BookingTemplateBodySchema>;

const name = text(60, 1);
const version = Type.Optional(Type.Integer({ minimum: 1 }));

export const BookingTemplateSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Body: BookingTemplateBodySchema,
  UpdatedBy: Type.String(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type BookingTemplate = Static<typeof BookingTemplateSchema>;

/** A row of the booking template list: the lane, carrier and equipment at a glance. */
export const BookingTemplateRowSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  CarrierCode: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Equipment: Type.String(),
  Commodity: Type.String(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type BookingTemplateRow = Static<typeof BookingTemplateRowSchema>;

const PARTY_ROLE = textOf(['SHIPPER', 'CONSIGNEE', 'NOTIFY'] as const);
const partyFields = {
  Role: PARTY_ROLE,
  Name: text(200, 1),
  /** Lines of at most 35 characters, with the name at most 5 lines (the SI check's party block). */
  Address: Type.Optional(text(400)),
  Contact: Type.Optional(text(100)),
  Phone: Type.Optional(text(50)),
  Email: Type.Optional(text(200)),
  /** USCC, EORI or the like. */
  TaxId: Type.Optional(text(50)),
  /** ISO 3166 alpha-2, or empty. */
  CountryCode: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$' })),
  /** The block as printed on the B/L when it is not the name and address: at most 5 lines of 35 characters. */
  BlText: Type.Optional(text(400)),
};

export const PartyTemplateSchema = Type.Object({
  Id: Type.Integer(),
  Role: PARTY_ROLE,
  Name: Type.String(),
  Address: Type.String(),
  Contact: Type.String(),
  Phone: Type.String(),
  Email: Type.String(),
  TaxId: Type.String(),
  CountryCode: Type.String(),
  BlText: Type.String(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type PartyTemplate = Static<typeof PartyTemplateSchema>;

const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });
const byId = strict({ Id: id });
/** A delete names the version read too: a template someone changed meanwhile is not deleted unseen. */
const deleteInput = strict({ Id: id, Version: Type.Integer({ minimum: 1 }) });

export const templateCalls = {
  bookingTemplateGet: defineCall({ method: 'GET', path: P.bookingTemplateGet, input: byId, answer: BookingTemplateSchema, access: A.templateRead }),
  bookingTemplateSave: defineCall({
    method: 'POST',
    path: P.bookingTemplateSave,
    // no Id: a new template; with Id, its Version
    input: strict({ Id: Type.Optional(id), Version: version, Name: name, Body: BookingTemplateBodySchema }),
    answer: saved,
    access: A.templateEdit,
  }),
  bookingTemplateDelete: defineCall({
    method: 'POST',
    path: P.bookingTemplateDelete,
    input: deleteInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.templateEdit,
  }),
  partyTemplateGet: defineCall({ method: 'GET', path: P.partyTemplateGet, input: byId, answer: PartyTemplateSchema, access: A.partyTemplateRead }),
  partyTemplateSave: defineCall({
    method: 'POST',
    path: P.partyTemplateSave,
    input: strict({ Id: Type.Optional(id), Version: version, ...partyFields }),
    answer: saved,
    access: A.templateEdit,
  }),
  partyTemplateDelete: defineCall({
    method: 'POST',
    path: P.partyTemplateDelete,
    input: deleteInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.templateEdit,
  }),
} as const;
