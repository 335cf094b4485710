import { Button, Callout, FormGroup, H2, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { ACCESS } from '../../contract/access';
import type { EventRow } from '../../contract/containerEvents/calls';
import { containerEventListCalls } from '../../contract/containerEvents/listCalls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { useTimeline } from './api/events';
import { eventColumns } from './columns';
import { Timeline } from '../../ui/tracking/Timeline';
import { containerEventWords } from '../../ui/tracking/words';
import '../../ui/tracking/containerEvents.css';

const FIELDS = ['CNNO', 'CGO_ID', 'BlNo', 'Vessel', 'Voyage'] as const;
type Field = (typeof FIELDS)[number];

/**
 * /PackingDynamic/Containerquerry (operations.md §5.4): search the events by container, booking,
 * B/L or vessel and voyage; a container (typed, or picked from the rows) or a booking shows its
 * timeline: milestones, then every event with its source and its place's clock and zone.
 */
export default function QueryScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(containerEventWords);
  const [typed, setTyped] = useState<Record<Field, string>>({ CNNO: '', CGO_ID: '', BlNo: '', Vessel: '', Voyage: '' });
  const [asked, setAsked] = useState<Record<string, string>>({});
  const [picked, setPicked] = useState<string>();
  const cnno = picked ?? asked.CNNO ?? '';
  const cgoId = picked ? '' : (asked.CGO_ID ?? '');
  const timeline = useTimeline(cnno.trim().toUpperCase(), cgoId.trim());
  const label: Record<Field, string> = { CNNO: w.container, CGO_ID: w.booking, BlNo: w.blNo, Vessel: w.vessel, Voyage: w.voyage };
  const search = () => {
    setPicked(undefined);
    setAsked(Object.fromEntries(Object.entries(typed).filter(([, v]) => v.trim())));
  };
  return (
    <section className="admin-screen" data-testid="container-query">
      <H2>{route.title[lang]}</H2>
      <p className="evt-hint">{w.searchHint}</p>
      <form
        className="evt-search"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        {FIELDS.map((f) => (
          <FormGroup key={f} label={label[f]} labelFor={`q-${f}`} inline>
            <InputGroup id={`q-${f}`} value={typed[f]} onValueChange={(v) => setTyped((t) => ({ ...t, [f]: v }))} />
          </FormGroup>
        ))}
        <Button type="submit" intent="primary" icon="search" text={w.search} />
      </form>
      <DataTable<EventRow>
        key={JSON.stringify(asked)}
        list={containerEventListCalls.query}
        fixed={asked}
        label={route.title[lang]}
        exportAccess={ACCESS.containerEventRead}
        columns={eventColumns}
        onOpen={(r) => r.EVT_EQUIPMENT_REF && setPicked(r.EVT_EQUIPMENT_REF)}
        actionsWidth={90}
        actionsFirst
        actions={(r) =>
          r.EVT_EQUIPMENT_REF ? (
            <Button
              size="small"
              minimal
              icon="timeline-events"
              text={w.openTimeline}
              aria-label={`${w.openTimeline} ${r.EVT_EQUIPMENT_REF}`}
              onClick={() => setPicked(r.EVT_EQUIPMENT_REF)}
            />
          ) : null
        }
      />
      {!cnno && !cgoId ? null : timeline.isPending ? (
        <Spinner />
      ) : timeline.isError ? (
        <Callout intent="danger">{timeline.error.message}</Callout>
      ) : timeline.data.Containers.length ? (
        timeline.data.Containers.map((c) => <Timeline key={c.CNNO} c={c} />)
      ) : (
        <NonIdealState icon="search" description={w.noMilestone} />
      )}
    </section>
  );
}
