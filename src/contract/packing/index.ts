import type { Static } from '@sinclair/typebox';
import type * as C from './calls';
import type * as S from './schemas';

/** The packing-list wire types, each the `Static` of its schema: types only, costing the browser nothing. */
export type PackingLine = Static<typeof S.PackingLineSchema>;
export type PackingListRow = Static<typeof S.PackingListRowSchema>;
export type PackingListRecord = Static<typeof S.PackingListRecordSchema>;
export type PackingEvent = Static<typeof S.PackingEventSchema>;
export type PackingApply = Static<typeof C.ApplySchema>;
export type PackingUniversalBooking = Static<typeof C.UniversalBookingSchema>;
export type PackingDecideApplication = Static<typeof C.DecideApplicationSchema>;
export type PackingSaveData = Static<typeof C.SaveDataSchema>;
export type PackingSplitChild = Static<typeof C.SplitChildSchema>;
export type PackingAssignTrucker = Static<typeof C.AssignTruckerSchema>;
export type PackingListFilters = Static<typeof C.PackingListFiltersSchema>;
export type { PklAction } from './schemas';
