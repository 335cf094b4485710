import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { storedFileFields } from '../files';
import { id, nullable, strict, text, textOf } from '../schema';
import { BOARD_CELL_STATES, BOARD_STEPS, SERVICES } from '../../domain/entryOrder/codes';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PATHS as P } from './module';
import { byId, entStatus, nullableText } from './callParts';
import { LinkedBookingSchema, PartySchema } from './orderCalls';

/** What an order's pages read beside it: its board (services × steps), the pickers of the entry form, and its files. */

// ── pickers ─────────────────────────────────────────────────────────────────────────────────

export const CompanyPickSchema = Type.Object({ CompanyId: Type.Integer(), Code: Type.String(), Name: Type.String() });
export const EmployeePickSchema = Type.Object({ EmployeeId: Type.Integer(), Name: Type.String() });
/** A party template (SFT, the booking module's) of the order's customer. */
export const PartyTemplatePickSchema = Type.Object({ Id: Type.Integer(), Name: Type.String(), Role: Type.String(), Party: PartySchema });
/** A booking the order may link: the customer's, not linked to another order (LinkedEntNo names it when it is). */
export const BookingPickSchema = Type.Object({ ...LinkedBookingSchema.properties, LinkedEntNo: nullableText() });

// ── files ───────────────────────────────────────────────────────────────────────────────────

/** Upload: the raw body (application/octet-stream); Key: the form field or supplement item it answers; SUP_ID when it answers a supplement. */
export const EntryFileUploadQuery = strict({ ENT_ID: id, SUP_ID: Type.Optional(id), Key: text(60, 1), FileName: text(200, 1) });
export const EntryFileSchema = Type.Object({ ...storedFileFields, ENT_ID: Type.Integer(), SUP_ID: nullable(Type.Integer()), Key: Type.String() });
export type EntryFile = Static<typeof EntryFileSchema>;

// ── the board ───────────────────────────────────────────────────────────────────────────────

/** One order's board (orderTracking): a row per service the order has, a cell per step of that service (codes.ts SERVICE_STEPS). */
export const BoardSchema = Type.Object({
  ENT_ID: Type.Integer(),
  ENT_NO: Type.String(),
  ENT_STATUS: entStatus,
  CGO_ID: nullableText(),
  BookingNo: Type.String(),
  /** The columns, in order (codes.ts BOARD_STEPS). */
  Steps: Type.Array(textOf(BOARD_STEPS)),
  Services: Type.Array(
    Type.Object({
      Service: textOf(SERVICES),
      Cells: Type.Array(
        Type.Object({
          Step: textOf(BOARD_STEPS),
          State: textOf(BOARD_CELL_STATES),
          /** The actual time (DONE). */
          At: nullableText(),
          /** The planned time (EXPECTED, or a DONE step's plan). */
          Planned: nullableText(),
        }),
      ),
    }),
  ),
});
export type Board = Static<typeof BoardSchema>;

export const orderAidCalls = {
  entryOrderBoard: defineCall({ method: 'GET', path: P.entryOrderBoard, input: strict({ ENT_ID: id }), answer: BoardSchema, access: A.entryBoardRead }),
  // pickers
  entryOrderCustomers: defineCall({
    method: 'GET',
    path: P.entryOrderCustomers,
    input: strict({ Q: Type.Optional(text(60)) }),
    answer: Type.Array(CompanyPickSchema),
    access: A.entryStaffPickers,
  }),
  entryOrderOperators: defineCall({
    method: 'GET',
    path: P.entryOrderOperators,
    input: strict({}),
    answer: Type.Array(EmployeePickSchema),
    access: A.entryStaffPickers,
  }),
  entryOrderPartyTemplates: defineCall({
    method: 'GET',
    path: P.entryOrderPartyTemplates,
    input: strict({ CompanyId: Type.Optional(id) }),
    answer: Type.Array(PartyTemplatePickSchema),
    access: A.entryOrderPickers,
  }),
  entryOrderBookings: defineCall({
    method: 'GET',
    path: P.entryOrderBookings,
    input: strict({ CompanyId: Type.Optional(id), Q: Type.Optional(text(60)) }),
    answer: Type.Array(BookingPickSchema),
    access: A.entryOrderPickers,
  }),
  // files
  entryFileUpload: defineCall({ method: 'POST', path: P.entryFileUpload, input: EntryFileUploadQuery, answer: EntryFileSchema, access: A.entryFileUpload }),
  entryFileList: defineCall({
    method: 'GET',
    path: P.entryFileList,
    input: strict({ ENT_ID: id }),
    answer: Type.Array(EntryFileSchema),
    access: A.entryFileRead,
  }),
  entryFileDownload: defineCall({ method: 'GET', path: P.entryFileDownload, input: byId, answer: Type.Null(), access: A.entryFileRead }),
} as const;
