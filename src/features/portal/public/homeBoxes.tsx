import { Button, Card, H3, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PublicLetter, PublicSchedule } from '../../../contract/portal/homeCalls';
import { type LetterKind, letterKindWords } from '../../../domain/letters/status';
import { dayIn } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RichTextView } from '../../../ui/richText/RichTextEditor';
import { isBuilt } from '../../../ui/builtRoutes';
import { publicSchedulesOptions } from '../api/homePublic';
import { homeWords } from '../home/words';

/** Where a variant's boxes lead: the first built page of each list (the rate search takes `pol`, `pod`; tracking `no`). */
const RATE_PAGES: Record<string, string[]> = { CUSTOMER: ['/customer/quicksearch', '/QuickSearch'], other: ['/QuickSearch', '/external/electronic/rates'] };
const TRACK_PAGES: Record<string, string[]> = { CUSTOMER: ['/customer/cargoCenter', '/asiawise'], other: ['/asiawise', '/external/electronic/tracking'] };
const firstBuilt = (lists: Record<string, string[]>, variant: string) => (lists[variant] ?? lists.other!).find(isBuilt);
const port = (v: string) => v.trim().toUpperCase();
/** A port filter once a whole UN/LOCODE is typed. */
const whole = (v: string) => (port(v).length === 5 ? port(v) : undefined);

/** A port pair → the public rate search with the ports filled in. */
export function RateBox({ title, variant }: { title: string; variant: string }) {
  const w = useWords(homeWords);
  const navigate = useNavigate();
  const [pol, setPol] = useState('');
  const [pod, setPod] = useState('');
  const page = firstBuilt(RATE_PAGES, variant);
  if (!page) return null;
  const go = (e: FormEvent) => {
    e.preventDefault();
    navigate(`${page}?${new URLSearchParams({ pol: port(pol), pod: port(pod) })}`);
  };
  return (
    <Card className="ptl-box" data-testid="home-rate-box">
      <H3>{title || w.searchRates}</H3>
      <form onSubmit={go} className="ptl-box__form">
        <InputGroup aria-label={w.pol} placeholder={w.pol} value={pol} maxLength={5} onValueChange={setPol} />
        <InputGroup aria-label={w.pod} placeholder={w.pod} value={pod} maxLength={5} onValueChange={setPod} />
        <Button type="submit" intent="primary" icon="search" text={w.searchRates} disabled={!pol.trim() || !pod.trim()} />
      </form>
    </Card>
  );
}

/** A container or B/L number → the public tracking page, the number carried over. */
export function TrackBox({ title, variant }: { title: string; variant: string }) {
  const w = useWords(homeWords);
  const navigate = useNavigate();
  const [no, setNo] = useState('');
  const page = firstBuilt(TRACK_PAGES, variant);
  if (!page) return null;
  return (
    <Card className="ptl-box" data-testid="home-track-box">
      <H3>{title || w.track}</H3>
      <form
        className="ptl-box__form"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(`${page}?${new URLSearchParams({ no: no.trim().toUpperCase() })}`);
        }}
      >
        <InputGroup aria-label={w.trackNo} placeholder={w.trackNo} value={no} maxLength={40} onValueChange={setNo} />
        <Button type="submit" intent="primary" icon="search" text={w.track} disabled={!no.trim()} />
      </form>
    </Card>
  );
}

function Sailings({ table, pol, pod, preview }: { table: number; pol: string; pod: string; preview?: string }) {
  const w = useWords(homeWords);
  const en = useLanguage() === 'en';
  const rows = useQuery(publicSchedulesOptions({ Preview: preview, Id: table, POL: whole(pol), POD: whole(pod) }));
  if (!rows.data) return null;
  if (!rows.data.Rows.length) return <p>{w.noSailings}</p>;
  return (
    <table className="ptl-sailings" data-testid="home-sailings">
      <tbody>
        {rows.data.Rows.map((r, i) => (
          <tr key={`${r.Vessel}-${r.Voyage}-${i}`}>
            <td>{`${r.Vessel} ${r.Voyage}`}</td>
            <td>{en ? `${r.POLNameEn} → ${r.PODNameEn}` : `${r.POLName} → ${r.PODName}`}</td>
            <td>{`${w.etd} ${dayIn(r.POLZone, new Date(r.ETD))}`}</td>
            <td>{`${w.eta} ${dayIn(r.PODZone, new Date(r.ETA))}`}</td>
            <td>{w.transit(r.TransitDays)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The carriers' letters published to the public (a GRI, a blank sailing…): each opens in place. */
function Notices({ letters }: { letters: PublicLetter[] }) {
  const w = useWords(homeWords);
  const lang = useLanguage();
  if (!letters.length) return null;
  return (
    <section className="ptl-notices" data-testid="home-letters" aria-label={w.carrierNotices}>
      <H4>{w.carrierNotices}</H4>
      {letters.map((l) => (
        <details key={l.Id}>
          <summary>
            {`${l.Carrier} · ${letterKindWords[l.Kind as LetterKind]?.[lang] ?? l.Kind} · `}
            <strong>{l.Title}</strong>
            {` · ${w.effectiveFrom(l.EffectiveFrom)}`}
          </summary>
          <RichTextView html={l.Body} />
        </details>
      ))}
    </section>
  );
}

/** The published sailing tables: pick one, filter its sailings by POL and POD; the public carriers' letters below. */
export function ScheduleBox({ title, tables, letters, preview }: { title: string; tables: PublicSchedule[]; letters: PublicLetter[]; preview?: string }) {
  const w = useWords(homeWords);
  const [table, setTable] = useState(tables[0]?.Id ?? 0);
  const [pol, setPol] = useState('');
  const [pod, setPod] = useState('');
  return (
    <Card className="ptl-box ptl-box--wide" data-testid="home-schedule-box">
      <H3>{title || w.filterSchedules}</H3>
      {tables.length ? (
        <>
          <div className="ptl-box__form">
            <HTMLSelect
              aria-label={w.filterSchedules}
              value={table}
              onChange={(e) => setTable(Number(e.target.value))}
              options={tables.map((t) => ({ value: t.Id, label: [t.Carrier, t.Title].filter(Boolean).join(' · ') }))}
            />
            <InputGroup aria-label={w.pol} placeholder={w.pol} value={pol} maxLength={5} onValueChange={setPol} />
            <InputGroup aria-label={w.pod} placeholder={w.pod} value={pod} maxLength={5} onValueChange={setPod} />
          </div>
          {table > 0 && <Sailings table={table} pol={pol} pod={pod} preview={preview} />}
        </>
      ) : (
        <p>{w.noSchedules}</p>
      )}
      <Notices letters={letters} />
    </Card>
  );
}
