import { useState } from 'react';
import { Button, Callout, H2 } from '@blueprintjs/core';
import { ACCESS } from '../../../contract/access';
import { ENDPOINTS } from '../../../contract/endpoints';
import { VESSEL_CALL_STATUSES, type VesselCallRow } from '../../../contract/refdata/listItems';
import { commonWords } from '../../../i18n/commonWords';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { DataTable } from '../../../lib/DataTable';
import { Gate } from '../../../session/Gate';
import { useRoute } from '../../../ui/routeContext';
import { ChangeLog } from '../../../ui/audit/ChangeLog';
import { REFDATA_CHANGES } from '../changes';
import { MAPPING_KIND_WORDS, refdataWords } from '../words';
import { zonedTime } from '../zonedTime';
import { type CallAction, CallDialogs } from './CallDialogs';
import { CALL_STATUS_WORDS, scheduleWords } from './words';
import { callRef } from '../../../streams/callApi';
import type { ListCall } from '../../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const VESSEL_CALL_LIST_LIST = callRef<ListCall<VesselCallRow>>('GET', ENDPOINTS.vesselCallList);

const time = (key: 'EtaPlanned' | 'EtaEstimated' | 'Ata' | 'EtdPlanned' | 'EtdEstimated' | 'Atd') => (r: VesselCallRow) => zonedTime(r[key], r.TimeZone);

/**
 * /DataMaintenance/ScheduleMaintenance (实时船期): the vessel calls with their planned, estimated and
 * actual arrival and departure and their cut-offs, each in the port's own time zone with its
 * abbreviation; the schedule clerk enters estimated and actual times, sets the cut-offs, omits
 * (跳港) or cancels a call with its reason.
 */
export default function VesselCallScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(refdataWords);
  const s = useWords(scheduleWords);
  const [action, setAction] = useState<CallAction | null>(null);
  const open = (kind: CallAction['kind'], call: VesselCallRow) => setAction({ kind, call });
  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      <Callout icon="time">{w.localTimeHint}</Callout>
      <DataTable<VesselCallRow>
        list={VESSEL_CALL_LIST_LIST}
        label={route.title[lang]}
        exportAccess={ACCESS.vesselCallRead}
        columns={[
          { key: 'VesselName', title: refdataWords.vesselName, width: 200, filter: 'text', sortable: true },
          { key: 'Voyage', title: refdataWords.voyage, width: 70, filter: 'text', sortable: true },
          { key: 'CarrierCode', title: refdataWords.carrierCode, width: 90, filter: 'text', sortable: true },
          { key: 'ServiceCode', title: refdataWords.serviceCode, width: 80, filter: 'text', sortable: true },
          { key: 'PortCode', title: refdataWords.callPort, width: 90, filter: 'text', sortable: true, text: (r) => `${r.PortCode} ${r.PortName}` },
          { key: 'TerminalCode', title: MAPPING_KIND_WORDS.TERMINAL, width: 150, text: (r) => (r.TerminalCode ? `${r.TerminalCode} ${r.TerminalName}` : '') },
          { key: 'Seq', title: refdataWords.seq, width: 50 },
          {
            key: 'Status',
            title: commonWords.status,
            width: 90,
            filter: VESSEL_CALL_STATUSES.map((v) => ({ value: v, label: CALL_STATUS_WORDS[v] })),
            text: (r, l) => CALL_STATUS_WORDS[r.Status as (typeof VESSEL_CALL_STATUSES)[number]]?.[l] ?? r.Status,
          },
          { key: 'EtaPlanned', title: refdataWords.etaPlanned, width: 160, sortable: true, text: time('EtaPlanned') },
          { key: 'EtaEstimated', title: refdataWords.etaEstimated, width: 160, text: time('EtaEstimated') },
          { key: 'Ata', title: refdataWords.ata, width: 160, text: time('Ata') },
          { key: 'EtdPlanned', title: refdataWords.etdPlanned, width: 160, sortable: true, text: time('EtdPlanned') },
          { key: 'EtdEstimated', title: refdataWords.etdEstimated, width: 160, text: time('EtdEstimated') },
          { key: 'Atd', title: refdataWords.atd, width: 160, text: time('Atd') },
          {
            key: 'CutOffs',
            title: refdataWords.cutOffs,
            width: 420,
            text: (r) => r.CutOffs.map((x) => `${x.Code} ${zonedTime(x.DateTime, r.TimeZone)}`).join('; '),
          },
          { key: 'StatusReason', title: scheduleWords.statusReason, width: 180 },
        ]}
        actionsWidth={330}
        actionsFirst
        actions={(r) => {
          const closed = r.Status === 'OMITTED' || r.Status === 'CANCELLED';
          return (
            <Gate access={ACCESS.vesselCallEdit}>
              <Button size="small" minimal icon="time" text={s.setTimes} disabled={closed} onClick={() => open('times', r)} />
              <Button size="small" minimal icon="stopwatch" text={w.cutOffs} disabled={closed || r.Status === 'DEPARTED'} onClick={() => open('cutOffs', r)} />
              <Button size="small" minimal icon="fast-forward" text={s.omit} disabled={r.Status !== 'SCHEDULED'} onClick={() => open('omit', r)} />
              <Button
                size="small"
                minimal
                intent="danger"
                icon="cross"
                text={s.cancelCall}
                disabled={r.Status !== 'SCHEDULED'}
                onClick={() => open('cancel', r)}
              />
            </Gate>
          );
        }}
      />
      <CallDialogs action={action} onClose={() => setAction(null)} />
      <Gate access={ACCESS.auditRead}>
        <ChangeLog entity="vesselCall" vocabulary={REFDATA_CHANGES} />
      </Gate>
    </section>
  );
}
