import { Callout, Classes, FormGroup, HTMLSelect, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { bookingOptionText, customerBookingsQueryOptions, customersQueryOptions } from './api/picks';
import { formatDate } from '../../domain/dates';
import { BookingApplyForm } from './BookingApplyForm';
import { UniversalApplyForm } from './UniversalApplyForm';
import { packingWords } from './words';

type Way = 'platform' | 'universal';

/**
 * Staff applying for packing lists on a customer company's behalf (issue 34; like the SI made for a
 * customer): pick the company, then one of its platform bookings and how many per type — or type the
 * facts of a booking made elsewhere (universal). The application is the customer's (its list shows
 * it); the server demands the `applyOnBehalf` button and logs the staff member as applying for it.
 */
export function PklBehalfDialog({ isOpen, universal, onClose }: { isOpen: boolean; universal: boolean; onClose(): void }) {
  const w = useWords(packingWords);
  const lang = useLanguage();
  const customers = useQuery(customersQueryOptions(isOpen));
  const [companyId, setCompanyId] = useState(0);
  const [way, setWay] = useState<Way>(universal ? 'universal' : 'platform');
  const bookings = useQuery(customerBookingsQueryOptions(way === 'platform' ? companyId : 0));
  const [cgo, setCgo] = useState('');
  const booking = bookings.data?.find((b) => b.CGO_ID === cgo);
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={w.applyForCustomer} style={{ width: 640 }}>
      <div className={Classes.DIALOG_BODY} data-testid="pkl-behalf">
        <Callout icon="info-sign">{w.behalfNote}</Callout>
        <FormGroup label={w.customerCompany} labelFor="pkl-behalf-company">
          <HTMLSelect
            id="pkl-behalf-company"
            fill
            value={String(companyId || '')}
            onChange={(e) => {
              setCompanyId(Number(e.currentTarget.value) || 0);
              setCgo('');
            }}
          >
            <option value="">{w.pickCustomer}…</option>
            {(customers.data ?? []).map((c) => (
              <option key={c.Id} value={c.Id}>
                {lang === 'en' && c.NameEn ? c.NameEn : c.Name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {companyId ? (
          <>
            <SegmentedControl
              aria-label={w.applicationSource}
              options={[
                { value: 'platform', label: w.platformBooking },
                { value: 'universal', label: w.universalBooking },
              ]}
              value={way}
              onValueChange={(v) => setWay(v as Way)}
            />
            {way === 'universal' ? (
              <UniversalApplyForm key={companyId} companyId={companyId} />
            ) : bookings.isPending ? (
              <Spinner size={20} />
            ) : !bookings.data?.length ? (
              <Callout>{w.noCustomerBookings}</Callout>
            ) : (
              <FormGroup label={w.pickBooking} labelFor="pkl-behalf-booking">
                <HTMLSelect id="pkl-behalf-booking" fill value={cgo} onChange={(e) => setCgo(e.currentTarget.value)}>
                  <option value="">{w.pickBooking}…</option>
                  {bookings.data.map((b) => (
                    <option key={b.CGO_ID} value={b.CGO_ID}>
                      {bookingOptionText(b, w.docCutOff, (iso) => formatDate(iso, 'dateTime'))}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            )}
            {way === 'platform' && booking ? <BookingApplyForm key={`${companyId}-${booking.CGO_ID}`} booking={booking} companyId={companyId} /> : null}
          </>
        ) : null}
      </div>
    </AppDialog>
  );
}
