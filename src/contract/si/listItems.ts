import { Type, type Static } from '@sinclair/typebox';

/**
 * The rows of the SI lists (the list kit's pages, server/http/lists.ts), defined once: the server
 * serialises each page by these (fast, and a column the query has but the row does not name is
 * never sent), the screens read their types from them.
 */
const s = Type.String();
const n = Type.Integer();

export const SiBookingRowSchema = Type.Object({
  CGO_ID: s,
  MBL_NO: s,
  CompanyName: s,
  CARRIER: s,
  VESSEL: s,
  VOYAGE: s,
  LOADING_CODE: s,
  DISCHARGE_CODE: s,
  SAILINGDATE: s,
  DEADLINE: s,
  SIs: n,
  Containers: Type.Array(Type.Object({ TYPE: s, COUNT: n, CNNOS: Type.Array(s) })),
});

export const SiQueueRowSchema = Type.Object({
  Id: n,
  TBI_NO: s,
  TBI_STATUS: n,
  TBI_CGO_ID: s,
  TBI_MBL_NO: s,
  BoxSummary: s,
  CompanyName: s,
  TBI_CONSIGNEE: s,
  TBI_DEADLINE: s,
  UpdatedAt: s,
  CreatorName: s,
});

export const SiSubmissionRowSchema = Type.Object({
  Id: n,
  At: s,
  Actor: s,
  SiId: n,
  TBI_NO: s,
  TBI_CGO_ID: s,
  TBI_MBL_NO: s,
  CompanyName: s,
  Kind: Type.Union([Type.Literal('submitted'), Type.Literal('resubmitted')]),
  TBI_STATUS: n,
});

export const SiCreationRowSchema = Type.Object({
  Id: n,
  At: s,
  Creator: s,
  CreatorCompany: s,
  Via: Type.Union([Type.Literal('own'), Type.Literal('onBehalf')]),
  Owner: s,
  SiId: n,
  TBI_NO: s,
  TBI_CGO_ID: s,
  TBI_MBL_NO: s,
  CompanyName: s,
  TBI_STATUS: n,
  BoxSummary: s,
  Deleted: Type.Boolean(),
});

export const SiTemplateRowSchema = Type.Object({ Id: n, TBI_TEMPLATE_NAME: s, TBI_CONSIGNEE: s, UpdatedAt: s });

export type SiBookingRow = Static<typeof SiBookingRowSchema>;
export type SiQueueRow = Static<typeof SiQueueRowSchema>;
export type SiSubmissionRow = Static<typeof SiSubmissionRowSchema>;
export type SiCreationRow = Static<typeof SiCreationRowSchema>;
export type SiTemplateRow = Static<typeof SiTemplateRowSchema>;
