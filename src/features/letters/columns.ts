import type { LetterRow, SailingTableRow } from '../../contract/letters/calls';
import { AUDIENCES, audienceWords, DOC_STATUSES, docStatusWords, LETTER_KINDS, letterKindWords } from '../../domain/letters/status';
import { placeTime } from '../../domain/refdata/localTimes';
import type { DataColumn } from '../../lib/DataTable';
import { lettersWords as w } from './words';

const statusFilter = DOC_STATUSES.map((s) => ({ value: String(s), label: docStatusWords[s] }));

/** The letters' columns: the desk's (state, audience, readers) and the customers' (read or not). */
export const letterColumns = (desk: boolean): DataColumn<LetterRow>[] => [
  ...(desk
    ? []
    : [
        {
          key: 'Unread',
          title: w.readState,
          width: 70,
          text: (l: LetterRow, lang: 'zh' | 'en') => (l.Unread ? w.unread : w.read)[lang],
          intent: (l: LetterRow) => (l.Unread ? ('primary' as const) : undefined),
          filter: [
            { value: 'true', label: w.unread },
            { value: 'false', label: w.read },
          ],
        },
      ]),
  { key: 'Title', title: w.title, width: 320, sortable: true, filter: 'text' },
  { key: 'Carrier', title: w.carrier, width: 80, sortable: true, filter: 'text' },
  {
    key: 'Kind',
    title: w.kind,
    width: 190,
    text: (l, lang) => letterKindWords[l.Kind][lang],
    filter: LETTER_KINDS.map((k) => ({ value: k, label: letterKindWords[k] })),
  },
  { key: 'EffectiveFrom', title: w.effectiveFrom, width: 100, sortable: true },
  ...(desk
    ? [
        {
          key: 'Status',
          title: w.status,
          width: 80,
          text: (l: LetterRow, lang: 'zh' | 'en') =>
            docStatusWords[l.Status][lang] + (l.PublishedVersion > 1 ? ` · ${w.versionN(l.PublishedVersion)[lang]}` : ''),
          filter: statusFilter,
        },
        {
          key: 'Audience',
          title: w.audience,
          width: 90,
          text: (l: LetterRow, lang: 'zh' | 'en') => audienceWords[l.Audience][lang],
          filter: AUDIENCES.map((a) => ({ value: a, label: audienceWords[a] })),
        },
        { key: 'ReadCount', title: w.readCount, width: 70 },
      ]
    : []),
  { key: 'Files', title: w.files, width: 60 },
  { key: 'PublishedAt', title: w.publishedAt, width: 170, sortable: true, text: (l) => (l.PublishedAt ? placeTime(l.PublishedAt) : '—') },
];

/** The sailing tables' columns. */
export const tableColumns = (desk: boolean): DataColumn<SailingTableRow>[] => [
  { key: 'Title', title: w.title, width: 300, sortable: true, filter: 'text' },
  { key: 'Carrier', title: w.carrier, width: 80, sortable: true, filter: 'text' },
  { key: 'Service', title: w.service, width: 90, sortable: true, filter: 'text' },
  { key: 'PeriodFrom', title: w.period, width: 190, sortable: true, text: (t) => `${t.PeriodFrom} ~ ${t.PeriodTo}` },
  { key: 'Rows', title: w.sailings, width: 70 },
  ...(desk
    ? [
        { key: 'Status', title: w.status, width: 80, text: (t: SailingTableRow, lang: 'zh' | 'en') => docStatusWords[t.Status][lang], filter: statusFilter },
        { key: 'Audience', title: w.audience, width: 90, text: (t: SailingTableRow, lang: 'zh' | 'en') => audienceWords[t.Audience][lang] },
      ]
    : []),
  { key: 'PublishedAt', title: w.publishedAt, width: 170, sortable: true, text: (t) => (t.PublishedAt ? placeTime(t.PublishedAt) : '—') },
];
