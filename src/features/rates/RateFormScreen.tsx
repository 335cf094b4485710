import { rateQueryOptions } from './api/reads';
import { useSaveRateDraft, useSubmitRate } from './api/fclRates';
import { Callout, H2, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { type FclRateWire, RATE_TYPES } from '../../contract/rates/calls';
import { useLanguage } from '../../i18n/language';
import { useWords, type WordsIn } from '../../i18n/words';
import { ApiForm, type FieldSpec } from '../../lib/ApiForm';
import { useIdParam } from '../../lib/useIdParam';
import { useCan } from '../../session/access';
import { ApiError } from '../../streams/callApi';
import { showToast } from '../../ui/toaster';
import { FORM_CLASSES, initialOf, rateDraftOf, rateFormFieldOf } from './rateForm';
import { RATE_STATUS_WORDS, RATE_TYPE_WORDS, rateWords } from './words';

/** The form's fields: the lane and its carrier, the window, the schedule, a cost per class, surcharges, remarks; submitting at once for who may. */
const rateFormFields = (w: WordsIn<typeof rateWords>, lang: 'zh' | 'en', canSubmit: boolean): FieldSpec[] => [
  { name: 'RateType', label: w.rateType, options: RATE_TYPES.map((t) => ({ value: t, label: RATE_TYPE_WORDS[t][lang] })) },
  { name: 'CarrierCode', label: w.carrier, type: 'carrier' },
  { name: 'PolCode', label: w.pol, type: 'port' },
  { name: 'ViaCode', label: w.viaOptional, type: 'port' },
  { name: 'PodCode', label: w.pod, type: 'port' },
  { name: 'Currency', label: w.currency },
  { name: 'ValidFrom', label: w.validFrom },
  { name: 'ValidTo', label: w.validTo },
  { name: 'ContractNo', label: w.contractNo },
  { name: 'Schedule', label: w.schedule, helper: w.scheduleHelp },
  { name: 'TransitDays', label: w.transitDays },
  ...FORM_CLASSES.map((c) => ({ name: `Cost_${c}`, label: rateWords.costOf(c)[lang] })),
  { name: 'ListPrice_40HQ', label: w.listPrice40HQ, helper: w.listPriceHelp },
  { name: 'Surcharges', label: w.surcharges, type: 'textarea' as const, helper: w.surchargesHelp },
  { name: 'Remarks', label: w.remarks, type: 'textarea' as const },
  { name: 'InternalRemarks', label: w.internalRemarks, type: 'textarea' as const },
  ...(canSubmit ? [{ name: 'SubmitNow', label: w.submitNow, type: 'checkbox' as const }] : []),
];

/** What the rate's state means for this form: a new version opens, it cannot change, why it was sent back. */
function RateFormNotes({ r }: { r: FclRateWire | undefined }) {
  const w = useWords(rateWords);
  const opensVersion = r?.Status === 'PUBLISHED';
  const fixed = r !== undefined && r.Status !== 'DRAFT' && r.Status !== 'PUBLISHED';
  return (
    <>
      {opensVersion && <Callout icon="git-branch">{w.opensVersion}</Callout>}
      {fixed && (
        <Callout intent="warning" icon="lock">
          {w.cannotChange}
        </Callout>
      )}
      {r?.RejectRemarks && (
        <Callout intent="warning" icon="undo">
          {w.rejectRemarks}：{r.RejectRemarks}
        </Callout>
      )}
    </>
  );
}

/**
 * /SeaFreight/FreightManagement/FCLFreightAdd: a new FCL rate, a draft again (`?id=`), or the next
 * version of a published rate (`?id=` of the published one: it stays published until the new version
 * is). The schedule is typed as forwarders write it ("截二开四"), surcharges one a line ("THC 40HQ CNY
 * 1190"); what is typed survives a reload. Saved as a draft, and submitted at once when asked.
 */
export default function RateFormScreen() {
  const w = useWords(rateWords);
  const lang = useLanguage();
  const id = useIdParam();
  const navigate = useNavigate();
  // each refreshes the rate lists (and a saved draft its record) once it worked (api/fclRates.ts)
  const saveDraft = useSaveRateDraft().mutateAsync;
  const submitRate = useSubmitRate().mutateAsync;
  const canSubmit = useCan(ACCESS.rateSubmit);
  const [lane] = useSearchParams();
  // the classes of the last body sent, in its order: the server's `/Prices/<row>` names a row of it
  const sentClasses = useRef<string[]>([]);
  // a submit refused after the save: kept here, as the form is made anew on the saved rate
  const [submitRefusal, setSubmitRefusal] = useState<ApiError>();
  const rate = useQuery(rateQueryOptions(id));
  if (id !== undefined && rate.isPending) return <Spinner />;
  if (rate.error)
    return (
      <Callout intent="danger" role="alert">
        {(rate.error as Error).message}
      </Callout>
    );
  const r = rate.data;
  /** The success said twice: in the form, and as a toast that outlives the form's reload on a new id. */
  const said = (text: string) => {
    void showToast({ intent: 'success', message: text });
    return text;
  };

  return (
    <section className="admin-screen admin-screen--form" data-testid="rate-form">
      <H2>
        {r ? w.editRate(r.RateNo, r.Version) : w.newRate} {r && <Tag minimal>{RATE_STATUS_WORDS[r.Status][lang]}</Tag>}
      </H2>
      <RateFormNotes r={r} />
      <ApiForm
        key={r ? `${r.Id}.${r.Revision}` : 'new'}
        draftKey={`rate.${id ?? 'new'}`}
        keptError={submitRefusal}
        fieldOf={(path) => rateFormFieldOf(sentClasses.current)(path)}
        // a new rate may come with its lane (the cockpit's uncovered demand links here with it)
        initial={r ? initialOf(r) : { RateType: 'SPOT', Currency: 'USD', SubmitNow: 'false', PolCode: lane.get('pol') ?? '', PodCode: lane.get('pod') ?? '' }}
        fields={rateFormFields(w, lang, canSubmit)}
        submitText={w.saveDraft}
        onSubmit={async (v) => {
          setSubmitRefusal(undefined);
          const body = rateDraftOf(v, r, w);
          sentClasses.current = body.Prices.map((p) => p.ContainerClass);
          const saved = await saveDraft(body);
          if (saved.Id !== id) navigate(`/SeaFreight/FreightManagement/FCLFreightAdd?id=${saved.Id}`, { replace: true });
          if (v.SubmitNow !== 'true') return said(w.savedDraft(saved.RateNo, saved.Version));
          try {
            const submitted = await submitRate({
              Id: saved.Id,
              Revision: saved.Revision,
            });
            return said(w.savedAndSubmitted(saved.RateNo, RATE_STATUS_WORDS[submitted.Status][lang]));
          } catch (err) {
            // saved, not submitted: say why and where, beside the fields, the draft is kept (the drafts
            // page submits it, or supersedes); the form is made anew on the saved rate, so the
            // screen keeps the refusal and a toast says it too
            const refusal = new ApiError(
              400,
              w.savedNotSubmitted(saved.RateNo, err instanceof Error ? err.message : String(err)),
              err instanceof ApiError ? err.errors : undefined,
              err instanceof ApiError ? err.code : undefined,
            );
            setSubmitRefusal(refusal);
            void showToast({ intent: 'danger', message: refusal.message });
            throw refusal;
          }
        }}
      />
    </section>
  );
}
