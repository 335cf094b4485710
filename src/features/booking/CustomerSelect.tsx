import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useWords } from '../../i18n/words';
import { bookingCustomersQueryOptions } from './api/bookings';
import { quickWords } from './quick/words';

/** The customer staff book or price for, by name (BookingSpace/Customers); '' is none. */
export function CustomerSelect(props: { id?: string; label: string; value: string; onChange(id: string): void; noneText?: string }) {
  const w = useWords(quickWords);
  const customers = useQuery(bookingCustomersQueryOptions());
  return (
    <HTMLSelect id={props.id} aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
      <option value="">{props.noneText ?? w.chooseCustomer}</option>
      {(customers.data ?? []).map((c) => (
        <option key={c.CompanyId} value={String(c.CompanyId)}>
          {c.Name} ({c.Code})
        </option>
      ))}
    </HTMLSelect>
  );
}
