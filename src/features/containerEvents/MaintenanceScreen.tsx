import { Button, Callout, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { ACCESS } from '../../contract/access';
import type { ImportResult } from '../../contract/admin';
import type { EventRow } from '../../contract/containerEvents/calls';
import { containerEventListCalls } from '../../contract/containerEvents/listCalls';
import { CONTAINER_EVENT_PATHS as P } from '../../contract/containerEvents/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { ImportReport } from '../../lib/DataTableParts';
import { FilePick } from '../../lib/FilePick';
import { SHEET_ACCEPT } from '../../lib/sheetFile';
import { useSheetUpload } from '../../lib/useSheetUpload';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { eventColumns } from './columns';
import { EventDialog } from './EventDialog';
import { RetractDialog } from './RetractDialog';
import { containerEventWords } from '../../ui/tracking/words';
import '../../ui/tracking/containerEvents.css';

const LATEST = { View: 'LATEST' };

/**
 * /PackingDynamic/Containermaintenance (operations.md §5.4): add an event in a form, import a sheet
 * of them (the row report first, each refused row with its reasons), retract one with a reason; the
 * grid is each container's latest actual event on a live booking, its anomalies in red.
 */
export default function MaintenanceScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(containerEventWords);
  const [adding, setAdding] = useState(false);
  const [retracting, setRetracting] = useState<EventRow>();
  const [imported, setImported] = useState<ImportResult>();
  const sheet = useSheetUpload<ImportResult>(setImported, [P.containerEventQuery]);
  return (
    <section className="admin-screen" data-testid="container-maintenance">
      <H2>{route.title[lang]}</H2>
      <div className="evt-toolbar">
        <Gate access={ACCESS.containerEventAdd}>
          <Button intent="primary" icon="add" text={w.addEvent} onClick={() => setAdding(true)} />
        </Gate>
        <Gate access={ACCESS.containerEventImport}>
          <FilePick
            text={w.importEvents}
            buttonText={w.pickSheet}
            disabled={sheet.busy}
            inputProps={{ accept: SHEET_ACCEPT, 'aria-label': w.importEvents }}
            onFile={(file) => void sheet.send(P.containerEventImport, file)}
          />
        </Gate>
      </div>
      <Gate access={ACCESS.containerEventImport}>
        <Callout className="evt-hint">{w.importHint}</Callout>
      </Gate>
      <ImportReport result={sheet.preview} onClose={sheet.cancel} onConfirm={() => void sheet.confirm()} confirming={sheet.busy} />
      <ImportReport result={imported} onClose={() => setImported(undefined)} />
      <h3>{w.latestGrid}</h3>
      <DataTable<EventRow>
        list={containerEventListCalls.query}
        fixed={LATEST}
        label={w.latestGrid}
        exportAccess={ACCESS.containerEventRead}
        columns={eventColumns}
        actionsWidth={90}
        actionsFirst
        actions={(r) => (
          <Gate access={ACCESS.containerEventRetract}>
            <Button
              size="small"
              minimal
              intent="danger"
              icon="undo"
              text={w.retract}
              aria-label={`${w.retract} ${r.EVT_EQUIPMENT_REF} ${r.EVT_CODE}`}
              onClick={() => setRetracting(r)}
            />
          </Gate>
        )}
      />
      {adding ? <EventDialog onClose={() => setAdding(false)} /> : null}
      {retracting ? <RetractDialog row={retracting} onClose={() => setRetracting(undefined)} /> : null}
    </section>
  );
}
