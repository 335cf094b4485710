import type { SailingRowWire } from '../../../src/contract/letters/calls';
import { placeTime } from '../../../src/domain/refdata/localTimes';
import type { ImportField } from '../../http/imports';
import type { SheetColumn } from '../../http/xlsx';

/**
 * A sailing table as a sheet: the import's columns (their headers in Chinese and English, the
 * export's among them, so an exported table imports again) and the export's, times on each port's
 * clock with its offset.
 */
export const SAILING_FIELDS: ImportField[] = [
  { key: 'Vessel', headers: ['船名 Vessel', '船名', 'Vessel'], required: true },
  { key: 'IMO', headers: ['IMO'] },
  { key: 'Voyage', headers: ['航次 Voyage', '航次', 'Voyage'], required: true },
  { key: 'POL', headers: ['装货港 POL', '装货港', 'POL'], required: true },
  { key: 'ETD', headers: ['开船 ETD', '开船', 'ETD'], required: true },
  { key: 'DCO', headers: ['截单 DCO', '截单', 'DCO'] },
  { key: 'VCO', headers: ['截VGM VCO', '截VGM', 'VCO'] },
  { key: 'PCO', headers: ['截港 PCO', '截港', 'PCO'] },
  { key: 'POD', headers: ['卸货港 POD', '卸货港', 'POD'], required: true },
  { key: 'ETA', headers: ['到港 ETA', '到港', 'ETA'], required: true },
  { key: 'Remarks', headers: ['备注 Remarks', '备注', 'Remarks'] },
];

/** Times in the sheet: on the port's clock, without the offset (what the import reads back). */
const local = (v: string | null, zone: string) => (v ? placeTime(v, zone).slice(0, 16) : '');

export const SAILING_SHEET: SheetColumn<SailingRowWire>[] = [
  { header: '船名 Vessel', value: (r) => r.Vessel, width: 22 },
  { header: 'IMO', value: (r) => r.IMO, width: 10 },
  { header: '航次 Voyage', value: (r) => r.Voyage, width: 10 },
  { header: '装货港 POL', value: (r) => r.POL, width: 8 },
  { header: '开船 ETD', value: (r) => local(r.ETD, r.POLZone), width: 17 },
  { header: '截单 DCO', value: (r) => local(r.DCO, r.POLZone), width: 17 },
  { header: '截VGM VCO', value: (r) => local(r.VCO, r.POLZone), width: 17 },
  { header: '截港 PCO', value: (r) => local(r.PCO, r.POLZone), width: 17 },
  { header: '卸货港 POD', value: (r) => r.POD, width: 8 },
  { header: '到港 ETA', value: (r) => local(r.ETA, r.PODZone), width: 17 },
  { header: '航程天数 Transit days', value: (r) => r.TransitDays, width: 10 },
  { header: '周 Week', value: (r) => r.Week, width: 10 },
  { header: '备注 Remarks', value: (r) => r.Remarks, width: 24 },
];

/** The template's example row: a Shanghai–Hamburg sailing, times on each port's clock. */
export const SAILING_EXAMPLE = [
  [
    'COSCO SHIPPING ARIES',
    '9783497',
    '031W',
    'CNSHA',
    '2026-12-20 18:00',
    '2026-12-17 12:00',
    '2026-12-18 12:00',
    '2026-12-19 12:00',
    'DEHAM',
    '2027-01-24 08:00',
    '示例 example',
  ],
];
