import { Button, Callout, Classes, FormGroup, HTMLTable, InputGroup, NumericInput } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PACKING_ACCESS } from '../../contract/packing/module';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { ApiError } from '../../streams/callApi';
import { showToast } from '../../ui/toaster';
import { applyForPackingLists, refreshPacking } from './api/packing';
import { liveByTypeQueryOptions } from './api/picks';
import { TruckerSelect } from './TruckerSelect';
import { packingWords } from './words';

/** What an application on a platform booking needs of it: the cargo record and its booked types. */
export interface BookingToApply {
  CGO_ID: string;
  Containers: readonly { TYPE: string; COUNT: number }[];
}

/**
 * Applying for packing lists of one released booking: how many of each booked type (never more than
 * are still free), an optional trucker and remarks. The customer's page applies for its own company;
 * staff name the customer company (`companyId`, on its behalf: the server checks the booking is its).
 */
export function BookingApplyForm({ booking, companyId, onDone }: { booking: BookingToApply; companyId?: number; onDone?(): void }) {
  const w = useWords(packingWords);
  const live = useQuery(liveByTypeQueryOptions(booking.CGO_ID));
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [trucker, setTrucker] = useState<number>();
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const slots = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([PKL_CNTR_TYPE, Count]) => ({ PKL_CNTR_TYPE, Count }));
  const apply = async () => {
    if (!slots.length) return setError(w.nothingAsked);
    setBusy(true);
    setError(undefined);
    try {
      const answer = await applyForPackingLists({
        CGO_ID: booking.CGO_ID,
        ...(companyId ? { COMPANYID: companyId } : {}),
        Slots: slots,
        ...(trucker ? { PKL_TRUCKER_ID: trucker } : {}),
        ...(remarks.trim() ? { PKL_REMARKS: remarks.trim() } : {}),
      });
      void showToast({ intent: 'success', message: w.appliedFor(answer.Ids.length) });
      setCounts({});
      setRemarks('');
      await refreshPacking();
      onDone?.();
    } catch (e) {
      setError(e instanceof ApiError && e.errors?.length ? [e.message, ...e.errors.map((x) => x.Message)].join(' ') : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pkl-apply__form" data-testid="pkl-apply-form">
      <HTMLTable compact>
        <thead>
          <tr>
            <th>{w.containerType}</th>
            <th>{w.booked}</th>
            <th>{w.applied}</th>
            <th>{w.howMany}</th>
          </tr>
        </thead>
        <tbody>
          {booking.Containers.map((c) => {
            const taken = live.data?.get(c.TYPE) ?? 0;
            const free = Math.max(0, c.COUNT - taken);
            return (
              <tr key={c.TYPE}>
                <td>{c.TYPE}</td>
                <td>{c.COUNT}</td>
                <td>{live.isPending ? '…' : taken}</td>
                <td>
                  <NumericInput
                    aria-label={`${w.howMany} ${c.TYPE}`}
                    min={0}
                    max={free}
                    disabled={!free}
                    value={counts[c.TYPE] ?? 0}
                    onValueChange={(n) => setCounts((x) => ({ ...x, [c.TYPE]: Number.isFinite(n) ? Math.max(0, Math.min(free, Math.floor(n))) : 0 }))}
                    className={Classes.FIXED}
                    style={{ width: 70 }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <FormGroup label={w.truckerOptional} labelFor="pkl-apply-trucker">
        <TruckerSelect id="pkl-apply-trucker" value={trucker} onChange={setTrucker} />
      </FormGroup>
      <FormGroup label={w.remarks} labelFor="pkl-apply-remarks">
        <InputGroup id="pkl-apply-remarks" value={remarks} onValueChange={setRemarks} />
      </FormGroup>
      {error ? (
        <Callout intent="danger" role="alert" data-testid="pkl-apply-error">
          {error}
        </Callout>
      ) : null}
      <Gate access={companyId ? PACKING_ACCESS.packingApplyOnBehalf : PACKING_ACCESS.packingApply}>
        <Button intent="primary" icon="send-message" text={w.applyNow} loading={busy} disabled={!slots.length} onClick={() => void apply()} />
      </Gate>
    </div>
  );
}
