import { Button, Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoLoadSurchargeWire } from '../../../contract/rates/lclCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { useSaveCoLoadSurcharge } from '../api/lclRates';
import { coLoadQueryOptions } from '../api/reads';
import { CoLoadDialog } from './CoLoadDialog';
import { CoLoadTable } from './CoLoadTable';
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
        <CoLoadTable rows={list.data} label={route.title[lang]} onEdit={setEditing} onToggle={(s) => void toggle(s)} />
      )}
      {editing ? <CoLoadDialog surcharge={e} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}
