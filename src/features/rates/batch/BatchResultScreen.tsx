import { Button, Callout, H2 } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { BATCH_KINDS, BATCH_STATUSES, type BatchWire } from '../../../contract/rates/batchCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { type DataColumn, DataTable } from '../../../lib/DataTable';
import { useRoute } from '../../../ui/routeContext';
import { BatchView } from './BatchView';
import { BATCH_KIND_WORDS, BATCH_STATUS_WORDS, batchWords } from './words';
import { ratesListCalls } from '../../../contract/rates/listCalls';

/**
 * /SeaFreight/FreightManagement/FreightResult (commercial.md §2.5): every batch — imports, edits,
 * increases — with its state in words and its counts, filtered, sorted and exported; a row opens
 * the batch's rows with their results (created, updated, split, refused with reasons), the error
 * sheet to download, and apply or cancel while it waits.
 */
export default function BatchResultScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(batchWords);
  const [params, setParams] = useSearchParams();
  const batchId = Number(params.get('batch')) || undefined;
  const open = (b: BatchWire) => setParams({ batch: String(b.Id) });
  const columns: DataColumn<BatchWire>[] = [
    { key: 'Id', title: batchWords.batch, width: 60, sortable: true },
    {
      key: 'Kind',
      title: batchWords.kind,
      width: 100,
      text: (b, l) => BATCH_KIND_WORDS[b.Kind][l],
      filter: BATCH_KINDS.map((k) => ({ value: k, label: BATCH_KIND_WORDS[k] })),
    },
    {
      key: 'Status',
      title: batchWords.status,
      width: 140,
      text: (b, l) => BATCH_STATUS_WORDS[b.Status][l],
      filter: BATCH_STATUSES.map((s) => ({ value: s, label: BATCH_STATUS_WORDS[s] })),
    },
    { key: 'FileName', title: batchWords.file, width: 180, filter: 'text', sortable: true, text: (b) => b.FileName ?? b.NoticeTitle ?? '' },
    { key: 'RowsTotal', title: batchWords.rows, width: 60 },
    { key: 'RowsOk', title: batchWords.passing, width: 60 },
    { key: 'RowsRefused', title: batchWords.refused, width: 60 },
    { key: 'AppliedCount', title: batchWords.written, width: 60, text: (b) => (b.AppliedCount === null ? '—' : String(b.AppliedCount)) },
    { key: 'CreatedByName', title: batchWords.createdBy, width: 90, filter: 'text' },
    { key: 'CreatedAt', title: batchWords.createdAt, width: 140, sortable: true, text: (b) => formatDate(b.CreatedAt, 'dateTime') },
  ];
  return (
    <section className="admin-screen" data-testid="batch-results">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.resultsHint}</Callout>
      <DataTable<BatchWire>
        list={ratesListCalls.batches}
        label={route.title[lang]}
        exportAccess={RATES_ACCESS.batchRead}
        columns={columns}
        onOpen={open}
        actions={(b) => <Button size="small" icon="eye-open" text={w.open} onClick={() => open(b)} />}
        actionsWidth={90}
      />
      {batchId ? <BatchView key={batchId} batchId={batchId} /> : null}
    </section>
  );
}
