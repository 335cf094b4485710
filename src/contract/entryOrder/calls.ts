import { formCalls } from './formCalls';
import { orderCalls } from './orderCalls';
import { orderAidCalls } from './orderAidCalls';
import { supplementCalls } from './supplementCalls';
import { secondHalfCalls } from './secondHalfCalls';
import { dataSheetCalls } from './dataSheetCalls';
import { entryOrderBookingCalls } from './bookingCalls';
import { entryOrderShareCalls } from './shareCalls';

/**
 * Online order entry on the wire (operations.md §9.3): the tables' field names in upper case
 * (ENT_…, EFM_…, SUP_…), `VERSION` the row's optimistic lock (a stale one: 400 STALE). A draft may
 * lack anything the rules ask for: Save answers the problems (src/domain/entryOrder orderProblems)
 * in words; Submit refuses while any error is left. Every refusal Code is in refusalCodes.ts
 * (ENTRY_REFUSAL_CODES); business conflicts are 400, never 409.
 */
export const entryOrderCalls = {
  ...entryOrderBookingCalls,
  ...formCalls,
  ...orderCalls,
  ...orderAidCalls,
  ...supplementCalls,
  ...secondHalfCalls,
  ...dataSheetCalls,
  ...entryOrderShareCalls,
} as const;

// what other files import from here, by name
export {
  FieldRuleSchema,
  FormFieldSchema,
  type FormFieldWire,
  ProblemSchema,
  type ProblemRow,
  EntryFormSaveSchema,
  type EntryFormSave,
  EntryFormSavedSchema,
  EntryFormRowSchema,
  type EntryFormRow,
  EntryFormSchema,
  type EntryForm,
  FormMoveSchema,
  FormMovedSchema,
  FormForOrderSchema,
  FormUseSchema,
  type FormUse,
  FormUseSaveSchema,
  type FormUseSave,
} from './formCalls';
export {
  PartySchema,
  type PartyWire,
  ContainerRowSchema,
  CustomValuesSchema,
  EntryOrderSaveSchema,
  type EntryOrderSave,
  EntryOrderSavedSchema,
  type EntryOrderSaved,
  EntryOrderSubmitSchema,
  EntryOrderMovedSchema,
  type EntryOrderMoved,
  EntryOrderDecideSchema,
  type EntryOrderDecide,
  EntryOrderLinkSchema,
  type EntryOrderLink,
  EntryOrderCancelSchema,
  type EntryOrderCancel,
  EntryOrderRowSchema,
  type EntryOrderRow,
  ENTRY_ORDER_LIST_FILTERS,
  EntryOrderSchema,
  type EntryOrder,
  LinkedBookingSchema,
  type LinkedBooking,
  EntryOrderDetailSchema,
  type EntryOrderDetail,
  HistorySchema,
} from './orderCalls';
export {
  CompanyPickSchema,
  EmployeePickSchema,
  PartyTemplatePickSchema,
  BookingPickSchema,
  EntryFileUploadQuery,
  EntryFileSchema,
  type EntryFile,
  BoardSchema,
  type Board,
} from './orderAidCalls';
export {
  SupplementRowSchema,
  type SupplementRow,
  SupplementItemSchema,
  SupplementRequestSchema,
  type SupplementRequest,
  SupplementSavedSchema,
  type SupplementSaved,
  SupplementFillSchema,
  type SupplementFill,
  SupplementDecideSchema,
  type SupplementDecide,
  SupplementCancelSchema,
  SUPPLEMENT_LIST_FILTERS,
  SupplementDetailSchema,
  type SupplementDetail,
} from './supplementCalls';
export {
  SecondHalfRowSchema,
  type SecondHalfRow,
  SECOND_HALF_LIST_FILTERS,
  SecondHalfRecordSchema,
  type SecondHalfRecord,
  SecondHalfAssignSchema,
  type SecondHalfAssign,
} from './secondHalfCalls';
export { DataSheetQuery, DataSheetExportQuery, DataSheetSchema, type DataSheet } from './dataSheetCalls';
