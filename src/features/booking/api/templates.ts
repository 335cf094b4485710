import { queryOptions } from '@tanstack/react-query';
import { bookingListCalls } from '../../../contract/booking/listCalls';
import { type PartyTemplate, type TemplateBody, templateCalls } from '../../../contract/booking/templates';
import type { PartyRole } from '../../../domain/booking/templates';
import { callApi } from '../../../streams/callApi';
import { bookingKeys } from './bookings';

/** The template calls as the booking screens make them (commercial.md §6.3). */

export const listBookingTemplates = () => callApi(bookingListCalls.templates, { PageSize: 100 });
export const getBookingTemplate = (id: number) => callApi(templateCalls.bookingTemplateGet, { Id: id });
export const saveBookingTemplate = (t: { Id?: number; Version?: number; Name: string; Body: TemplateBody }) => callApi(templateCalls.bookingTemplateSave, t);
export const deleteBookingTemplate = (id: number, version: number) => callApi(templateCalls.bookingTemplateDelete, { Id: id, Version: version });

export const listPartyTemplates = (role?: PartyRole) => callApi(bookingListCalls.partyTemplates, { PageSize: 100, ...(role ? { Role: role } : {}) });
export type PartyTemplateInput = Omit<PartyTemplate, 'Id' | 'Version' | 'UpdatedAt'> & { Id?: number; Version?: number };
export const savePartyTemplate = (t: PartyTemplateInput) => callApi(templateCalls.partyTemplateSave, t);
export const deletePartyTemplate = (id: number, version: number) => callApi(templateCalls.partyTemplateDelete, { Id: id, Version: version });

/** The pickers' choices (the first 100), under their list's key so a saved template shows in them. */
export const templateChoicesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: bookingKeys.templateChoices(), queryFn: listBookingTemplates, enabled, retry: false });
export const partyTemplateChoicesQueryOptions = (role: PartyRole, enabled: boolean) =>
  queryOptions({ queryKey: bookingKeys.partyTemplateChoices(role), queryFn: () => listPartyTemplates(role), enabled, retry: false });
