import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingCalls } from '../../../contract/booking/calls';
import { bookingListCalls } from '../../../contract/booking/listCalls';
import { bookingCustomersCall, milestonesCall, quickSearchCall, thirdPartyCall } from '../../../contract/booking/quickCalls';
import type { CallInput } from '../../../contract/call';
import { ENDPOINTS } from '../../../contract/endpoints';
import { quoteCalls } from '../../../contract/rates/quoteCalls';
import { changeLogKey, listKey } from '../../../lib/listKey';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';

/**
 * The booking module's query keys, named once: a screen invalidates what an action changed by these,
 * and a queue prefetches a detail under the very key its screen reads.
 */
export const bookingKeys = {
  all: ['booking'] as const,
  queue: () => [...bookingKeys.all, 'queue'] as const,
  detail: (id: number) => [...bookingKeys.all, id] as const,
  /** the bookings lists (DataTable) of every page that lists bookings */
  list: () => listKey(ENDPOINTS.bookingList),
  forFiles: () => [...bookingKeys.all, 'forFiles'] as const,
  cockpit: () => [...bookingKeys.all, 'cockpit'] as const,
  carrierConfig: () => [...bookingKeys.all, 'carrierConfig'] as const,
  customers: () => [...bookingKeys.all, 'customers'] as const,
  milestones: (id: number) => [...bookingKeys.all, 'milestones', id] as const,
  thirdParty: () => [...bookingKeys.all, 'thirdParty'] as const,
  price: (asked: string, companyId: string) => [...bookingKeys.all, 'price', asked, companyId] as const,
  quick: (asked: unknown) => [...bookingKeys.all, 'quick', asked] as const,
  quote: (id?: number) => ['quote', id] as const,
  templates: () => listKey(ENDPOINTS.bookingTemplateList),
  templateChoices: () => [...listKey(ENDPOINTS.bookingTemplateList), 'picker'] as const,
  partyTemplates: () => listKey(ENDPOINTS.partyTemplateList),
  partyTemplateChoices: (role?: string) => [...listKey(ENDPOINTS.partyTemplateList), 'picker', role] as const,
  changeLog: changeLogKey,
};

/** One booking as its detail screen shows it. */
export const getBooking = (id: number) => callApi(bookingCalls.get, { Id: id });
export const bookingQueryOptions = (id: number) => queryOptions({ queryKey: bookingKeys.detail(id), queryFn: () => getBooking(id), enabled: id > 0 });
export const useBooking = (id: number) => useQuery(bookingQueryOptions(id));

/** The desk's acceptance queue: every booking waiting for the desk, oldest submission first (one page of 200). */
export const getBookingQueue = () => callApi(bookingListCalls.queue, { PageSize: 200 }).then((p) => p.Items);
export const bookingQueueQueryOptions = () => queryOptions({ queryKey: bookingKeys.queue(), queryFn: getBookingQueue });

/** My company's bookings (the first 100), to pick one to upload files for. */
export const getBookingsForFiles = () => callApi(bookingListCalls.list, { PageSize: 100 });
export const bookingsForFilesQueryOptions = () => queryOptions({ queryKey: bookingKeys.forFiles(), queryFn: getBookingsForFiles });

export const getBookingCockpit = () => callApi(bookingCalls.cockpit, {});
export const bookingCockpitQueryOptions = () => queryOptions({ queryKey: bookingKeys.cockpit(), queryFn: getBookingCockpit, refetchInterval: 60_000 });

export const getCarrierConfig = () => callApi(bookingCalls.carrierConfigList, {});
export const carrierConfigQueryOptions = () => queryOptions({ queryKey: bookingKeys.carrierConfig(), queryFn: getCarrierConfig });
export const useSaveCarrierConfig = () =>
  useCallMutation(
    (input: CallInput<typeof bookingCalls.carrierConfigSave>) => callApi(bookingCalls.carrierConfigSave, input),
    [bookingKeys.carrierConfig(), bookingKeys.changeLog()],
  );

export const getBookingCustomers = () => callApi(bookingCustomersCall, {});
export const bookingCustomersQueryOptions = () => queryOptions({ queryKey: bookingKeys.customers(), queryFn: getBookingCustomers });

export const getMilestones = (id: number) => callApi(milestonesCall, { Id: id });
export const milestonesQueryOptions = (id: number) => queryOptions({ queryKey: bookingKeys.milestones(id), queryFn: () => getMilestones(id) });

export const getThirdPartyBookings = () => callApi(thirdPartyCall, {});
export const thirdPartyQueryOptions = () => queryOptions({ queryKey: bookingKeys.thirdParty(), queryFn: getThirdPartyBookings });

/** The price of what is typed, as the booking would be priced (its rate or quote). */
export const priceBooking = (input: CallInput<typeof bookingCalls.price>) => callApi(bookingCalls.price, input);
export const bookingPriceQueryOptions = (asked: string, companyId: string, input: () => CallInput<typeof bookingCalls.price>, enabled: boolean) =>
  queryOptions({ queryKey: bookingKeys.price(asked, companyId), queryFn: () => priceBooking(input()), enabled, placeholderData: keepPreviousData });

export const getQuote = (id: number) => callApi(quoteCalls.get, { Id: id });
export const quoteQueryOptions = (id: number | undefined, enabled: boolean) =>
  queryOptions({ queryKey: bookingKeys.quote(id), queryFn: () => getQuote(id!), enabled: enabled && !!id });

/** Sailings for a lane and week with their prices (a logged search). */
export const quickSearch = (input: CallInput<typeof quickSearchCall>) => callApi(quickSearchCall, input);
/**
 * The quick booking search of what the address asks (`asked`, the key), sent as `input`. A search is
 * logged (R2.13): asked once per search, not again when the window regains focus nor after a refusal.
 */
export const quickSearchQueryOptions = (asked: unknown, input: () => CallInput<typeof quickSearchCall>, enabled: boolean) =>
  queryOptions({
    queryKey: bookingKeys.quick(asked),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
    queryFn: () => quickSearch(input()),
  });

export const parseBookingText = (text: string) => callApi(bookingCalls.parse, { Text: text });
export const checkBooking = (input: CallInput<typeof bookingCalls.check>) => callApi(bookingCalls.check, input);
export const saveBookingDraft = (input: CallInput<typeof bookingCalls.saveDraft>) => callApi(bookingCalls.saveDraft, input);
/** A submission, idempotent by its key. */
export const submitBooking = (input: CallInput<typeof bookingCalls.submit>, idempotencyKey: IdempotencyKey) =>
  callApi(bookingCalls.submit, input, idempotencyHeader(idempotencyKey));
