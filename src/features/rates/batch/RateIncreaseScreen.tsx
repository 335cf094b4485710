import { noticesForIncreaseQueryOptions } from '../api/reads';
import { usePlanBatch } from '../api/batches';
import { Button, Callout, FormGroup, H2, HTMLSelect, InputGroup, Radio, RadioGroup, SegmentedControl } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INCREASE_REASONS, type PlanInput } from '../../../contract/rates/batchCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useSessionDraft } from '../../../lib/useSessionDraft';
import { Gate } from '../../../session/Gate';
import { useRoute } from '../../../ui/routeContext';
import { BatchView } from './BatchView';
import { batchWords } from './words';

const CLASSES = ['20GP', '40GP', '40HQ', '45HQ'];
const EMPTY = {
  kind: 'INCREASE' as 'INCREASE' | 'EDIT',
  lanes: '',
  carriers: '',
  pols: '',
  pods: '',
  classes: '',
  mode: 'amount' as 'amount' | 'pct',
  amounts: {} as Record<string, string>,
  pct: '',
  effectiveFrom: '',
  reason: 'GRI',
  validTo: '',
  transitDays: '',
  remarks: '',
  noticeId: '',
};
const codes = (text: string) =>
  text
    .split(/[\s,，、;；]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
const optionalCodes = (text: string) => (codes(text).length ? codes(text) : undefined);

/** The plan call's body from what was typed: only what was filled in is sent (the server refuses an empty filter). */
export function planOf(f: typeof EMPTY): PlanInput {
  const filter = {
    TradeLaneCodes: optionalCodes(f.lanes),
    CarrierCodes: optionalCodes(f.carriers),
    PolCodes: optionalCodes(f.pols),
    PodCodes: optionalCodes(f.pods),
    Classes: optionalCodes(f.classes),
  };
  if (f.kind === 'EDIT')
    return {
      Kind: 'EDIT',
      Filter: filter,
      Change: {
        ...(f.validTo ? { ValidTo: f.validTo } : {}),
        ...(f.transitDays ? { TransitDays: Number(f.transitDays) } : {}),
        ...(f.remarks ? { Remarks: f.remarks } : {}),
      },
    };
  const amounts = Object.fromEntries(Object.entries(f.amounts).filter(([, v]) => v.trim()));
  return {
    Kind: 'INCREASE',
    Filter: filter,
    Change: {
      ...(f.mode === 'pct' ? { Pct: f.pct.trim() } : { Amounts: amounts }),
      ...(f.effectiveFrom ? { EffectiveFrom: f.effectiveFrom } : {}),
      Reason: f.reason as (typeof INCREASE_REASONS)[number],
    },
    ...(f.noticeId ? { NoticeId: Number(f.noticeId) } : {}),
  };
}

type TextKey = 'lanes' | 'carriers' | 'pols' | 'pods' | 'classes' | 'effectiveFrom' | 'pct' | 'validTo' | 'transitDays' | 'remarks';

/** An increase's own fields: amounts per class or a percentage, the effective day, the reason and the notice it follows. */
function IncreaseFields({
  form,
  set,
  text,
  notices,
}: {
  form: typeof EMPTY;
  set(patch: Partial<typeof EMPTY>): void;
  text(key: TextKey, label: string, ph?: string): ReactNode;
  notices: readonly { Id: number; Title: string; EffectiveDate: string; Status: string }[];
}) {
  const w = useWords(batchWords);
  return (
    <>
      <RadioGroup inline selectedValue={form.mode} onChange={(e) => set({ mode: e.currentTarget.value as 'amount' | 'pct' })}>
        <Radio value="amount" label={w.byAmount} />
        <Radio value="pct" label={w.byPct} />
      </RadioGroup>
      <div className="batch-form">
        {form.mode === 'amount'
          ? CLASSES.map((c) => (
              <FormGroup key={c} label={w.amountOf(c)} labelFor={`ri-amount-${c}`}>
                <InputGroup
                  id={`ri-amount-${c}`}
                  value={form.amounts[c] ?? ''}
                  placeholder="USD"
                  onChange={(e) => set({ amounts: { ...form.amounts, [c]: e.currentTarget.value.trim() } })}
                />
              </FormGroup>
            ))
          : text('pct', w.pct, '5')}
        {text('effectiveFrom', w.effectiveFrom, 'YYYY-MM-DD')}
        <FormGroup label={w.reason} labelFor="ri-reason">
          <HTMLSelect id="ri-reason" value={form.reason} onChange={(e) => set({ reason: e.currentTarget.value })} options={[...INCREASE_REASONS]} />
        </FormGroup>
        <FormGroup label={w.linkNotice} labelFor="ri-notice">
          <HTMLSelect
            id="ri-notice"
            value={form.noticeId}
            onChange={(e) => set({ noticeId: e.currentTarget.value })}
            options={[
              { value: '', label: w.noNotice },
              ...notices.filter((n) => n.Status !== 'WITHDRAWN').map((n) => ({ value: String(n.Id), label: `${n.Title} (${n.EffectiveDate})` })),
            ]}
          />
        </FormGroup>
      </div>
    </>
  );
}

/**
 * /SeaFreight/FreightManagement/FCLFreightIncrease (commercial.md §2.5, R2.9): a GRI, a PSS or a
 * market move over a filter of published rates — amounts per class or a percentage, an effective
 * day, the notice it follows — or a batch edit (a last day, transit, remarks); "preview" plans the
 * batch and shows every rate before and after; apply publishes it whole. What was typed survives a
 * reload; the planned batch is in the address.
 */
export default function RateIncreaseScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(batchWords);
  const planBatch = usePlanBatch().mutateAsync;
  const [params, setParams] = useSearchParams();
  const batchId = Number(params.get('batch')) || undefined;
  const [form, setForm] = useSessionDraft('freight.draft.rateIncrease', EMPTY);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const notices = useQuery(noticesForIncreaseQueryOptions());
  const set = (patch: Partial<typeof EMPTY>) => setForm({ ...form, ...patch });
  const text = (key: TextKey, label: string, ph = '') => (
    <FormGroup label={label} labelFor={`ri-${key}`}>
      <InputGroup id={`ri-${key}`} value={form[key]} placeholder={ph} onChange={(e) => set({ [key]: e.currentTarget.value })} />
    </FormGroup>
  );
  const preview = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const batch = await planBatch(planOf(form));
      setParams({ batch: String(batch.Id) });
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-screen" data-testid="rate-increase">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.increaseHint}</Callout>
      <Gate access={RATES_ACCESS.batchChange}>
        <SegmentedControl
          value={form.kind}
          onValueChange={(v) => set({ kind: v as 'INCREASE' | 'EDIT' })}
          options={[
            { value: 'INCREASE', label: w.kindIncrease },
            { value: 'EDIT', label: w.kindEdit },
          ]}
        />
        <div className="batch-form">
          {text('lanes', w.tradeLanes)}
          {text('carriers', w.carriers, 'CMDU')}
          {text('pols', w.pols, 'CNSHA')}
          {text('pods', w.pods, 'USLAX')}
          {text('classes', w.classes, '40HQ')}
        </div>
        {form.kind === 'INCREASE' ? (
          <IncreaseFields form={form} set={set} text={text} notices={notices.data?.Items ?? []} />
        ) : (
          <div className="batch-form">
            {text('validTo', w.newValidTo, 'YYYY-MM-DD')}
            {text('transitDays', w.transitDays)}
            {text('remarks', w.remarks)}
          </div>
        )}
        <p>
          <Button intent="primary" icon="eye-open" text={w.preview} loading={busy} onClick={() => void preview()} />{' '}
          <Button
            icon="reset"
            text={w.newPlan}
            onClick={() => {
              setForm(EMPTY);
              setParams({});
            }}
          />
        </p>
      </Gate>
      {problem ? (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      ) : null}
      {batchId ? <BatchView key={batchId} batchId={batchId} /> : null}
    </section>
  );
}
