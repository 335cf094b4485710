import { Button, Callout, Card, FormGroup, H2, H4, HTMLSelect, InputGroup, NumericInput, Spinner, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ReadySpace, ReadySpaceWire } from '../../contract/readySpace/calls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PAGES as P } from '../../contract/readySpace/module';
import { fieldName, loadModuleFieldWords } from '../../contract/fieldLabels';
import { localDateTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { useSessionDraft } from '../../lib/useSessionDraft';
import { ApiError } from '../../streams/callApi';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import type { QuickSailing } from '../../contract/booking/quickCalls';
import { CarrierPicker } from '../../lib/CarrierPicker';
import { PlacePicker } from '../../lib/PlacePicker';
import { useReadySpace, useSaveSpace } from './api/spaces';
import { SailingPick } from './SailingPick';
import { readySpaceWords, SPACE_STATUS_WORDS } from './words';

// the form names a refused line's field as the server's words do (src/contract/readySpace/words.ts): loaded with the form
void loadModuleFieldWords('readySpace');

type Line = ReadySpaceWire['Lines'][number];
/** The form as typed: DCO and FCO apart, and the version of the listing it was read from (kept across a reload). */
type Form = Omit<ReadySpaceWire, 'CutOffs' | 'Lines'> & { Dco: string; Fco: string; Lines: Line[]; ReadVersion?: number };

const EMPTY: Form = {
  CarrierCode: '',
  VesselName: '',
  Voyage: '',
  PolCode: '',
  PodCode: '',
  Etd: '',
  Dco: '',
  Fco: '',
  Currency: 'USD',
  PriceIncludes: 'OF_ONLY',
  ValidUntil: '',
  CancellationTerms: '',
  CancelFeePerContainer: '',
  Audience: 'MARKET',
  HoldMinutes: 120,
  Lines: [{ ContainerClass: '40HQ', TotalQty: 1, Price: '' }],
};

/** A stored listing back into the form: cut-offs on the POL's clock, as they are typed. */
function formOf(s: ReadySpace): Form {
  const at = (code: string) => {
    const c = s.CutOffs.find((x) => x.Code === code);
    return c ? localDateTime(c.DateTime, s.PolTimeZone) : '';
  };
  return {
    VesselCallId: s.VesselCallId,
    ServiceCode: s.ServiceCode,
    Eta: s.Eta,
    CarrierCode: s.CarrierCode,
    VesselName: s.VesselName,
    Voyage: s.Voyage,
    PolCode: s.PolCode,
    PodCode: s.PodCode,
    ViaCode: s.ViaCode,
    Etd: s.Etd,
    Dco: at('DCO'),
    Fco: at('FCO'),
    Currency: s.Currency,
    PriceIncludes: s.PriceIncludes === 'ALL_IN' ? 'ALL_IN' : 'OF_ONLY',
    ValidUntil: s.ValidUntil ? localDateTime(s.ValidUntil, s.PolTimeZone) : '',
    CancellationTerms: s.CancellationTerms,
    CancelFeePerContainer: s.CancelFeePerContainer ?? '',
    MaxPerOrder: s.MaxPerOrder,
    HoldMinutes: s.HoldMinutes,
    Remarks: s.Remarks,
    Audience: 'MARKET',
    Lines: s.Lines.map((l) => ({ ContainerClass: l.ContainerClass, TotalQty: l.TotalQty ?? 0, Price: l.Price, FloorPrice: l.FloorPrice ?? '' })),
  };
}

/** The wire a form saves: the DCO and FCO as cut-offs, empty optional fields left out. */
function wireOf(f: Form): ReadySpaceWire {
  const { Dco, Fco, ReadVersion: _read, ...rest } = f;
  return {
    ...rest,
    ViaCode: f.ViaCode || undefined,
    MaxPerOrder: f.MaxPerOrder || null,
    CutOffs: [...(Dco ? [{ Code: 'DCO', DateTime: Dco }] : []), ...(Fco ? [{ Code: 'FCO', DateTime: Fco }] : [])],
  };
}

/**
 * Publishing ready space (NowOrderNew/NowOrderRelease) and editing it (EditNowOrder): the sailing,
 * its cut-offs on the POL's clock, per class a quantity and a price, the terms; save the draft or
 * submit it to the platform's audit (the platform's own goes on sale at once). A listing on sale
 * keeps its key facts while orders are open (the server refuses: R5.5).
 */
export default function SpaceFormScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const space = useReadySpace(id);
  const saving = useSaveSpace();
  // what was typed survives a reload; a listing's kept form gives way once the server holds a newer version
  const [form, setForm] = useSessionDraft<Form>(`readySpace.form.${id}`, EMPTY);
  const [error, setError] = useState<{ message: string; errors?: { Path: string; Message: string }[] }>();
  useEffect(() => {
    if (space.data && form.ReadVersion !== space.data.Version) setForm({ ...formOf(space.data), ReadVersion: space.data.Version });
  }, [space.data, form.ReadVersion, setForm]);
  if (id && space.isPending) return <Spinner />;
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const setLine = (i: number, patch: Partial<Line>) => set({ Lines: form.Lines.map((l, n) => (n === i ? { ...l, ...patch } : l)) });
  // a sailing from the schedule fills what it knows: the vessel and voyage are the schedule's, the cut-offs on the POL's clock
  const pickSailing = (x: QuickSailing) => {
    const cutOff = (code: string) => {
      const c = x.CutOffs.find((c) => c.Code === code);
      return c ? localDateTime(c.DateTime, x.PolZone) : '';
    };
    set({
      VesselCallId: x.CallId,
      CarrierCode: x.CarrierCode,
      VesselName: x.Vessel,
      Voyage: x.Voyage,
      ServiceCode: x.Service || undefined,
      Etd: localDateTime(x.Etd, x.PolZone).slice(0, 10),
      Eta: localDateTime(x.Eta, x.PolZone).slice(0, 10),
      Dco: cutOff('DCO'),
      Fco: cutOff('FCO'),
    });
  };
  /** A key fact typed by hand is no longer the picked sailing's. */
  const typed = (patch: Partial<Form>) => set({ ...patch, VesselCallId: null });
  const text = (key: keyof Form, label: string, upper = false) => (
    <FormGroup label={label} inline labelFor={`rs-${key}`}>
      <InputGroup
        id={`rs-${key}`}
        value={String(form[key] ?? '')}
        onValueChange={(v) => set({ [key]: upper ? v.toUpperCase() : v } as Partial<Form>)}
        data-field={key}
      />
    </FormGroup>
  );
  const save = async (submit: boolean) => {
    setError(undefined);
    try {
      const saved = await saving.mutateAsync({ save: { ...(id ? { Id: id, Version: space.data?.Version } : {}), Space: wireOf(form) }, submit });
      if (!id) setForm(EMPTY); // the new listing is saved: the next one starts empty
      showToast({ intent: 'success', message: `${w.saved}` });
      navigate(submit ? P.submitted : `${P.publish}?id=${saved.Id}`);
    } catch (e) {
      setError(e instanceof ApiError ? { message: e.message, errors: e.errors } : { message: String(e) });
    }
  };
  return (
    <section className="admin-screen" data-testid="ready-space-form">
      <H2>
        {route.title[lang]}
        {space.data ? ` ${space.data.SpaceNo} · ${SPACE_STATUS_WORDS[space.data.Status][lang]}` : ''}
      </H2>
      {space.data?.AuditRemarks ? <Callout intent="warning">{space.data.AuditRemarks}</Callout> : null}
      <Card>
        <H4>{w.sailing}</H4>
        <FormGroup label={w.carrier} inline labelFor="rs-CarrierCode">
          <CarrierPicker
            id="rs-CarrierCode"
            lang={lang}
            value={form.CarrierCode}
            onType={(v) => typed({ CarrierCode: v.toUpperCase() })}
            onPick={(c) => typed({ CarrierCode: c.Code })}
          />
        </FormGroup>
        {(['PolCode', 'ViaCode', 'PodCode'] as const).map((key) => (
          <FormGroup key={key} label={key === 'PolCode' ? w.pol : key === 'PodCode' ? w.pod : w.via} inline labelFor={`rs-${key}`}>
            <PlacePicker
              id={`rs-${key}`}
              kind="SEAPORT"
              lang={lang}
              value={form[key] ?? ''}
              onType={(v) => typed({ [key]: v.toUpperCase() })}
              onPick={(p) => typed({ [key]: p.Code })}
            />
          </FormGroup>
        ))}
        <FormGroup label={w.pickSailing}>
          <SailingPick pol={form.PolCode} pod={form.PodCode} carrier={form.CarrierCode} picked={form.VesselCallId ?? null} onPick={pickSailing} />
        </FormGroup>
        <FormGroup label={w.vessel} inline labelFor="rs-VesselName">
          <InputGroup id="rs-VesselName" value={form.VesselName} onValueChange={(v) => typed({ VesselName: v.toUpperCase() })} data-field="VesselName" />
        </FormGroup>
        <FormGroup label={w.voyage} inline labelFor="rs-Voyage">
          <InputGroup id="rs-Voyage" value={form.Voyage} onValueChange={(v) => typed({ Voyage: v.toUpperCase() })} data-field="Voyage" />
        </FormGroup>
        {text('Etd', `${w.etd} (YYYY-MM-DD)`)}
        {text('Dco', `DCO ${w.cutOffs} (YYYY-MM-DD HH:mm)`)}
        {text('Fco', `FCO ${w.cutOffs} (YYYY-MM-DD HH:mm)`)}
        {text('ValidUntil', `${w.validUntil} — ${w.validUntilHint}`)}
        <FormGroup label={w.holdTimeMinutes} helperText={w.holdHint} inline labelFor="rs-HoldMinutes">
          <NumericInput
            id="rs-HoldMinutes"
            min={1}
            max={10_080}
            value={form.HoldMinutes ?? 120}
            onValueChange={(n) => set({ HoldMinutes: Number.isFinite(n) && n >= 1 ? Math.floor(n) : undefined })}
          />
        </FormGroup>
      </Card>
      <Card>
        <H4>{w.stock}</H4>
        <FormGroup label={w.currency} inline labelFor="rs-Currency">
          <InputGroup id="rs-Currency" maxLength={3} value={form.Currency} onValueChange={(v) => set({ Currency: v.toUpperCase() })} />
        </FormGroup>
        <FormGroup label={w.priceIncludes} inline labelFor="rs-PriceIncludes">
          <HTMLSelect
            id="rs-PriceIncludes"
            value={form.PriceIncludes}
            onChange={(e) => set({ PriceIncludes: e.currentTarget.value as Form['PriceIncludes'] })}
            options={[
              { value: 'OF_ONLY', label: w.ofOnly },
              { value: 'ALL_IN', label: w.allIn },
            ]}
          />
        </FormGroup>
        {form.Lines.map((l, i) => (
          // each field of a class line carries its label (the line's number too, so a screen reader tells the lines apart)
          <div key={i} className="ready-space-line" data-line={i} style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
            <FormGroup label={w.containerClass} labelFor={`rs-line-${i}-class`}>
              <InputGroup
                id={`rs-line-${i}-class`}
                aria-label={`${w.containerClass} ${i + 1}`}
                value={l.ContainerClass}
                onValueChange={(v) => setLine(i, { ContainerClass: v.toUpperCase() })}
              />
            </FormGroup>
            <FormGroup label={w.total} labelFor={`rs-line-${i}-qty`}>
              <NumericInput
                id={`rs-line-${i}-qty`}
                aria-label={`${w.total} ${i + 1}`}
                min={0}
                value={l.TotalQty}
                onValueChange={(n) => setLine(i, { TotalQty: Number.isFinite(n) ? n : 0 })}
              />
            </FormGroup>
            <FormGroup label={`${w.price} (${form.Currency})`} labelFor={`rs-line-${i}-price`}>
              <InputGroup id={`rs-line-${i}-price`} aria-label={`${w.price} ${i + 1}`} value={l.Price} onValueChange={(v) => setLine(i, { Price: v })} />
            </FormGroup>
            <FormGroup label={`${w.floorPrice} (${form.Currency})`} labelFor={`rs-line-${i}-floor`}>
              <InputGroup
                id={`rs-line-${i}-floor`}
                aria-label={`${w.floorPrice} ${i + 1}`}
                value={l.FloorPrice ?? ''}
                onValueChange={(v) => setLine(i, { FloorPrice: v })}
              />
            </FormGroup>
            <FormGroup>
              <Button minimal icon="trash" aria-label={`${w.removeLine} ${i + 1}`} onClick={() => set({ Lines: form.Lines.filter((_, n) => n !== i) })} />
            </FormGroup>
          </div>
        ))}
        <Button icon="add" text={w.addLine} onClick={() => set({ Lines: [...form.Lines, { ContainerClass: '', TotalQty: 1, Price: '' }] })} />
        <FormGroup label={w.maxPerOrder} inline labelFor="rs-MaxPerOrder">
          <NumericInput id="rs-MaxPerOrder" min={0} value={form.MaxPerOrder ?? 0} onValueChange={(n) => set({ MaxPerOrder: n > 0 ? n : null })} />
        </FormGroup>
        <FormGroup label={w.terms} labelFor="rs-CancellationTerms">
          <TextArea id="rs-CancellationTerms" fill value={form.CancellationTerms} onChange={(e) => set({ CancellationTerms: e.currentTarget.value })} />
        </FormGroup>
        {text('CancelFeePerContainer', w.feePerContainer)}
        <FormGroup label={w.remarks} labelFor="rs-Remarks">
          <TextArea id="rs-Remarks" fill value={form.Remarks ?? ''} onChange={(e) => set({ Remarks: e.currentTarget.value })} />
        </FormGroup>
      </Card>
      {error ? (
        <Callout intent="danger" data-testid="form-error">
          {error.message}
          {error.errors?.length ? (
            <p>
              {w.checkFields}
              {/* the fields named as the form labels them, from the contract's words (the server's refusals read the same) */}
              {[...new Set(error.errors.map((e) => fieldName(e.Path, 'readySpace', lang, true) ?? w.stock))].join(w.listSeparator)}
            </p>
          ) : null}
        </Callout>
      ) : null}
      <Gate access={A.readySpacePublish}>
        <Button text={w.saveDraft} loading={saving.isPending} onClick={() => save(false)} />
        {!space.data || (space.data.Status === 'DRAFT' && space.data.Owns) ? (
          <Button intent="primary" text={w.submit} loading={saving.isPending} onClick={() => save(true)} />
        ) : null}
      </Gate>
    </section>
  );
}
