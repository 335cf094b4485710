import { Button, H2, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import type { TrackRow } from '../../contract/freightTrack/calls';
import { freightTrackListCalls } from '../../contract/freightTrack/listCalls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { trackColumns } from './columns';
import { pagesOf } from './pages';
import { PasteRefs } from './PasteRefs';
import { trackWords } from './words';
import './freightTrack.css';

/**
 * /internal/freightTrack/FreightTrack and the workbench's (operations.md §8.4): every tracked
 * shipment the reader may see (staff every company's, a customer its own) — latest milestone,
 * ETD/ATD/ETA/ATA, delay, exceptions — filtered by state, carrier, vessel, ports, customer, delay;
 * a pasted column of container numbers to track. Live: the carrier's new events refresh it.
 */
export default function TrackListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(trackWords);
  const navigate = useNavigate();
  const side = pagesOf(route.path);
  const [delayed, setDelayed] = useState(false);
  const mayTrack = useCan(ACCESS.freightTrackSubscribe);
  return (
    <section className="admin-screen" data-testid="track-list">
      <H2>{route.title[lang]}</H2>
      {mayTrack ? <PasteRefs /> : null}
      <DataTable<TrackRow>
        key={delayed ? 'delayed' : 'all'}
        list={freightTrackListCalls.list}
        fixed={delayed ? { Delayed: 'Y' } : {}}
        label={route.title[lang]}
        exportAccess={ACCESS.freightTrackRead}
        columns={trackColumns(side.staff)}
        toolbar={<Switch checked={delayed} label={w.delayedOnly} onChange={(e) => setDelayed(e.currentTarget.checked)} />}
        onOpen={(r) => navigate(`${side.detail}?Id=${r.Id}`)}
        actionsWidth={110}
        actionsFirst
        actions={(r) => (
          <Button
            size="small"
            minimal
            icon="timeline-events"
            text={w.open}
            aria-label={`${w.open} ${r.Ref}`}
            onClick={() => navigate(`${side.detail}?Id=${r.Id}`)}
          />
        )}
      />
    </section>
  );
}
