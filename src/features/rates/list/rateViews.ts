import type { FclRateRow } from '../../../contract/rates/calls';
import { formatDate } from '../../../domain/dates';
import type { DataColumn } from '../../../lib/DataTable';
import { RATE_STATUS_WORDS, rateWords } from '../words';

export type View = 'published' | 'drafts' | 'pending' | 'hidden' | 'expired' | 'history';
export const M = '/SeaFreight/FreightManagement';
/** Each rate page is one view of the one rate store (commercial.md §2.2 "route ↔ status"). */
export const VIEWS: Record<string, { view: View; fixed?: Record<string, string> }> = {
  [`${M}/FCLFreight`]: { view: 'published', fixed: { Status: 'PUBLISHED', Expired: 'false' } },
  '/FlcExport/FclFreight': { view: 'published', fixed: { Status: 'PUBLISHED', Expired: 'false' } },
  [`${M}/FreightDrafts`]: { view: 'drafts', fixed: { Status: 'DRAFT' } },
  [`${M}/FreightModifyList`]: { view: 'pending', fixed: { Status: 'PENDING' } },
  [`${M}/FreightNotVisible`]: { view: 'hidden', fixed: { Status: 'PUBLISHED', Visible: 'false' } },
  [`${M}/ExpiredFreight`]: { view: 'expired', fixed: { Status: 'PUBLISHED', Expired: 'true' } },
  [`${M}/FCLFreightHistory`]: { view: 'history' },
};
const CLASSES = ['20GP', '40GP', '40HQ'];

/** A rate view's columns: the status only where every version shows (history), the rejection's remarks on the drafts. */
export function rateColumns(view: View): DataColumn<FclRateRow>[] {
  const costColumns: DataColumn<FclRateRow>[] = CLASSES.map((cls) => ({
    key: `Cost${cls}`,
    title: rateWords.costOf(cls),
    width: 90,
    text: (r) => r.Costs[cls] ?? '',
  }));
  return [
    { key: 'RateNo', title: rateWords.rateNo, width: 150, sortable: true, filter: 'text' },
    { key: 'Version', title: rateWords.version, width: 50 },
    ...(view === 'history'
      ? [
          {
            key: 'Status',
            title: rateWords.status,
            width: 110,
            filter: (Object.keys(RATE_STATUS_WORDS) as (keyof typeof RATE_STATUS_WORDS)[]).map((s) => ({ value: s, label: RATE_STATUS_WORDS[s] })),
            text: (r: FclRateRow, l: 'zh' | 'en') => (r.Expired ? rateWords.expired : RATE_STATUS_WORDS[r.Status])[l],
          },
        ]
      : []),
    { key: 'CarrierCode', title: rateWords.carrier, width: 70, sortable: true, filter: 'text' },
    { key: 'PolCode', title: rateWords.pol, width: 120, sortable: true, filter: 'text', text: (r) => `${r.PolCode} ${r.PolName}` },
    { key: 'ViaCode', title: rateWords.via, width: 70, text: (r) => r.ViaCode ?? '' },
    { key: 'PodCode', title: rateWords.pod, width: 120, sortable: true, filter: 'text', text: (r) => `${r.PodCode} ${r.PodName}` },
    { key: 'Currency', title: rateWords.currency, width: 60 },
    ...costColumns,
    { key: 'ValidTo', title: rateWords.validity, width: 180, sortable: true, text: (r) => `${r.ValidFrom} – ${r.ValidTo}` },
    { key: 'TransitDays', title: rateWords.transitDays, width: 70 },
    ...(view === 'drafts' ? [{ key: 'RejectRemarks', title: rateWords.rejectRemarks, width: 200, text: (r: FclRateRow) => r.RejectRemarks ?? '' }] : []),
    { key: 'MaintainerName', title: rateWords.maintainer, width: 80 },
    { key: 'UpdatedAt', title: rateWords.updatedAt, width: 140, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
  ];
}
