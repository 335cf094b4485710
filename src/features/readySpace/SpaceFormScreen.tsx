import { Button, Callout, Card, FormGroup, H2, H4, HTMLSelect, InputGroup, NumericInput, Spinner, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ReadySpace, ReadySpaceWire } from '../../contract/readySpace/calls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PAGES as P } from '../../contract/readySpace/module';
import { ENDPOINTS } from '../../contract/endpoints';
import { localDateTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { useSessionDraft } from '../../lib/useSessionDraft';
import { ApiError } from '../../streams/http';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { getReadySpace, post, readySpaceKey } from './api';
import { readySpaceWords, SPACE_STATUS_WORDS } from './words';

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
  Lines: [{ ContainerClass: '40HQ', TotalQty: 1, Price: '' }],
};

/** A stored listing back into the form: cut-offs on the POL's clock, as they are typed. */
function formOf(s: ReadySpace): Form {
  const at = (code: string) => {
    const c = s.CutOffs.find((x) => x.Code === code);
    return c ? localDateTime(c.DateTime, s.PolTimeZone) : '';
  };
  return {
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
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const space = useQuery({ queryKey: readySpaceKey(id), queryFn: () => getReadySpace(id), enabled: id > 0 });
  // what was typed survives a reload; a listing's kept form gives way once the server holds a newer version
  const [form, setForm] = useSessionDraft<Form>(`readySpace.form.${id}`, EMPTY);
  const [error, setError] = useState<{ message: string; errors?: { Path: string; Message: string }[] }>();
  useEffect(() => {
    if (space.data && form.ReadVersion !== space.data.Version) setForm({ ...formOf(space.data), ReadVersion: space.data.Version });
  }, [space.data, form.ReadVersion, setForm]);
  if (id && space.isPending) return <Spinner />;
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const setLine = (i: number, patch: Partial<Line>) => set({ Lines: form.Lines.map((l, n) => (n === i ? { ...l, ...patch } : l)) });
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
      const saved = await post<{ Id: number; Version: number; Status: string }>(ENDPOINTS.readySpaceSaveDraft, {
        ...(id ? { Id: id, Version: space.data?.Version } : {}),
        Space: wireOf(form),
      });
      if (submit) await post(ENDPOINTS.readySpaceSubmit, { Id: saved.Id, Version: saved.Version });
      if (!id) setForm(EMPTY); // the new listing is saved: the next one starts empty
      await client.invalidateQueries({ queryKey: ['readySpace'] });
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
        {text('CarrierCode', w.carrier, true)}
        {text('VesselName', w.vessel, true)}
        {text('Voyage', w.voyage, true)}
        {text('PolCode', w.pol, true)}
        {text('ViaCode', w.via, true)}
        {text('PodCode', w.pod, true)}
        {text('Etd', `${w.etd} (YYYY-MM-DD)`)}
        {text('Dco', `DCO ${w.cutOffs} (YYYY-MM-DD HH:mm)`)}
        {text('Fco', `FCO ${w.cutOffs} (YYYY-MM-DD HH:mm)`)}
        {text('ValidUntil', `${w.validUntil} — ${w.validUntilHint}`)}
      </Card>
      <Card>
        <H4>{w.stock}</H4>
        <FormGroup label={w.currency} inline labelFor="rs-Currency">
          <InputGroup id="rs-Currency" value={form.Currency} onValueChange={(v) => set({ Currency: v.toUpperCase() })} />
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
          <div key={i} className="ready-space-line" data-line={i}>
            <InputGroup
              aria-label={`${w.containerClass} ${i + 1}`}
              placeholder={w.containerClass}
              value={l.ContainerClass}
              onValueChange={(v) => setLine(i, { ContainerClass: v.toUpperCase() })}
            />
            <NumericInput
              aria-label={`${w.total} ${i + 1}`}
              placeholder={w.total}
              min={0}
              value={l.TotalQty}
              onValueChange={(n) => setLine(i, { TotalQty: Number.isFinite(n) ? n : 0 })}
            />
            <InputGroup aria-label={`${w.price} ${i + 1}`} placeholder={w.price} value={l.Price} onValueChange={(v) => setLine(i, { Price: v })} />
            <InputGroup
              aria-label={`${w.floorPrice} ${i + 1}`}
              placeholder={w.floorPrice}
              value={l.FloorPrice ?? ''}
              onValueChange={(v) => setLine(i, { FloorPrice: v })}
            />
            <Button minimal icon="trash" aria-label={w.removeLine} onClick={() => set({ Lines: form.Lines.filter((_, n) => n !== i) })} />
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
            <ul>
              {error.errors.map((e) => (
                <li key={`${e.Path}${e.Message}`}>{e.Message}</li>
              ))}
            </ul>
          ) : null}
        </Callout>
      ) : null}
      <Gate access={A.readySpacePublish}>
        <Button text={w.saveDraft} onClick={() => save(false)} />
        {!space.data || space.data.Status === 'DRAFT' ? <Button intent="primary" text={w.submit} onClick={() => save(true)} /> : null}
      </Gate>
    </section>
  );
}
