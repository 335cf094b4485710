import type { TrackRow } from '../../contract/freightTrack/calls';
import { formatDate } from '../../domain/dates';
import { CARRIERS } from '../../domain/si/reference';
import { TRK_STATUSES, trkStatusWords, type TrkStatus } from '../../domain/freightTrack/status';
import { trackExceptionWords } from '../../domain/freightTrack/words';
import { milestoneWords } from '../../domain/tracking/words';
import type { MilestoneKey } from '../../domain/tracking/milestoneRanks';
import type { Language } from '../../i18n/language';
import type { DataColumn } from '../../lib/DataTable';
import { trackWords as w } from './words';

/**
 * An instant as a day and minute on the reader's clock, as the other desks show times (the UTC
 * day and minute read as a contradiction beside the timeline, whose events name each place's clock).
 */
export const shortTime = (iso: string | null) => (iso ? formatDate(iso, 'dateTime').slice(0, 16) : '');
const exceptionText = (codes: readonly string[], l: Language) =>
  codes.map((c) => (trackExceptionWords as Record<string, { zh: string; en: string }>)[c]?.[l] ?? c).join('；');

/** The tracked shipments' columns: the reference, its state and latest milestone in words, the voyage, the four times, the delay and the exceptions. */
export function trackColumns(staff: boolean): DataColumn<TrackRow>[] {
  return [
    { key: 'Ref', title: w.ref, width: 150, filter: 'text', sortable: true },
    {
      key: 'Status',
      title: w.status,
      width: 130,
      filter: TRK_STATUSES.map((s) => ({ value: String(s), label: trkStatusWords[s] })),
      text: (r, l) => trkStatusWords[r.Status as TrkStatus]?.[l] ?? '',
      intent: (r) => (r.Status === 4 || r.Status === 3 ? 'danger' : undefined),
    },
    { key: 'Milestone', title: w.milestone, width: 150, text: (r, l) => (r.Milestone ? (milestoneWords[r.Milestone as MilestoneKey]?.[l] ?? '') : '') },
    {
      key: 'Exceptions',
      title: w.exceptions,
      width: 200,
      text: (r, l) => exceptionText(r.Exceptions, l),
      intent: (r) => (r.Exceptions.length ? 'danger' : undefined),
    },
    { key: 'DelayHours', title: w.delay, width: 90, sortable: true, text: (r) => (r.DelayHours ? String(r.DelayHours) : '') },
    { key: 'Carrier', title: w.carrier, width: 90, filter: CARRIERS.map((c) => ({ value: c.code, label: { zh: c.name, en: c.name } })) },
    { key: 'Vessel', title: w.vessel, width: 160, filter: 'text', text: (r) => `${r.Vessel} ${r.Voyage}`.trim() },
    { key: 'POL', title: w.pol, width: 80, filter: 'text' },
    { key: 'POD', title: w.pod, width: 80, filter: 'text' },
    { key: 'ETD', title: w.etd, width: 130, text: (r) => shortTime(r.ETD) },
    { key: 'ATD', title: w.atd, width: 130, text: (r) => shortTime(r.ATD) },
    { key: 'ETA', title: w.eta, width: 130, sortable: true, text: (r) => shortTime(r.ETA) },
    { key: 'ATA', title: w.ata, width: 130, text: (r) => shortTime(r.ATA) },
    { key: 'CGO_ID', title: w.booking, width: 150 },
    ...(staff ? [{ key: 'Customer', title: w.customer, width: 160, filter: 'text' as const }] : []),
    { key: 'CreatedAt', title: w.added, width: 130, sortable: true, text: (r) => shortTime(r.CreatedAt) },
  ];
}
