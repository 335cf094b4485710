import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, listCallOf, strict, text } from '../schema';
import { PACKING_REPORT_ACCESS as A, PACKING_REPORT_PATHS as P } from './module';

/**
 * The packing-list reports on the wire (operations.md §3.3): the print sheet (what the PDF and the
 * preview show), the reconciliation of one booking, a packing list's or a booking's events, and one
 * row of the line query.
 */

const Bilingual = Type.Object({ zh: Type.String(), en: Type.String() });
const Labelled = Type.Object({ Label: Bilingual, Value: Type.String() });

/** One packing list laid out for print: the PDF draws it, the preview page draws it the same way. */
export const PrintSheetSchema = Type.Object({
  Id: Type.Integer(),
  PKL_NO: Type.String(),
  Title: Bilingual,
  CompanyName: Type.String(),
  /** Booking, carrier, vessel/voyage, ports. */
  Voyage: Type.Array(Labelled),
  /** The booking's cut-offs on the loading port's clock, the zone named once. */
  CutOffs: Type.Array(Labelled),
  Clock: Bilingual,
  /** Container, type, seal, tare, max gross, depot, terminal, stuffing, truck. */
  Container: Type.Array(Labelled),
  Columns: Type.Array(Bilingual),
  Lines: Type.Array(Type.Array(Type.String())),
  Totals: Type.Array(Type.String()),
  Signatures: Type.Array(Bilingual),
  PrintedAt: Bilingual,
});
export type PrintSheet = Static<typeof PrintSheetSchema>;

const MismatchSchema = Type.Object({ Code: Type.String(), Params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])), Words: Bilingual });
const nullableObject = <T extends ReturnType<typeof Type.Object>>(o: T) => Type.Union([o, Type.Null()]);

export const SplitDetailSchema = Type.Object({
  CGO_ID: Type.String(),
  MBL_NO: Type.String(),
  CompanyName: Type.String(),
  Vessel: Type.String(),
  Voyage: Type.String(),
  /** What was booked: type and count (and the numbers when the booking knows them). */
  Booked: Type.Array(Type.Object({ TYPE: Type.String(), COUNT: Type.Integer(), CNNOS: Type.Array(Type.String()) })),
  Rows: Type.Array(
    Type.Object({
      TYPE: Type.String(),
      SLOT: Type.Integer(),
      CNNO: Type.String(),
      PackingList: nullableObject(
        Type.Object({
          Id: Type.Integer(),
          PKL_NO: Type.String(),
          PKL_STATUS: Type.Integer(),
          PKL_CNNO: Type.String(),
          PKL_SEALNO: Type.String(),
          PKL_NUM: Type.Number(),
          PKL_WEIGHT: Type.Number(),
          PKL_VOLUME: Type.Number(),
          ParentNo: Type.String(),
        }),
      ),
      SiBox: nullableObject(
        Type.Object({
          SiId: Type.Integer(),
          SiNo: Type.String(),
          TBX_TYPE: Type.String(),
          TBX_CNNO: Type.String(),
          TBX_SEALNO: Type.String(),
          TBX_NUM: Type.Number(),
          TBX_WEIGHT: Type.Number(),
          TBX_VOLUME: Type.Number(),
        }),
      ),
      Vgm: nullableObject(
        Type.Object({ Kg: Type.Number(), Version: Type.Integer(), Status: Type.Integer(), MeasuredKg: Type.Union([Type.Number(), Type.Null()]) }),
      ),
      /** The live manifests (master and house, any filing) that carry this container. */
      Manifests: Type.Array(
        Type.Object({ Id: Type.Integer(), MFT_NO: Type.String(), MFT_LEVEL: Type.String(), MFT_FILING: Type.String(), MFT_STATUS: Type.Integer() }),
      ),
      Mismatches: Type.Array(MismatchSchema),
    }),
  ),
  Splits: Type.Array(Type.Object({ PKL_NO: Type.String(), Children: Type.Array(Type.String()) })),
  Mismatches: Type.Integer(),
});
export type SplitDetail = Static<typeof SplitDetailSchema>;

/** One event of a packing list's history: who, when, what (in words), on which packing list. */
export const PackingEventSchema = Type.Object({
  Id: Type.Integer(),
  PackingListId: Type.Integer(),
  PKL_NO: Type.String(),
  At: Type.String(),
  /** The employee's name, the share link, the terminal or the system, in words. */
  By: Bilingual,
  Type: Type.String(),
  What: Bilingual,
  /** The event's facts as written (remarks, reason, container …), for the details column. */
  Detail: Type.String(),
});
export type PackingEvent = Static<typeof PackingEventSchema>;

/** One packing-list line with its packing list, booking and customer (the data query, operations.md §3.4). */
export const PackingLineRowSchema = Type.Object({
  Key: Type.String(),
  PackingListId: Type.Integer(),
  PKL_NO: Type.String(),
  PKL_STATUS: Type.Integer(),
  PKL_SOURCE: Type.Integer(),
  CGO_ID: Type.String(),
  PKL_BOOKING_NO: Type.String(),
  CompanyName: Type.String(),
  TruckerName: Type.String(),
  PKL_CARRIER: Type.String(),
  PKL_VESSEL: Type.String(),
  PKL_VOYAGE: Type.String(),
  PKL_LOADING_CODE: Type.String(),
  PKL_DISCHARGE_CODE: Type.String(),
  PKL_CNTR_TYPE: Type.String(),
  PKL_CNNO: Type.String(),
  PKL_SEALNO: Type.String(),
  PKL_STUFF_AT: Type.String(),
  CreatedAt: Type.String(),
  PKD_SEQ: Type.Integer(),
  PKD_CNGOODS: Type.String(),
  PKD_GOODS: Type.String(),
  PKD_HSCODE: Type.String(),
  PKD_PACKAGE: Type.String(),
  PKD_NUM: Type.Integer(),
  PKD_WEIGHT: Type.Number(),
  PKD_VOLUME: Type.Number(),
});
export type PackingLineRow = Static<typeof PackingLineRowSchema>;

const cgo = text(60, 1);

export const packingReportCalls = {
  printSheet: defineCall({ method: 'GET', path: P.packingPrintSheet, input: strict({ Id: id }), answer: PrintSheetSchema, access: A.packingPrintSheet }),
  /** The PDF itself (answers bytes, not an envelope). */
  print: defineCall({ method: 'GET', path: P.packingPrint, input: strict({ Id: id }), answer: Type.Null(), access: A.packingPrint }),
  splitDetail: defineCall({
    method: 'GET',
    path: P.packingSplitDetail,
    input: strict({ CGO_ID: cgo }),
    answer: SplitDetailSchema,
    access: A.packingSplitDetail,
  }),
  /** One packing list's events (`Id`), or those of every packing list of a booking (`CGO_ID`), newest first. */
  events: defineCall({
    method: 'GET',
    path: P.packingEvents,
    input: strict({ Id: Type.Optional(id), CGO_ID: Type.Optional(cgo) }),
    answer: Type.Array(PackingEventSchema),
    access: A.packingEvents,
  }),
} as const;

export const packingReportListCalls = {
  lines: listCallOf(P.packingDataList, PackingLineRowSchema, A.packingDataList),
};
