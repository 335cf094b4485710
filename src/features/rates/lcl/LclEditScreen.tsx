import { lclRateQueryOptions } from '../api/reads';
import { formValue } from '../../../lib/formValue';
import { useSaveLclDraft, useSubmitLclRate } from '../api/lclRates';
import { Callout, H2, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { LclRateWire } from '../../../contract/rates/lclCalls';
import { LCL_PAGES } from '../../../contract/rates/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { useIdParam } from '../../../lib/useIdParam';
import { ApiError } from '../../../streams/callApi';
import { go } from '../../../ui/navigation';
import { useRoute } from '../../../ui/routeContext';
import { breaksText, parseBreaks } from './breaks';
import { lclWords } from './words';

const opt = (v: string) => (v.trim() ? v.trim() : null);
const optInt = (v: string) => (v.trim() && Number.isInteger(Number(v)) ? Number(v) : null);

/** The form's values for a rate being edited (its breaks as typed, its limits as text). */
const lclInitialOf = (r: LclRateWire) => ({
  CoLoaderName: r.CoLoaderName,
  PolCode: r.PolCode,
  ViaCode: r.ViaCode ?? '',
  PodCode: r.PodCode,
  Currency: r.Currency,
  RatePerRt: r.RatePerRt,
  MinRt: r.MinRt,
  Breaks: breaksText(r.Breaks),
  RtRounding: r.RtRounding,
  MaxPieceKg: r.MaxPieceKg ? String(r.MaxPieceKg) : '',
  MaxPieceLengthCm: r.MaxPieceLengthCm ? String(r.MaxPieceLengthCm) : '',
  TransitDays: r.TransitDays ? String(r.TransitDays) : '',
  ValidFrom: r.ValidFrom,
  ValidTo: r.ValidTo,
  Remarks: r.Remarks,
  InternalRemarks: r.InternalRemarks,
  Publish: 'false',
});

/**
 * /SeaFreight/LCLFreightManagement/LCLRateEdit (commercial.md §4.4): a new LCL rate, a draft again,
 * or a published rate's next version (`?id=`): co-loader, lane, per-RT price, minimum RT, breaks as
 * typed ("0-5:38; 5-:33"), rounding, piece limits, validity; save as a draft or save and publish.
 * What is typed is kept until it is saved.
 */
export default function LclEditScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(lclWords);
  const saveDraft = useSaveLclDraft().mutateAsync;
  const submitLclRate = useSubmitLclRate().mutateAsync;
  const id = useIdParam();
  const rate = useQuery(lclRateQueryOptions(id));
  if (id && rate.isPending) return <Spinner />;
  if (id && rate.isError) return <Callout intent="danger">{rate.error.message}</Callout>;
  const r = rate.data;
  const initial = r && lclInitialOf(r);
  return (
    <section className="admin-screen" data-testid="lcl-edit">
      <H2>{r ? w.editOf(r.RateNo, r.Version) : route.title[lang]}</H2>
      {r?.Status === 'PUBLISHED' ? <Callout icon="git-branch">{w.opensVersion}</Callout> : null}
      <ApiForm
        draftKey={`lclRate.${id ?? 'new'}`}
        initial={initial ?? { Currency: 'USD', MinRt: '1', RtRounding: '0.01', Publish: 'false' }}
        fields={[
          { name: 'CoLoaderName', label: w.coLoader },
          { name: 'PolCode', label: w.pol, type: 'port' },
          { name: 'ViaCode', label: w.via, type: 'port' },
          { name: 'PodCode', label: w.pod, type: 'port' },
          { name: 'Currency', label: w.currency },
          { name: 'RatePerRt', label: w.perRt },
          { name: 'MinRt', label: w.minRt },
          { name: 'Breaks', label: w.breaks },
          { name: 'RtRounding', label: w.rounding, options: ['0.01', '0.1', '0.5', '1'].map((v) => ({ value: v, label: v })) },
          { name: 'MaxPieceKg', label: w.maxPieceKg },
          { name: 'MaxPieceLengthCm', label: w.maxPieceCm },
          { name: 'TransitDays', label: w.transitDays },
          { name: 'ValidFrom', label: w.validFrom, helper: 'YYYY-MM-DD' },
          { name: 'ValidTo', label: w.validTo, helper: 'YYYY-MM-DD' },
          { name: 'Remarks', label: w.remarks, type: 'textarea' },
          { name: 'InternalRemarks', label: w.internalRemarks, type: 'textarea' },
          { name: 'Publish', label: w.saveAndPublish, type: 'checkbox' },
        ]}
        submitText={w.save}
        onSubmit={async (v) => {
          const breaks = parseBreaks(v.Breaks ?? '');
          if (!breaks) throw new ApiError(400, w.badBreaks, [{ Path: '/Breaks', Message: w.badBreaks }]);
          const saved = await saveDraft({
            ...(r ? { Id: r.Id, Revision: r.Revision } : {}),
            CoLoaderName: formValue(v.CoLoaderName),
            PolCode: (v.PolCode ?? '').toUpperCase(),
            ViaCode: opt((v.ViaCode ?? '').toUpperCase()),
            PodCode: (v.PodCode ?? '').toUpperCase(),
            Currency: (v.Currency ?? '').toUpperCase(),
            RatePerRt: formValue(v.RatePerRt),
            MinRt: formValue(v.MinRt),
            Breaks: breaks,
            RtRounding: v.RtRounding,
            MaxPieceKg: optInt(v.MaxPieceKg ?? ''),
            MaxPieceLengthCm: optInt(v.MaxPieceLengthCm ?? ''),
            TransitDays: optInt(v.TransitDays ?? ''),
            ValidFrom: formValue(v.ValidFrom),
            ValidTo: formValue(v.ValidTo),
            Remarks: v.Remarks ?? '',
            InternalRemarks: v.InternalRemarks ?? '',
          });
          if (v.Publish === 'true') await submitLclRate({ Id: saved.Id, Revision: saved.Revision });
          go(`${LCL_PAGES.maintenance}?RateNo=${saved.RateNo}`);
          return v.Publish === 'true' ? w.published : w.saved(saved.RateNo, saved.Version);
        }}
      />
    </section>
  );
}
