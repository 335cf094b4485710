import type { ListPage } from '../../contract/admin';
import type { BookingTemplate, BookingTemplateRow, PartyTemplate, TemplateBody } from '../../contract/booking/templates';
import { ENDPOINTS } from '../../contract/endpoints';
import type { PartyRole } from '../../domain/booking/templates';
import { apiData } from '../../streams/http';

/** The template calls as the booking screens make them (commercial.md §6.3). */

export const listBookingTemplates = () => apiData<ListPage<BookingTemplateRow>>('GET', `${ENDPOINTS.bookingTemplateList}?PageSize=100`);
export const getBookingTemplate = (id: number) => apiData<BookingTemplate>('GET', `${ENDPOINTS.bookingTemplateGet}?Id=${id}`);
export const saveBookingTemplate = (t: { Id?: number; Version?: number; Name: string; Body: TemplateBody }) =>
  apiData<{ Id: number; Version: number }>('POST', ENDPOINTS.bookingTemplateSave, t);
export const deleteBookingTemplate = (id: number, version: number) => apiData('POST', ENDPOINTS.bookingTemplateDelete, { Id: id, Version: version });

export const listPartyTemplates = (role?: PartyRole) =>
  apiData<ListPage<PartyTemplate>>('GET', `${ENDPOINTS.partyTemplateList}?PageSize=100${role ? `&Role=${role}` : ''}`);
export type PartyTemplateInput = Omit<PartyTemplate, 'Id' | 'Version' | 'UpdatedAt'> & { Id?: number; Version?: number };
export const savePartyTemplate = (t: PartyTemplateInput) => apiData<{ Id: number; Version: number }>('POST', ENDPOINTS.partyTemplateSave, t);
export const deletePartyTemplate = (id: number, version: number) => apiData('POST', ENDPOINTS.partyTemplateDelete, { Id: id, Version: version });
