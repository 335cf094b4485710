import { useState } from 'react';
import { Button, Callout, ControlGroup, H2, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { type EventsBy, useEvents } from './api/reports';
import { packingReportWords } from './words';

/** `?Id=` or `?id=` (one packing list) or `?CGO_ID=` (every packing list of a booking); a number typed is an Id, anything else a booking. */
function byOf(params: URLSearchParams): EventsBy | undefined {
  // `id` as the packing module's pages write it, `Id` as the call names it
  const id = Number(params.get('Id') ?? params.get('id'));
  if (Number.isInteger(id) && id > 0) return { Id: id };
  const cgo = params.get('CGO_ID')?.trim();
  return cgo ? { CGO_ID: cgo } : undefined;
}

/** TrachManLog (operations.md §3.4): who did what when, to one packing list or to a booking's. */
export default function LogScreen() {
  const [params, setParams] = useSearchParams();
  const by = byOf(params);
  const [typed, setTyped] = useState(by ? ('Id' in by ? String(by.Id) : by.CGO_ID) : '');
  const lang = useLanguage();
  const route = useRoute();
  const w = useWords(packingReportWords);
  const events = useEvents(by);
  const show = () => {
    const t = typed.trim();
    setParams(!t ? {} : /^\d+$/.test(t) ? { Id: t } : { CGO_ID: t });
  };
  return (
    <section className="admin-screen">
      <H2>{by ? w.logOf('Id' in by ? `#${by.Id}` : by.CGO_ID) : route.title[lang]}</H2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          show();
        }}
      >
        <ControlGroup>
          <InputGroup aria-label={w.packingListOrBooking} placeholder={w.packingListOrBooking} value={typed} onValueChange={setTyped} />
          <Button type="submit" icon="search" text={w.show} />
        </ControlGroup>
      </form>
      {by && events.isPending && <Spinner />}
      {events.isError && <Callout intent="danger">{(events.error as Error).message}</Callout>}
      {events.data && !events.data.length && <Callout>{w.noEventsYet}</Callout>}
      {events.data && events.data.length > 0 && (
        <HTMLTable compact striped data-testid="packing-log">
          <thead>
            <tr>
              <th>{w.when}</th>
              <th>{w.packingList}</th>
              <th>{w.who}</th>
              <th>{w.what}</th>
              <th>{w.details}</th>
            </tr>
          </thead>
          <tbody>
            {events.data.map((e) => (
              <tr key={e.Id}>
                <td>{formatDate(e.At, 'dateTime')}</td>
                <td>{e.PKL_NO || `#${e.PackingListId}`}</td>
                <td>{e.By[lang]}</td>
                <td>{e.What[lang]}</td>
                <td>{e.Detail}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
