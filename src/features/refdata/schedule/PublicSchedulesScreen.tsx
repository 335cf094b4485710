import { type FormEvent, useState } from 'react';
import { Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate, todayInShanghai } from '../../../domain/refdata/exchangeRates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { pointToPointQueryOptions } from '../api/refdata';
import { useRoute } from '../../../ui/routeContext';
import '../../../ui/searchForm.css';
import { PointToPointTable } from './PointToPointTable';
import { type ScheduleSearch, ScheduleSearchForm } from './ScheduleSearchForm';
import { scheduleWords } from './words';
import './publicSchedules.css';

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
  const [params, setParams] = useSearchParams();
  const asked: ScheduleSearch = {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    start: params.get('start') ?? todayInShanghai(),
    weeks: params.get('weeks') ?? '4',
    carrier: params.get('carrier') ?? '',
    via: params.get('via') === '1' ? '1' : '',
    mix: params.get('mix') === '1' ? '1' : '',
  };
  const [form, setForm] = useState<ScheduleSearch>(asked);
  const set = (k: keyof ScheduleSearch) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const ready = /^[A-Z]{2}[A-Z2-9]{3}$/.test(asked.from) && /^[A-Z]{2}[A-Z2-9]{3}$/.test(asked.to);
  const weeks = Math.min(13, Math.max(1, Number(asked.weeks) || 4));
  const start = isCalendarDate(asked.start) ? asked.start : todayInShanghai();
  const q = useQuery(pointToPointQueryOptions({ from: asked.from, to: asked.to, start, weeks, carrier: asked.carrier, via: asked.via, mix: asked.mix }, ready));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = Object.fromEntries(
      Object.entries({ ...form, from: form.from.trim().toUpperCase(), to: form.to.trim().toUpperCase(), carrier: form.carrier.trim().toUpperCase() }).filter(
        ([, v]) => v,
      ),
    );
    setParams(next);
  };
  return (
    <section className="admin-screen public-schedules">
      <H2>{route.title[lang]}</H2>
      <ScheduleSearchForm form={form} set={set} onSubmit={submit} />
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
        <PointToPointTable rows={q.data} />
      )}
    </section>
  );
}
