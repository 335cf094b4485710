import { deliveryErrorWords } from '../../contract/deliveryError';
import type { ManifestRow, MftListStage } from '../../contract/manifest';
import { formatDate } from '../../domain/dates';
import { commonWords } from '../../i18n/commonWords';
import { wordsIn } from '../../i18n/words';
import type { DataColumn } from '../../lib/DataTable';
import { deadlineClock } from './deadlineClock';
import { filingTable, stageTable, statusTable } from './MftParts';
import { MFT_FILING_WORDS, MFT_STAGE_WORDS, MFT_STATUS_WORDS, manifestWords } from './words';

const options = (table: Record<string, { zh: string; en: string }>) => Object.entries(table).map(([value, label]) => ({ value, label }));

/**
 * A manifest list's columns for its stage: the customs stage on the send and track lists, the last
 * error on the failure lists, the customer for the staff; the deadline said as time left or late.
 */
export function listColumns(stage: MftListStage, staff: boolean): DataColumn<ManifestRow>[] {
  const failureList = stage === 'sendFail' || stage === 'submitFailed' || stage === 'verifyFailed';
  return [
    { key: 'MFT_NO', title: manifestWords.mftNo, width: 130, sortable: true, filter: 'text' },
    {
      key: 'MFT_STATUS',
      title: manifestWords.status,
      width: 120,
      sortable: true,
      text: (r, l) => statusTable[r.MFT_STATUS]?.[l] ?? String(r.MFT_STATUS),
      filter: stage === 'all' ? options(MFT_STATUS_WORDS) : undefined,
    },
    ...(stage === 'track' || stage === 'send'
      ? [
          {
            key: 'MFT_STAGE',
            title: manifestWords.stage,
            width: 110,
            text: (r: ManifestRow, l: 'zh' | 'en') => stageTable[r.MFT_STAGE]?.[l] ?? r.MFT_STAGE,
            filter: stage === 'track' ? options(MFT_STAGE_WORDS) : undefined,
          },
        ]
      : []),
    {
      key: 'MFT_FILING',
      title: manifestWords.filing,
      width: 130,
      text: (r, l) => filingTable[r.MFT_FILING]?.[l] ?? r.MFT_FILING,
      filter: options(MFT_FILING_WORDS),
    },
    { key: 'MFT_CGO_ID', title: manifestWords.cgoId, width: 150, sortable: true, filter: 'text' },
    { key: 'MFT_MBL_NO', title: manifestWords.mblNo, width: 130, filter: 'text' },
    { key: 'MFT_HBL_NO', title: manifestWords.hblNo, width: 110 },
    { key: 'MFT_VESSEL', title: manifestWords.vessel, width: 120, filter: 'text', text: (r) => `${r.MFT_VESSEL} ${r.MFT_VOYAGE}`.trim() },
    { key: 'MFT_LOADING_CODE', title: manifestWords.pol, width: 70 },
    { key: 'MFT_DISCHARGE_CODE', title: manifestWords.pod, width: 70 },
    {
      key: 'DeadlineAt',
      title: manifestWords.deadline,
      width: 150,
      sortable: true,
      text: (r, l) => {
        if (!r.DeadlineAt) return '';
        const c = deadlineClock(r.DeadlineAt, Date.now());
        const t = wordsIn(manifestWords, l);
        return `${formatDate(r.DeadlineAt, 'dateTime').slice(5, 16)} ${r.MFT_STATUS < 5 ? (c.late ? t.clockLate(-c.hours, c.minutes) : t.clockLeft(c.hours, c.minutes)) : ''}`.trim();
      },
      intent: (r) => (r.MFT_LATE || (r.MFT_STATUS < 5 && !!r.DeadlineAt && Date.parse(r.DeadlineAt) < Date.now()) ? 'danger' : undefined),
    },
    ...(failureList
      ? [{ key: 'LastError', title: manifestWords.lastError, width: 280, text: (r: ManifestRow, l: 'zh' | 'en') => deliveryErrorWords(r.LastError)[l] }]
      : []),
    ...(staff ? [{ key: 'CompanyName', title: commonWords.customer, width: 160, filter: 'text' as const, sortable: true }] : []),
    { key: 'UpdatedAt', title: manifestWords.updatedAt, width: 140, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
  ];
}
