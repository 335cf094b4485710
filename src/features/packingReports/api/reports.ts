import { queryOptions, useQuery } from '@tanstack/react-query';
import { packingReportCalls as C } from '../../../contract/packingReports/calls';
import { callApi } from '../../../streams/callApi';

/** The packing-list reports' query keys, named once. */
export const packingReportKeys = {
  all: ['packingReports'] as const,
  sheet: (id: number) => [...packingReportKeys.all, 'sheet', id] as const,
  split: (cgoId: string) => [...packingReportKeys.all, 'split', cgoId] as const,
  events: (by: string) => [...packingReportKeys.all, 'events', by] as const,
};

export const getPrintSheet = (id: number) => callApi(C.printSheet, { Id: id });
export const usePrintSheet = (id: number) =>
  useQuery(queryOptions({ queryKey: packingReportKeys.sheet(id), queryFn: () => getPrintSheet(id), enabled: id > 0 }));

export const getSplitDetail = (cgoId: string) => callApi(C.splitDetail, { CGO_ID: cgoId });
export const useSplitDetail = (cgoId: string) =>
  useQuery(queryOptions({ queryKey: packingReportKeys.split(cgoId), queryFn: () => getSplitDetail(cgoId), enabled: !!cgoId }));

export type EventsBy = { Id: number } | { CGO_ID: string };
export const getEvents = (by: EventsBy) => callApi(C.events, by);
export const useEvents = (by: EventsBy | undefined) =>
  useQuery(
    queryOptions({
      queryKey: packingReportKeys.events(by ? JSON.stringify(by) : ''),
      queryFn: () => getEvents(by!),
      enabled: !!by,
    }),
  );

/** Where the PDF of a packing list downloads from (the print button). */
export const printPath = (id: number) => `${C.print.path}?Id=${id}`;
