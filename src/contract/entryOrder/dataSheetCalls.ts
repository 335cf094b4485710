import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, textOf } from '../schema';
import { DATA_SECTIONS } from '../../domain/entryOrder/codes';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PATHS as P } from './module';
import { bilingual, cgoId, nullableText } from './callParts';

/** An order's data sheet on the wire, and its export as xlsx or JSON. */

/** One order (or booking: CGO_ID) named: one of them (TARGET_MISSING). */
export const DataSheetQuery = strict({ ENT_ID: Type.Optional(id), CGO_ID: Type.Optional(cgoId) });
/** The same, exported: xlsx (a sheet per section) or JSON (the DataSheet itself), as a download. */
export const DataSheetExportQuery = strict({ ENT_ID: Type.Optional(id), CGO_ID: Type.Optional(cgoId), Format: textOf(['xlsx', 'json'] as const) });

/**
 * An order's complete data sheet (logisticsData): sections in DATA_SECTIONS order (booking, packing
 * lists, VGM, SI, manifests with receipts, HBL/MBL, charges, supplements, events), each a list of
 * records (one per packing list, manifest …) of labelled values as the sheet shows them.
 */
export const DataSheetSchema = Type.Object({
  ENT_ID: nullable(Type.Integer()),
  ENT_NO: Type.String(),
  CGO_ID: nullableText(),
  GeneratedAt: Type.String(),
  Sections: Type.Array(
    Type.Object({
      Section: textOf(DATA_SECTIONS),
      Title: bilingual,
      Records: Type.Array(
        Type.Object({
          /** The record's number as people know it (a packing list's no., a manifest's B/L no.). */
          Ref: Type.String(),
          Fields: Type.Array(Type.Object({ Key: Type.String(), Label: bilingual, Value: Type.String() })),
        }),
      ),
    }),
  ),
});
export type DataSheet = Static<typeof DataSheetSchema>;

export const dataSheetCalls = {
  logisticsDataGet: defineCall({ method: 'GET', path: P.logisticsDataGet, input: DataSheetQuery, answer: DataSheetSchema, access: A.logisticsDataRead }),
  logisticsDataExport: defineCall({
    method: 'GET',
    path: P.logisticsDataExport,
    input: DataSheetExportQuery,
    answer: Type.Null(),
    access: A.logisticsDataRead,
  }),
} as const;
