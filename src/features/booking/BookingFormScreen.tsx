import { Button, Callout, Card, Checkbox, FormGroup, H2, H4, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BookingProblem, BookingWire, Equipment, Party } from '../../contract/booking/calls';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { addDays } from '../../domain/refdata/sailings';
import { todayInShanghai } from '../../domain/refdata/exchangeRates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { persisted } from '../../streams/persisted';
import { bookingQueryOptions, checkBooking, saveBookingDraft, submitBooking } from './api/bookings';
import { bookingSubmitMachine } from './machines/bookingSubmitMachine';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { CustomerSelect } from './CustomerSelect';
import { bookingWords } from './words';
import { getBookingTemplate } from './api/templates';
import { BookingTemplateBar, PartyPicker } from './TemplatePickers';
import { wireFromTemplate } from '../../domain/booking/templates';
import { draftChoice, equipmentOfLink, priceLinkOf } from '../../domain/booking/priceLink';
import { useConfirm } from '../../lib/useConfirm';
import { BookingPricePanel } from './BookingPricePanel';

/**
 * The booking form (commercial.md §6.4 BookOnline, DcOrder, internalBookOnline): routing and
 * sailing, equipment lines, cargo, parties, terms; the booking check runs on the server's tables as
 * the person types (R6.1–R6.6) and names each problem beside its field. What is typed is kept in
 * this browser until it is saved, so a reload loses nothing. `?id=` opens a saved draft (or a
 * booking returned for an update); `?pol=&pod=&carrier=&rate=&search=&eq=` starts one from a rate row
 * (`&quote=` from a quote's option), with every container class and quantity priced; opened over a
 * form kept from before, it asks which to go on with. The price of the equipment shows as it changes,
 * `&call=&vessel=&voyage=` from a sailing and `&company=` for a customer (the quick booking pages).
 * `?template=<id>` from a booking template (OrderTemp's "用此模板订舱").
 */

const blankWire = (p: URLSearchParams): BookingWire => ({
  CarrierCode: p.get('carrier') ?? '',
  PolCode: p.get('pol') ?? '',
  PodCode: p.get('pod') ?? '',
  ExpectedEtd: p.get('etd') ?? addDays(todayInShanghai(), 10),
  ReceiptType: 'CY',
  DeliveryType: 'CY',
  FreightTerm: 'PRE',
  TransportDocType: 'BOL',
  BlRelease: 'TELEX',
  NumberOfOriginals: 0,
  CargoType: 'GP',
  PackageKind: 'CT',
  Shipper: {},
  Consignee: {},
  Notify: {},
  // a price's link carries every class and quantity it priced
  Equipment: equipmentOfLink(p) ?? [{ ContainerClass: '40HQ', Units: 1 }],
  ...(p.get('rate') ? { RateId: Number(p.get('rate')) } : {}),
  // a sailing picked on the quick booking pages: the check reads its cut-offs
  ...(Number(p.get('call')) ? { VesselCallId: Number(p.get('call')), RequestedVessel: p.get('vessel') ?? '', RequestedVoyage: p.get('voyage') ?? '' } : {}),
  ...(p.get('search') ? { SearchId: Number(p.get('search')) } : {}),
  ...(p.get('quote') ? { QuoteId: Number(p.get('quote')) } : {}),
});

export default function BookingFormScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const staff = route.path.startsWith('/BookingSpace') || route.path.startsWith('/quckBook');
  const editId = Number(params.get('id')) || undefined;
  const store = useMemo(
    () =>
      persisted<{ wire: BookingWire; companyId: string } | null>(`booking.form.${editId ?? 'new'}`, null, (v) =>
        v && typeof v === 'object' ? (v as never) : undefined,
      ),
    [editId],
  );
  // a price's link over a form kept in this browser: start from the link, keep the form, or ask (issue 32)
  const link = editId ? undefined : priceLinkOf(params);
  const [choice] = useState(() => draftChoice(store.get()?.wire, link));
  const [wire, setWire] = useState<BookingWire>(() => (choice === 'link' ? blankWire(params) : (store.get()?.wire ?? blankWire(params))));
  const [companyId, setCompanyId] = useState(() => store.get()?.companyId ?? params.get('company') ?? '');
  const existing = useQuery(bookingQueryOptions(editId ?? 0));
  // a new booking from a template: a fresh one filled from it (never mixed with older typing kept in this browser), once —
  // the address then drops it, so a reload keeps what was typed since
  const templateId = Number(params.get('template')) || undefined;
  useEffect(() => {
    if (!templateId || editId) return;
    getBookingTemplate(templateId)
      .then((t) => {
        setWire(wireFromTemplate(blankWire(params), t.Body));
        navigate(route.path, { replace: true });
      })
      .catch((e: Error) => void showToast({ intent: 'danger', message: e.message }));
  }, [templateId, editId, navigate, route.path, params]);
  const { dialog, ask } = useConfirm();
  const asked = useRef(false); // asked once, when the form opens
  const linkIsQuote = !!link?.QuoteId;
  useEffect(() => {
    if (choice !== 'ask' || asked.current) return;
    asked.current = true;
    void ask({ text: w.keptOrLink(linkIsQuote), confirm: w.startFromLink(linkIsQuote), cancel: w.continueKept }).then((fromLink) => {
      if (fromLink) setWire(blankWire(params));
      // either way the question is answered: the address drops the link, so a reload keeps what is on the form
      else navigate(route.path, { replace: true });
    });
  }, [choice, linkIsQuote, ask, w, params, navigate, route.path]);
  const [problems, setProblems] = useState<BookingProblem[]>([]);
  // what the machine's calls send: the latest typed values, read when the call starts
  const latest = useRef({ wire, companyId });
  latest.current = { wire, companyId };
  const kept = useRef(store); // the store of the draft on screen (its key follows the address)
  kept.current = store;
  const flow = useActorRef(
    bookingSubmitMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          const { wire: w_, companyId: c } = latest.current;
          const body = {
            Wire: w_,
            ...(input.saved ? { Id: input.saved.id, Version: input.saved.version } : {}),
            ...(staff && !input.saved ? { CompanyId: Number(c) || null } : {}),
          };
          const r = await saveBookingDraft(body);
          if (!input.saved) {
            // a new draft now has its id: the address names it, so a reload opens this draft, not a new one
            kept.current.set(null);
            navigate(`${route.path}?id=${r.Id}`, { replace: true });
          }
          return { id: r.Id, version: r.Version };
        }),
        submit: fromPromise(async ({ input }) => {
          await submitBooking({ Id: input.saved.id, Version: input.saved.version }, input.key);
        }),
      },
      actions: {
        submitted: (_, { id }) => {
          kept.current.set(null);
          void showToast({ intent: 'success', message: w.submitted });
          navigate(`${staff ? BOOKING_PAGES.deskDetail : BOOKING_PAGES.detail}?id=${id}`);
        },
        reload: () => void existing.refetch(),
      },
    }),
  );
  const state = useSelector(flow, (s) => s);
  const saved = state.context.saved;
  const busy = state.matches('saving') || state.matches('submitting');
  const error = state.context.error ?? '';

  useEffect(() => {
    if (existing.data) {
      flow.send({ type: 'booking.loaded', saved: { id: existing.data.Id, version: existing.data.Version } });
      if (!store.get()) setWire(existing.data.Wire);
    }
  }, [existing.data, store, flow]);

  // keep what is typed; check it a moment after the last keystroke
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    store.set({ wire, companyId });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      checkBooking({ Wire: wire })
        .then((r) => setProblems(r.Problems))
        .catch(() => undefined);
    }, 350);
    return () => clearTimeout(timer.current);
  }, [wire, companyId, store]);

  const set = <K extends keyof BookingWire>(k: K, v: BookingWire[K]) => setWire((x) => ({ ...x, [k]: v }));
  const setParty = (k: 'Shipper' | 'Consignee' | 'Notify', field: keyof Party, v: string) => setWire((x) => ({ ...x, [k]: { ...x[k], [field]: v } }));
  const setLine = (i: number, line: Partial<Equipment>) =>
    setWire((x) => ({ ...x, Equipment: (x.Equipment ?? []).map((e, j) => (i === j ? { ...e, ...line } : e)) }));
  const problemAt = (path: string) => problems.filter((p) => p.Path === path || p.Path.startsWith(`${path}/`));
  const helper = (path: string) => {
    const list = problemAt(path);
    return list.length ? list.map((p) => p.Message).join(' ') : undefined;
  };
  const intent = (path: string) => (problemAt(path).some((p) => p.Severity === 'error') ? 'danger' : problemAt(path).length ? 'warning' : 'none');
  const errors = problems.filter((p) => p.Severity === 'error');

  const text = (k: keyof BookingWire, label: string, props: { upper?: boolean; width?: number } = {}) => (
    <FormGroup label={label} helperText={helper(`/${String(k)}`)} intent={intent(`/${String(k)}`)} style={{ width: props.width ?? 160 }}>
      <InputGroup
        aria-label={label}
        value={String(wire[k] ?? '')}
        intent={intent(`/${String(k)}`)}
        onChange={(e) => set(k, (props.upper ? e.target.value.toUpperCase() : e.target.value) as never)}
      />
    </FormGroup>
  );
  const party = (k: 'Shipper' | 'Consignee' | 'Notify', title: string) => (
    <Card style={{ flex: 1, minWidth: 260 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <H4>{title}</H4>
        <PartyPicker role={k === 'Shipper' ? 'SHIPPER' : k === 'Consignee' ? 'CONSIGNEE' : 'NOTIFY'} label={title} onPick={(p) => set(k, p)} />
      </div>
      <FormGroup label={w.partyName} helperText={helper(`/${k}/Name`)} intent={intent(`/${k}/Name`)}>
        <InputGroup aria-label={`${title} ${w.partyName}`} value={wire[k]?.Name ?? ''} onChange={(e) => setParty(k, 'Name', e.target.value.toUpperCase())} />
      </FormGroup>
      <FormGroup label={w.partyAddress} helperText={helper(`/${k}/Address`)} intent={intent(`/${k}/Address`)}>
        <TextArea
          aria-label={`${title} ${w.partyAddress}`}
          fill
          rows={3}
          value={wire[k]?.Address ?? ''}
          onChange={(e) => setParty(k, 'Address', e.target.value.toUpperCase())}
        />
      </FormGroup>
      {k === 'Shipper' ? (
        <FormGroup label={w.taxId} helperText={helper('/Shipper/TaxId')}>
          <InputGroup aria-label={`${title} ${w.taxId}`} value={wire.Shipper?.TaxId ?? ''} onChange={(e) => setParty(k, 'TaxId', e.target.value)} />
        </FormGroup>
      ) : null}
    </Card>
  );
  const select = <K extends keyof BookingWire>(k: K, label: string, options: readonly string[]) => (
    <FormGroup label={label} helperText={helper(`/${String(k)}`)} intent={intent(`/${String(k)}`)}>
      <HTMLSelect aria-label={label} value={String(wire[k] ?? '')} options={[...options]} onChange={(e) => set(k, e.target.value as never)} />
    </FormGroup>
  );

  return (
    <section className="admin-screen" data-testid="booking-form">
      {dialog}
      <H2>
        {route.title[lang]} {saved ? `· ${existing.data?.BookingNo ?? ''}` : ''}
      </H2>
      {existing.data?.DeskRemarks ? (
        <Callout intent="warning" title={w.deskRemarks}>
          {existing.data.DeskRemarks}
        </Callout>
      ) : null}
      {staff && !editId ? (
        <FormGroup label={w.forCustomer} inline>
          <CustomerSelect label={w.forCustomer} value={companyId} onChange={setCompanyId} />
        </FormGroup>
      ) : null}
      <BookingTemplateBar wire={wire} onApply={(body) => setWire((x) => wireFromTemplate(x, body))} />
      <H4>{w.routing}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {text('CarrierCode', w.carrier, { upper: true, width: 110 })}
        {text('PorCode', w.por, { upper: true, width: 110 })}
        {text('PolCode', w.pol, { upper: true, width: 110 })}
        {text('PodCode', w.pod, { upper: true, width: 110 })}
        {text('FndCode', w.fnd, { upper: true, width: 110 })}
        {text('ExpectedEtd', w.etd, { width: 130 })}
        {text('ShipperRef', w.shipperRef)}
      </div>
      <H4>{w.equipment}</H4>
      {helper('/Equipment') && !(wire.Equipment ?? []).length ? <Callout intent="danger">{helper('/Equipment')}</Callout> : null}
      {(wire.Equipment ?? []).map((e, i) => (
        <div key={i} style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
          <FormGroup label={w.containerClass} helperText={helper(`/Equipment/${i}/ContainerClass`)} intent={intent(`/Equipment/${i}/ContainerClass`)}>
            <InputGroup
              aria-label={`${w.containerClass} ${i + 1}`}
              value={e.ContainerClass}
              onChange={(ev) => setLine(i, { ContainerClass: ev.target.value.toUpperCase() })}
            />
          </FormGroup>
          <FormGroup label={w.units} helperText={helper(`/Equipment/${i}/Units`)} intent={intent(`/Equipment/${i}/Units`)}>
            <NumericInput
              aria-label={`${w.units} ${i + 1}`}
              min={0}
              max={99}
              value={e.Units}
              onValueChange={(n) => setLine(i, { Units: Number.isFinite(n) ? n : 0 })}
            />
          </FormGroup>
          <FormGroup label={w.kgPerUnit} helperText={helper(`/Equipment/${i}/GrossKgPerUnit`)} intent={intent(`/Equipment/${i}/GrossKgPerUnit`)}>
            <NumericInput
              aria-label={`${w.kgPerUnit} ${i + 1}`}
              min={0}
              value={e.GrossKgPerUnit ?? ''}
              onValueChange={(n) => setLine(i, { GrossKgPerUnit: Number.isFinite(n) ? n : null })}
            />
          </FormGroup>
          <Checkbox label={w.soc} checked={!!e.IsShipperOwned} onChange={(ev) => setLine(i, { IsShipperOwned: ev.currentTarget.checked })} />
          <Button
            icon="trash"
            aria-label={w.removeLine}
            onClick={() =>
              set(
                'Equipment',
                (wire.Equipment ?? []).filter((_, j) => j !== i),
              )
            }
          />
        </div>
      ))}
      <Button icon="add" text={w.addLine} onClick={() => set('Equipment', [...(wire.Equipment ?? []), { ContainerClass: '20GP', Units: 1 }])} />
      <BookingPricePanel
        wire={wire}
        companyId={staff ? companyId || String(existing.data?.CompanyId ?? '') : ''}
        onChooseRate={(rateId) => set('RateId', rateId)}
      />
      <H4>{w.cargo}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {text('Commodity', w.commodity, { width: 320 })}
        {text('HsCode', w.hsCode, { width: 120 })}
        <FormGroup label={w.packages} helperText={helper('/Packages')} intent={intent('/Packages')}>
          <NumericInput
            aria-label={w.packages}
            min={0}
            value={wire.Packages ?? ''}
            onValueChange={(n) => set('Packages', Number.isFinite(n) ? n : undefined)}
          />
        </FormGroup>
        {text('PackageKind', w.packageKind, { upper: true, width: 90 })}
        <FormGroup label={w.grossKg} helperText={helper('/GrossKg')} intent={intent('/GrossKg')}>
          <NumericInput aria-label={w.grossKg} min={0} value={wire.GrossKg ?? ''} onValueChange={(n) => set('GrossKg', Number.isFinite(n) ? n : undefined)} />
        </FormGroup>
        <FormGroup label={w.cbm}>
          <NumericInput aria-label={w.cbm} min={0} value={wire.Cbm ?? ''} onValueChange={(n) => set('Cbm', Number.isFinite(n) ? n : undefined)} />
        </FormGroup>
        {select('CargoType', w.cargoType, ['GP', 'DG', 'RF', 'OOG'])}
      </div>
      <H4>{w.parties}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {party('Shipper', w.shipper)}
        {party('Consignee', w.consignee)}
        {party('Notify', w.notify)}
      </div>
      <H4>{w.terms}</H4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {select('ReceiptType', w.receiptType, ['CY', 'SD', 'CFS'])}
        {select('DeliveryType', w.deliveryType, ['CY', 'SD', 'CFS'])}
        {select('FreightTerm', w.freightTerm, ['PRE', 'COL'])}
        {wire.FreightTerm === 'COL' ? text('PayableAtCode', w.payableAt, { upper: true, width: 110 }) : null}
        {select('TransportDocType', w.docType, ['BOL', 'SWB'])}
        {select('BlRelease', w.blRelease, ['TELEX', 'ORIGINAL', 'SEAWAY'])}
        <FormGroup label={w.originals} helperText={helper('/NumberOfOriginals')} intent={intent('/NumberOfOriginals')}>
          <NumericInput
            aria-label={w.originals}
            min={0}
            max={3}
            value={wire.NumberOfOriginals ?? 0}
            onValueChange={(n) => set('NumberOfOriginals', Number.isFinite(n) ? n : 0)}
          />
        </FormGroup>
      </div>
      <Callout intent={errors.length ? 'warning' : 'success'} data-testid="booking-check" style={{ margin: '12px 0' }}>
        {errors.length ? w.problems(errors.length) : w.checkOk}
        {problems.length > errors.length ? ` · ${w.warnings(problems.length - errors.length)}` : ''}
      </Callout>
      {error ? (
        <Callout intent={state.matches('failed') ? 'warning' : 'danger'} data-testid="booking-error">
          {error}
          {state.matches('failed') ? <Button minimal intent="primary" text={w.retry} onClick={() => flow.send({ type: 'booking.retry' })} /> : null}
        </Callout>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }} data-flow={JSON.stringify(state.value)}>
        <Button icon="floppy-disk" text={w.saveDraft} disabled={busy} onClick={() => flow.send({ type: 'booking.save' })} />
        <Button intent="primary" icon="send-message" text={w.submit} loading={busy} onClick={() => flow.send({ type: 'booking.submit' })} />
        {saved && state.matches('editing') && !error ? <span className="bp6-text-muted">{w.saved}</span> : null}
      </div>
    </section>
  );
}
