import { useSaveCoLoadSurcharge } from '../api/lclRates';
import { coLoadQueryOptions } from '../api/reads';
import type { CallInput } from '../../../contract/call';
import { formValue } from '../../../lib/formValue';
import type { lclCalls } from '../../../contract/rates/lclCalls';
import { Button, Callout, H2, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CoLoadSurchargeWire, LCL_BASES, LCL_SIDES } from '../../../contract/rates/lclCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { Gate } from '../../../session/Gate';
import { AppDialog } from '../../../ui/AppDialog';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { lclWords } from './words';

type Editing = CoLoadSurchargeWire | 'new';

/**
 * /SeaFreight/LCLFreightManagement/FreightCo-load (commercial.md §4.1 CoLoadSurcharge): the
 * co-loaders' surcharges by co-loader and lane — basis, amount, bounds, side, validity — added,
 * changed (under the Revision read) and switched off; the search takes the most specific per fee.
 */
export default function CoLoadScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(lclWords);
  const saveSurcharge = useSaveCoLoadSurcharge().mutateAsync;
  const [editing, setEditing] = useState<Editing>();
  const list = useQuery(coLoadQueryOptions());
  const bodyOf = (s: CoLoadSurchargeWire, active: boolean) => ({
    Id: s.Id,
    Revision: s.Revision,
    FeeCode: s.FeeCode,
    CoLoaderName: s.CoLoaderName,
    PolCode: s.PolCode,
    PodCode: s.PodCode,
    Basis: s.Basis,
    Amount: s.Amount,
    Currency: s.Currency,
    Min: s.Min,
    Max: s.Max,
    Side: s.Side,
    ValidFrom: s.ValidFrom,
    ValidTo: s.ValidTo,
    Active: active,
  });
  const toggle = async (s: CoLoadSurchargeWire) => {
    try {
      await saveSurcharge(bodyOf(s, !s.Active));
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    }
  };
  const e = editing === 'new' ? undefined : editing;
  return (
    <section className="admin-screen" data-testid="co-load">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.coLoadHint}</Callout>
      <div>
        <Gate access={RATES_ACCESS.coLoadEdit}>
          <Button icon="add" intent="primary" text={w.add} onClick={() => setEditing('new')} />
        </Gate>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Callout intent="danger">{list.error.message}</Callout>
      ) : !list.data.length ? (
        <NonIdealState icon="th" description={w.add} />
      ) : (
        <HTMLTable compact striped aria-label={route.title[lang]} data-testid="co-load-list">
          <thead>
            <tr>
              <th>{w.feeCode}</th>
              <th>{w.coLoader}</th>
              <th>{w.pol}</th>
              <th>{w.pod}</th>
              <th>{w.basis}</th>
              <th>{w.amount}</th>
              <th>
                {w.min} / {w.max}
              </th>
              <th>{w.validity}</th>
              <th>{w.status}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.map((s) => (
              <tr key={s.Id}>
                <td>
                  {s.FeeCode} {s.FeeName}
                </td>
                <td>{s.CoLoaderName ?? w.any}</td>
                <td>{s.PolCode ?? w.any}</td>
                <td>{s.PodCode ?? w.any}</td>
                <td>{s.Basis}</td>
                <td>
                  {s.Currency} {s.Amount}
                </td>
                <td>
                  {s.Min ?? '—'} / {s.Max ?? '—'}
                </td>
                <td>
                  {s.ValidFrom} – {s.ValidTo}
                </td>
                <td>{s.Active ? <Tag intent="success">{w.active}</Tag> : <Tag>{w.disable}</Tag>}</td>
                <td>
                  <Gate access={RATES_ACCESS.coLoadEdit}>
                    <Button size="small" minimal icon="edit" aria-label={w.add} onClick={() => setEditing(s)} />
                    <Button size="small" minimal text={s.Active ? w.disable : w.enable} onClick={() => void toggle(s)} />
                  </Gate>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing ? (
        <AppDialog isOpen onClose={() => setEditing(undefined)} title={e ? `${e.FeeCode} ${e.CoLoaderName ?? ''}` : w.add} style={{ width: 560 }}>
          <div className="bp6-dialog-body">
            <ApiForm
              draftKey={`coLoad.${e?.Id ?? 'new'}`}
              initial={
                e
                  ? {
                      FeeCode: e.FeeCode,
                      CoLoaderName: e.CoLoaderName ?? '',
                      PolCode: e.PolCode ?? '',
                      PodCode: e.PodCode ?? '',
                      Basis: e.Basis,
                      Amount: e.Amount,
                      Currency: e.Currency,
                      Min: e.Min ?? '',
                      Max: e.Max ?? '',
                      Side: e.Side,
                      ValidFrom: e.ValidFrom,
                      ValidTo: e.ValidTo,
                    }
                  : { Currency: 'USD', Basis: 'PER_RT', Side: 'ORIGIN' }
              }
              fields={[
                { name: 'FeeCode', label: w.feeCode },
                { name: 'CoLoaderName', label: w.coLoader },
                { name: 'PolCode', label: w.pol, type: 'port' },
                { name: 'PodCode', label: w.pod, type: 'port' },
                { name: 'Basis', label: w.basis, options: LCL_BASES.map((b) => ({ value: b, label: b })) },
                { name: 'Amount', label: w.amount },
                { name: 'Currency', label: w.currency },
                { name: 'Min', label: w.min },
                { name: 'Max', label: w.max },
                { name: 'Side', label: w.side, options: LCL_SIDES.map((s) => ({ value: s, label: s })) },
                { name: 'ValidFrom', label: w.validFrom, helper: 'YYYY-MM-DD' },
                { name: 'ValidTo', label: w.validTo, helper: 'YYYY-MM-DD' },
              ]}
              submitText={w.add}
              onSubmit={async (v) => {
                await saveSurcharge({
                  ...(e ? { Id: e.Id, Revision: e.Revision, Active: e.Active } : {}),
                  FeeCode: (v.FeeCode ?? '').toUpperCase(),
                  CoLoaderName: v.CoLoaderName?.trim() || null,
                  PolCode: v.PolCode?.trim().toUpperCase() || null,
                  PodCode: v.PodCode?.trim().toUpperCase() || null,
                  Basis: formValue<CallInput<typeof lclCalls.coLoadSave>['Basis']>(v.Basis),
                  Amount: formValue(v.Amount),
                  Currency: (v.Currency ?? '').toUpperCase(),
                  Min: v.Min?.trim() || null,
                  Max: v.Max?.trim() || null,
                  Side: formValue<CallInput<typeof lclCalls.coLoadSave>['Side']>(v.Side),
                  ValidFrom: formValue(v.ValidFrom),
                  ValidTo: formValue(v.ValidTo),
                });
                setEditing(undefined);
                return w.add;
              }}
            />
          </div>
        </AppDialog>
      ) : null}
    </section>
  );
}
