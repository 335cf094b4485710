import { Button, Callout, FormGroup, H2 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { wireFromTemplate } from '../../domain/booking/templates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { bookingQueryOptions } from './api/bookings';
import { BookingPricePanel } from './BookingPricePanel';
import { CustomerSelect } from './CustomerSelect';
import { fieldKit } from './form/fieldKit';
import { useBookingCheck } from './form/useBookingCheck';
import { useBookingDraft } from './form/useBookingDraft';
import { useBookingSubmitFlow } from './form/useBookingSubmitFlow';
import { CargoFields, EquipmentLines, PartyCards, RoutingFields, TermsFields } from './form/WireSections';
import { BookingTemplateBar } from './TemplatePickers';
import { bookingWords } from './words';

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

export default function BookingFormScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const staff = route.path.startsWith('/BookingSpace') || route.path.startsWith('/quckBook');
  const editId = Number(params.get('id')) || undefined;
  const { store, wire, setWire, companyId, setCompanyId, dialog } = useBookingDraft(params, editId, route.path, navigate);
  const existing = useQuery(bookingQueryOptions(editId ?? 0));
  const { flow, state } = useBookingSubmitFlow({ staff, path: route.path, navigate, wire, setWire, companyId, store, existing });
  const saved = state.context.saved;
  const busy = state.matches('saving') || state.matches('submitting');
  const error = state.context.error ?? '';
  const problems = useBookingCheck(wire, companyId, store);
  const kit = fieldKit(wire, setWire, problems);
  const errors = problems.filter((p) => p.Severity === 'error');

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
      <RoutingFields kit={kit} />
      <EquipmentLines kit={kit} />
      <BookingPricePanel
        wire={wire}
        companyId={staff ? companyId || String(existing.data?.CompanyId ?? '') : ''}
        onChooseRate={(rateId) => kit.set('RateId', rateId)}
      />
      <CargoFields kit={kit} />
      <PartyCards kit={kit} />
      <TermsFields kit={kit} />
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
