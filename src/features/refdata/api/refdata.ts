import { queryOptions } from '@tanstack/react-query';
import type { Call, CallInput } from '../../../contract/call';
import { billSeriesCalls } from '../../../contract/refdata/codeCalls';
import { addDays } from '../../../domain/refdata/sailings';
import { pointToPointCall, refdataCalls } from '../../../contract/refdata/calls';
import { scheduleCalls } from '../../../contract/refdata/scheduleCalls';
import { ENDPOINTS } from '../../../contract/endpoints';
import { changeLogKey, listKey } from '../../../lib/listKey';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi, callRef } from '../../../streams/callApi';

/** The reference data's query keys, named once: each grid is a list (listKey of its path). */
export const refdataKeys = {
  list: (path: string) => listKey(path),
  billCodeSeries: () => listKey(ENDPOINTS.billCodeSeriesList),
  exchangeRates: () => listKey(ENDPOINTS.exchangeRateList),
  codeMappings: () => listKey(ENDPOINTS.codeMappingList),
  unmappedCodes: () => listKey(ENDPOINTS.codeMappingUnmapped),
  services: () => listKey(ENDPOINTS.serviceList),
  vesselCalls: () => listKey(ENDPOINTS.vesselCallList),
  pointToPoint: (asked: readonly unknown[]) => ['refdata', 'pointToPoint', ...asked] as const,
  templatePreview: (id: number, version: number, from: string) => ['refdata', 'scheduleTemplatePreview', id, version, from] as const,
  changeLog: changeLogKey,
};

/** A master grid's three writes (save, status, delete), whichever master it is. */
export interface MasterCalls {
  save: Call<'POST'>;
  setStatus: Call<'POST'>;
  delete: Call<'POST'>;
}
/**
 * A grid's write: the row's body is built by the screen from the form (each master's own fields), so
 * its input is checked by the call's schema on the server rather than typed here.
 */
export const writeMaster = (call: Call<'POST'>, body: object) => callApi(call, body as never);

/** A series's next number as it would be issued (nothing is used up). */
export const previewBillCode = (seriesId: number) => callApi(billSeriesCalls.preview, { Id: seriesId });
export const useIssueBillCode = () =>
  useCallMutation((seriesId: number) => callApi(billSeriesCalls.next, { SeriesId: seriesId }), [refdataKeys.billCodeSeries(), refdataKeys.changeLog()]);

export const useSaveExchangeRate = () =>
  useCallMutation(
    (input: CallInput<typeof refdataCalls.exchangeRateSave>) => callApi(refdataCalls.exchangeRateSave, input),
    [refdataKeys.exchangeRates(), refdataKeys.changeLog()],
  );
export const useSaveCodeMapping = () =>
  useCallMutation(
    (input: CallInput<typeof refdataCalls.codeMapping.save>) => callApi(refdataCalls.codeMapping.save, input),
    [refdataKeys.codeMappings(), refdataKeys.unmappedCodes(), refdataKeys.changeLog()],
  );
export const useGenerateSailings = () =>
  useCallMutation(
    (input: CallInput<typeof refdataCalls.serviceGenerate>) => callApi(refdataCalls.serviceGenerate, input),
    [refdataKeys.services(), refdataKeys.vesselCalls(), refdataKeys.changeLog()],
  );

/** A vessel call's change (times, cut-offs, omit, cancel), each on the version the dialog read. */
export type CallChange = 'setTimes' | 'setCutOffs' | 'omit' | 'cancel';
export const useChangeVesselCall = () =>
  useCallMutation(
    ({ change, input }: { change: CallChange; input: { Id: number; Version: number } & Record<string, unknown> }) =>
      callApi(scheduleCalls[change] as (typeof scheduleCalls)[CallChange], input as never),
    [refdataKeys.vesselCalls(), refdataKeys.changeLog()],
  );

// open to visitors and declared without an access row: the call by its path, typed as declared
const pointToPoint = callRef<Call<'GET', typeof pointToPointCall.input, typeof pointToPointCall.answer>>('GET', pointToPointCall.path);
export const searchPointToPoint = (input: CallInput<typeof pointToPoint>) => callApi(pointToPoint, input);

/** The public sailing search as its address asks it (from, to, first day, weeks ahead, carrier, with transhipment, mixing carriers). */
export type PointToPointAsked = { from: string; to: string; start: string; weeks: number; carrier: string; via: string; mix: string };
/** The direct (or, with `via`, once-transhipped) sailings from one port to another over the weeks asked. */
export const pointToPointQueryOptions = (a: PointToPointAsked, enabled: boolean) =>
  queryOptions({
    queryKey: refdataKeys.pointToPoint([a.from, a.to, a.start, a.weeks, a.carrier, a.via, a.mix]),
    enabled,
    queryFn: () =>
      searchPointToPoint({
        PlaceOfReceipt: a.from,
        PlaceOfDelivery: a.to,
        DepartureStartDate: a.start,
        DepartureEndDate: addDays(a.start, 7 * a.weeks - 1),
        ...(a.carrier ? { CarrierCode: a.carrier } : {}),
        ...(a.via ? { MaxTranshipment: 1 } : {}),
        ...(a.via && a.mix ? { MixCarriers: true } : {}),
      }),
  });

export const templatePreviewQueryOptions = (id: number, version: number, from: string) =>
  queryOptions({ queryKey: refdataKeys.templatePreview(id, version, from), queryFn: () => callApi(scheduleCalls.templatePreview, { Id: id, From: from }) });
