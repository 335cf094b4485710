import { NOTICE_AUDIENCES, NOTICE_STATUSES, type NoticeWire } from '../../../contract/rates/noticeCalls';
import { formatDate } from '../../../domain/dates';
import type { DataColumn } from '../../../lib/DataTable';
import { AUDIENCE_WORDS, NOTICE_STATUS_WORDS, noticeWords } from './words';

/** The notice list's columns: filtered by state and audience, sorted by title, carrier and date. */
export const NOTICE_COLUMNS: DataColumn<NoticeWire>[] = [
  { key: 'Title', title: noticeWords.title, width: 240, sortable: true, filter: 'text' },
  {
    key: 'Status',
    title: noticeWords.status,
    width: 80,
    text: (n, l) => NOTICE_STATUS_WORDS[n.Status][l],
    filter: NOTICE_STATUSES.map((s) => ({ value: s, label: NOTICE_STATUS_WORDS[s] })),
  },
  {
    key: 'Audience',
    title: noticeWords.audience,
    width: 110,
    text: (n, l) => AUDIENCE_WORDS[n.Audience][l],
    filter: NOTICE_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_WORDS[a] })),
  },
  { key: 'CarrierCode', title: noticeWords.carrier, width: 70, sortable: true },
  { key: 'FeeCode', title: noticeWords.feeCode, width: 60 },
  { key: 'EffectiveDate', title: noticeWords.effective, width: 100, sortable: true },
  { key: 'AttachmentName', title: noticeWords.attachment, width: 140, text: (n) => n.AttachmentName ?? '—' },
  { key: 'PublishedAt', title: noticeWords.publishedAt, width: 140, text: (n) => (n.PublishedAt ? formatDate(n.PublishedAt, 'dateTime') : '—') },
];
