import { Callout, H2 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import { VESSEL_CALL_STATUSES, type VesselCallRow } from '../../contract/refdata/listItems';
import { commonWords } from '../../i18n/commonWords';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { refdataWords } from './words';
import { zonedTime } from './zonedTime';

const time = (key: 'EtaPlanned' | 'EtaEstimated' | 'Ata' | 'EtdPlanned' | 'EtdEstimated' | 'Atd') => (r: VesselCallRow) => zonedTime(r[key], r.TimeZone);

/**
 * /DataMaintenance/ScheduleMaintenance (实时船期): the vessel calls with their planned, estimated and
 * actual arrival and departure and their cut-offs, each in the port's own time zone with its
 * abbreviation.
 */
export default function VesselCallScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(refdataWords);
  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      <Callout icon="time">{w.localTimeHint}</Callout>
      <DataTable<VesselCallRow>
        path={ENDPOINTS.vesselCallList}
        label={route.title[lang]}
        exportAccess={ACCESS.vesselCallRead}
        columns={[
          { key: 'VesselName', title: refdataWords.vesselName, width: 200, filter: 'text', sortable: true },
          { key: 'Voyage', title: refdataWords.voyage, width: 70, filter: 'text', sortable: true },
          { key: 'CarrierCode', title: refdataWords.carrierCode, width: 90, filter: 'text', sortable: true },
          { key: 'ServiceCode', title: refdataWords.serviceCode, width: 80, filter: 'text', sortable: true },
          { key: 'PortCode', title: refdataWords.callPort, width: 90, filter: 'text', sortable: true, text: (r) => `${r.PortCode} ${r.PortName}` },
          { key: 'Seq', title: refdataWords.seq, width: 50 },
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
          { key: 'Status', title: commonWords.status, width: 90, filter: VESSEL_CALL_STATUSES.map((v) => ({ value: v, label: { zh: v, en: v } })) },
        ]}
      />
    </section>
  );
}
