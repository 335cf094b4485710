import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { bookingListCalls } from '../../../contract/booking/listCalls';
import { siCalls } from '../../../contract/si/calls';
import { siListCalls } from '../../../contract/si/listCalls';
import { SI_STATUS } from '../../../domain/si/status';
import { useCallAction } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { changeLogKey } from '../../../lib/listKey';
import { getSiSource, siKeys } from './records';
import { getBehalfChoices } from './submit';

/** The review desk's queue: every submitted SI (one page of 200), oldest first. */
export const getReviewQueue = () => callApi(siListCalls.reviewQueue, { TBI_STATUS: SI_STATUS.SUBMITTED, PageSize: 200 });
export const reviewQueueQueryOptions = () => queryOptions({ queryKey: siKeys.reviewQueue(), queryFn: getReviewQueue });

export const siSourceQueryOptions = (cgoId: string) => queryOptions({ queryKey: siKeys.source(cgoId), queryFn: () => getSiSource(cgoId) });
export const behalfChoicesQueryOptions = (cgoId: string) => queryOptions({ queryKey: siKeys.behalf(cgoId), queryFn: () => getBehalfChoices(cgoId) });

export const getTemplateChoices = () => callApi(siListCalls.templates, { PageSize: 100 });
export const templateChoicesQueryOptions = (enabled: boolean) => queryOptions({ queryKey: siKeys.templateChoices(), queryFn: getTemplateChoices, enabled });
export const useTemplateChoices = (enabled: boolean) => useQuery(templateChoicesQueryOptions(enabled));

/** The company's party templates (the first 100), to fill an SI's party blocks from. */
export const getPartyTemplateChoices = () => callApi(bookingListCalls.partyTemplates, { PageSize: 100 });
export const partyTemplateChoicesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: siKeys.partyTemplateChoices(), queryFn: getPartyTemplateChoices, enabled, retry: false });
export const usePartyTemplateChoices = (enabled: boolean) => useQuery(partyTemplateChoicesQueryOptions(enabled));

export const useDeleteSiTemplate = () =>
  useCallAction(
    (input: CallInput<typeof siCalls.templateDelete>) => callApi(siCalls.templateDelete, input),
    [siKeys.templates(), siKeys.templateChoices(), changeLogKey()],
  );
