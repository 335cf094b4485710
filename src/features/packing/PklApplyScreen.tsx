import { Button, Callout, Card, FormGroup, H2, H4, HTMLSelect, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PACKING_ACCESS } from '../../contract/packing/module';
import { packingListCalls } from '../../contract/packing/calls';
import { formatDate } from '../../domain/dates';
import { pklMove } from '../../domain/packing/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { hasDraft } from '../../lib/ApiForm';
import { DataTable } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { cancelPackingList, refreshPacking, type PackingRow } from './api/packing';
import { bookingOptionText, releasedBookingsQueryOptions } from './api/picks';
import { PKL_COLUMNS as C } from './pklColumns';
import { type DialogRun, ReasonDialog } from './PklDialogs';
import { UNIVERSAL_APPLY_DRAFT, UniversalApplyForm } from './UniversalApplyForm';
import { BookingApplyForm } from './BookingApplyForm';
import { packingWords } from './words';
import './packing.css';

type Way = 'platform' | 'universal';

/**
 * The customer's packing-list applications (operations.md §3.4 TrachManManagerApplication): pick
 * one of the company's released bookings, say how many per booked type (never more than are still
 * free), optionally the trucker — or, switched to universal (§3), type the facts of a booking made
 * elsewhere; below, every application of both ways with its state, the operator's remarks of a
 * rejection, and "void" while the state allows it.
 */
export default function PklApplyScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(packingWords);
  const bookings = useQuery(releasedBookingsQueryOptions());
  // a universal application typed before a reload is shown again where it was left
  const [way, setWay] = useState<Way>(() => (hasDraft(UNIVERSAL_APPLY_DRAFT) ? 'universal' : 'platform'));
  const [cgo, setCgo] = useState('');
  const booking = bookings.data?.find((b) => b.CGO_ID === cgo);
  const [cancelling, setCancelling] = useState<PackingRow>();
  const [run, setRun] = useState<DialogRun>({ busy: false });
  const cancel = async (reason: string) => {
    if (!cancelling) return;
    setRun({ busy: true });
    try {
      await cancelPackingList({ Id: cancelling.Id, Reason: reason });
      void showToast({ intent: 'success', message: w.cancelled });
      setCancelling(undefined);
      setRun({ busy: false });
      await refreshPacking();
    } catch (e) {
      setRun({ busy: false, error: (e as Error).message });
    }
  };

  return (
    <section className="admin-screen pkl-apply" data-testid="pkl-apply">
      <H2>{route.title[lang]}</H2>
      <Card className="pkl-apply__new">
        <H4>{w.newApplication}</H4>
        <SegmentedControl
          className="pkl-apply__way"
          aria-label={w.applicationSource}
          options={[
            { value: 'platform', label: w.platformBooking },
            { value: 'universal', label: w.universalBooking },
          ]}
          value={way}
          onValueChange={(v) => setWay(v as Way)}
        />
        {way === 'universal' ? (
          <UniversalApplyForm />
        ) : bookings.isPending ? (
          <Spinner size={20} />
        ) : !bookings.data?.length ? (
          <Callout>{w.noReleasedBookings}</Callout>
        ) : (
          <FormGroup label={w.pickBooking} labelFor="pkl-apply-booking">
            <HTMLSelect id="pkl-apply-booking" value={cgo} onChange={(e) => setCgo(e.currentTarget.value)} fill>
              <option value="">{w.pickBooking}…</option>
              {bookings.data.map((b) => (
                <option key={b.CGO_ID} value={b.CGO_ID}>
                  {bookingOptionText(b, w.docCutOff, (iso) => formatDate(iso, 'dateTime'))}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        {way === 'platform' && booking ? <BookingApplyForm key={booking.CGO_ID} booking={booking} /> : null}
      </Card>
      <H4 className="pkl-apply__mine">{w.myApplications}</H4>
      <DataTable<PackingRow>
        list={packingListCalls.list}
        label={w.myApplications}
        fixed={{ Stage: 'all' }}
        exportAccess={PACKING_ACCESS.packingRead}
        columns={[C.cgo, C.bookingNo, C.typeSlot, C.status, C.remarks, C.no, C.trucker, C.created]}
        actionsWidth={90}
        actions={(r) =>
          pklMove(r.PKL_STATUS, 'cancel', 'customer') ? (
            <Gate access={PACKING_ACCESS.packingCancel}>
              <Button
                size="small"
                icon="disable"
                text={w.cancelIt}
                onClick={() => {
                  setRun({ busy: false });
                  setCancelling(r);
                }}
              />
            </Gate>
          ) : null
        }
      />
      {cancelling ? (
        <ReasonDialog
          title={`${w.cancelIt} ${cancelling.PKL_NO ?? cancelling.PKL_CGO_ID ?? cancelling.PKL_BOOKING_NO}`}
          about={w.typeSlot(cancelling.PKL_CNTR_TYPE, cancelling.PKL_SLOT)}
          label={w.cancelReason}
          confirm={w.cancelIt}
          run={run}
          onConfirm={(reason) => void cancel(reason)}
          onClose={() => setCancelling(undefined)}
        />
      ) : null}
    </section>
  );
}
