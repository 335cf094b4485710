import { type FormEvent, useState } from 'react';
import { Button, Callout, Checkbox, Classes, FormGroup, H2, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate, todayInShanghai } from '../../../domain/refdata/exchangeRates';
import { addDays } from '../../../domain/refdata/sailings';
import { SEED_CUT_OFF_CODES } from '../../../domain/refdata/seed/cutOffCodes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { PlacePicker } from '../../../lib/PlacePicker';
import { refdataKeys, searchPointToPoint } from '../api/refdata';
import { useRoute } from '../../../ui/routeContext';
import '../../../ui/searchForm.css';
import { refdataWords } from '../words';
import { zonedTime } from '../zonedTime';
import { scheduleWords } from './words';
import './publicSchedules.css';

const CUT_OFF_NAMES = new Map(SEED_CUT_OFF_CODES.map((c) => [c.code, c]));
// mix: a transhipment may change carrier (off: one carrier or its alliance end to end, the server's default)
type Search = { from: string; to: string; start: string; weeks: string; carrier: string; via: string; mix: string };

/**
 * /external/electronic/schedules (电子船期): the public sailing search, open to visitors — POL and POD
 * through the one port picker (`nb` → 宁波), a departure window, a carrier if wanted; the direct
 * sailings come back (Schedule/PointToPoint, DCSA Commercial Schedules) with ETD, ETA, transit days
 * and the cut-offs at the POL, every time on that port's own clock with its zone and whether it is
 * planned, estimated or actual. The search lives in the address, so a reload or a shared link keeps it.
 */
export default function PublicSchedulesScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const s = useWords(scheduleWords);
  const w = useWords(refdataWords);
  const [params, setParams] = useSearchParams();
  const asked: Search = {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    start: params.get('start') ?? todayInShanghai(),
    weeks: params.get('weeks') ?? '4',
    carrier: params.get('carrier') ?? '',
    via: params.get('via') === '1' ? '1' : '',
    mix: params.get('mix') === '1' ? '1' : '',
  };
  const [form, setForm] = useState<Search>(asked);
  const set = (k: keyof Search) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const ready = /^[A-Z]{2}[A-Z2-9]{3}$/.test(asked.from) && /^[A-Z]{2}[A-Z2-9]{3}$/.test(asked.to);
  const weeks = Math.min(13, Math.max(1, Number(asked.weeks) || 4));
  const start = isCalendarDate(asked.start) ? asked.start : todayInShanghai();
  const q = useQuery({
    queryKey: refdataKeys.pointToPoint([asked.from, asked.to, start, weeks, asked.carrier, asked.via, asked.mix]),
    enabled: ready,
    queryFn: () =>
      searchPointToPoint({
        PlaceOfReceipt: asked.from,
        PlaceOfDelivery: asked.to,
        DepartureStartDate: start,
        DepartureEndDate: addDays(start, 7 * weeks - 1),
        ...(asked.carrier ? { CarrierCode: asked.carrier } : {}),
        ...(asked.via ? { MaxTranshipment: 1 } : {}),
        ...(asked.via && asked.mix ? { MixCarriers: true } : {}),
      }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = Object.fromEntries(
      Object.entries({ ...form, from: form.from.trim().toUpperCase(), to: form.to.trim().toUpperCase(), carrier: form.carrier.trim().toUpperCase() }).filter(
        ([, v]) => v,
      ),
    );
    setParams(next);
  };
  const classifier = (c: 'PLN' | 'EST' | 'ACT') => (c === 'ACT' ? s.actualShort : c === 'EST' ? s.estimatedShort : s.plannedShort);
  return (
    <section className="admin-screen public-schedules">
      <H2>{route.title[lang]}</H2>
      <form className="search-form" onSubmit={submit} aria-label={s.searchSchedules}>
        <FormGroup label={s.pol} labelFor="p2p-from">
          <PlacePicker
            id="p2p-from"
            value={form.from}
            kind="SEAPORT"
            lang={lang}
            onType={set('from')}
            onPick={(p) => set('from')(p.Code)}
            placeholder={s.portHint}
          />
        </FormGroup>
        <FormGroup label={s.pod} labelFor="p2p-to">
          <PlacePicker id="p2p-to" value={form.to} kind="SEAPORT" lang={lang} onType={set('to')} onPick={(p) => set('to')(p.Code)} placeholder={s.portHint} />
        </FormGroup>
        <FormGroup label={s.departFrom} labelFor="p2p-start">
          <InputGroup id="p2p-start" value={form.start} onValueChange={set('start')} placeholder="YYYY-MM-DD" />
        </FormGroup>
        <FormGroup label={s.weeksAhead} labelFor="p2p-weeks">
          <InputGroup id="p2p-weeks" value={form.weeks} onValueChange={set('weeks')} />
        </FormGroup>
        <FormGroup label={w.carrierCode} labelFor="p2p-carrier">
          <InputGroup id="p2p-carrier" value={form.carrier} onValueChange={set('carrier')} placeholder="COSU" />
        </FormGroup>
        <Checkbox
          className="public-schedules__via"
          checked={form.via === '1'}
          label={s.withTranshipment}
          onChange={(e) => set('via')(e.currentTarget.checked ? '1' : '')}
        />
        {form.via === '1' && (
          <Checkbox
            className="public-schedules__via"
            checked={form.mix === '1'}
            label={s.mixCarriers}
            onChange={(e) => set('mix')(e.currentTarget.checked ? '1' : '')}
          />
        )}
        <Button type="submit" intent="primary" icon="search" text={s.searchSchedules} />
      </form>
      <Callout icon="time">{s.publicTimeHint}</Callout>
      {!ready ? (
        <NonIdealState icon="search" description={s.chooseBoth} />
      ) : q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <Callout intent="danger">{q.error.message}</Callout>
      ) : !q.data.length ? (
        <NonIdealState icon="calendar" description={asked.via ? s.noRoutes : s.noSailings} />
      ) : (
        <HTMLTable compact striped className="public-schedules__results" aria-label={s.sailings}>
          <thead>
            <tr>
              <th>{w.carrierCode}</th>
              <th>{w.serviceCode}</th>
              <th>{w.vesselName}</th>
              <th>{w.voyage}</th>
              <th>ETD</th>
              <th>ETA</th>
              <th>{s.transitDays}</th>
              <th>{s.via}</th>
              <th>{w.cutOffs}</th>
            </tr>
          </thead>
          <tbody>
            {q.data.map((r) => (
              <tr key={`${r.VesselImo}-${r.Voyage}-${r.Departure.Etd}`}>
                <td>{r.Carrier}</td>
                <td>{r.Service}</td>
                <td>{r.Vessel}</td>
                <td>{r.Voyage}</td>
                <td>
                  {zonedTime(r.Departure.Etd, r.Departure.TimeZone)} <Tag minimal>{classifier(r.Departure.Classifier)}</Tag>
                  {r.Departure.TerminalName && <div className={`${Classes.TEXT_MUTED} public-schedules__terminal`}>{r.Departure.TerminalName}</div>}
                </td>
                <td>
                  {zonedTime(r.Arrival.Eta, r.Arrival.TimeZone)} <Tag minimal>{classifier(r.Arrival.Classifier)}</Tag>
                  {r.Arrival.TerminalName && <div className={`${Classes.TEXT_MUTED} public-schedules__terminal`}>{r.Arrival.TerminalName}</div>}
                </td>
                <td>{r.TransitDays}</td>
                <td>
                  {r.Legs.slice(1).map((leg) => (
                    <div key={leg.Voyage + leg.Departure.Port}>
                      {s.viaLeg(
                        leg.Departure.Port,
                        leg.Departure.PortName,
                        `${leg.Carrier} ${leg.Vessel} ${leg.Voyage}`,
                        zonedTime(leg.Departure.Etd, leg.Departure.TimeZone),
                      )}
                    </div>
                  ))}
                  {!r.Transhipments && s.directSailing}
                </td>
                <td className="public-schedules__cutoffs">
                  {r.CutOffTimes.map((c) => (
                    <div key={c.Code}>
                      {CUT_OFF_NAMES.get(c.Code)?.[lang] ?? c.Code} ({c.Code}) {zonedTime(c.DateTime, r.Departure.TimeZone)}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
