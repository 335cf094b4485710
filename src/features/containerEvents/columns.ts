import type { EventRow } from '../../contract/containerEvents/calls';
import { EVENT_CODES } from '../../contract/containerEvents/calls';
import type { DataColumn } from '../../lib/DataTable';
import { anomalyWords, containerEventWords as w, zoneWords } from '../../ui/tracking/words';
import { publisherText } from '../../ui/tracking/publisher';

/** The events' grid columns, both screens: the container, the code in words, its anomalies in red (seen without scrolling), the place's clock with its zone. */
export const eventColumns: DataColumn<EventRow>[] = [
  { key: 'EVT_EQUIPMENT_REF', title: w.container, width: 130, filter: 'text', filterKey: 'CNNO', sortable: true },
  {
    key: 'Code',
    title: w.code,
    width: 150,
    filter: EVENT_CODES.map((c) => ({ value: c, label: w.codeOption(c) })),
    text: (r, l) => `${w.codeOption(r.EVT_CODE)[l]}${r.EVT_EMPTY ? ` · ${r.EVT_EMPTY}` : ''}`,
  },
  {
    key: 'EVT_ANOMALIES',
    title: w.anomalies,
    width: 220,
    text: (r, l) =>
      [r.EVT_RETRACTED ? w.retracted[l] : '', ...r.EVT_ANOMALIES.map((a) => `⚠ ${(anomalyWords[a] ?? { zh: a, en: a })[l]}`)].filter(Boolean).join('；'),
    intent: (r) => (r.EVT_ANOMALIES.length ? 'danger' : r.EVT_RETRACTED ? 'warning' : undefined),
  },
  { key: 'EVT_CLASSIFIER', title: w.classifier, width: 70 },
  {
    key: 'EVT_AT',
    title: w.at,
    width: 290,
    sortable: true,
    text: (r, l) => `${r.LocalTime}${zoneWords(r)[l]}`,
  },
  { key: 'EVT_LOCATION', title: w.location, width: 80 },
  { key: 'CGO_ID', title: w.booking, width: 150, filter: 'text', text: (r) => r.EVT_CGO_ID ?? '' },
  { key: 'BlNo', title: w.blNo, width: 140, filter: 'text', text: (r) => r.EVT_MBL_NO },
  { key: 'Vessel', title: w.vessel, width: 170, filter: 'text', text: (r) => r.EVT_VESSEL_NAME },
  { key: 'Voyage', title: w.voyage, width: 90, filter: 'text', text: (r) => r.EVT_VOYAGE },
  { key: 'EVT_PUBLISHER', title: w.source, width: 150, text: (r, l) => publisherText(r.EVT_PUBLISHER, l) },
  { key: 'EVT_REMARK', title: w.remark, width: 160 },
];
