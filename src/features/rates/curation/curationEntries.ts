import type { PortEntryInput, RateEntryInput } from '../api/curation';
import { formValue } from '../../../lib/formValue';
import type { Entry } from './CurationTable';

/** What is typed for a new entry (kept in the session until added). */
export const EMPTY_FORM = {
  PortCode: '',
  Kind: 'POL',
  RateNo: '',
  PolCode: '',
  PodCode: '',
  CarrierCode: '',
  Badge: '',
};
export type CurationForm = typeof EMPTY_FORM;

/** The new entry from the form, last in the order: a hot port, or a featured rate. */
export const newEntryOf = (form: CurationForm, ports: boolean, nextOrder: number): PortEntryInput | RateEntryInput =>
  ports
    ? { PortCode: form.PortCode.trim().toUpperCase(), Kind: formValue<PortEntryInput['Kind']>(form.Kind), SortOrder: nextOrder }
    : {
        RateNo: form.RateNo.trim() || null,
        PolCode: form.PolCode.trim().toUpperCase() || null,
        PodCode: form.PodCode.trim().toUpperCase() || null,
        CarrierCode: form.CarrierCode.trim().toUpperCase() || null,
        Badge: form.Badge.trim(),
        SortOrder: nextOrder,
      };

/** An entry as saved again at another place in the order. */
export const entryAt = (x: Entry, order: number) =>
  'Kind' in x
    ? { Id: x.Id, PortCode: x.PortCode, Kind: x.Kind, SortOrder: order }
    : { Id: x.Id, RateNo: x.RateNo, PolCode: x.PolCode, PodCode: x.PodCode, CarrierCode: x.CarrierCode, Badge: x.Badge, SortOrder: order };
