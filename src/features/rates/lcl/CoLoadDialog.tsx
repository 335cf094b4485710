import type { CallInput } from '../../../contract/call';
import { type CoLoadSurchargeWire, LCL_BASES, LCL_SIDES, type lclCalls } from '../../../contract/rates/lclCalls';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { formValue } from '../../../lib/formValue';
import { AppDialog } from '../../../ui/AppDialog';
import { useSaveCoLoadSurcharge } from '../api/lclRates';
import { lclWords } from './words';

/** A co-loader's surcharge added or changed (under the Revision read): fee, co-loader and lane, basis, amount, bounds, side, validity. */
export function CoLoadDialog({ surcharge: e, onClose }: { surcharge: CoLoadSurchargeWire | undefined; onClose(): void }) {
  const w = useWords(lclWords);
  const saveSurcharge = useSaveCoLoadSurcharge().mutateAsync;
  return (
    <AppDialog isOpen onClose={() => onClose()} title={e ? `${e.FeeCode} ${e.CoLoaderName ?? ''}` : w.add} style={{ width: 560 }}>
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
            onClose();
            return w.add;
          }}
        />
      </div>
    </AppDialog>
  );
}
