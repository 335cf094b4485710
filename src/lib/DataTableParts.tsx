import { Button, ButtonGroup, DialogFooter, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import type { ImportResult, ImportRowAnswer } from '../contract/admin';
import { useT } from '../i18n/useT';
import { AppDialog } from '../ui/AppDialog';
import { fill } from './fill';

interface PagerProps {
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  onPage(update: (page: number) => number): void;
  /** A new page size (the list goes back to page 1). */
  onPageSize(size: number): void;
}

/** The list kit's pager (src/lib/DataTable.tsx): the total, previous and next page, the page size. */
export function TablePager({ total, page, pages, pageSize, onPage, onPageSize }: PagerProps) {
  const t = useT();
  return (
    <div className="data-table__pager">
      <span>{fill(t('tableTotal'), { n: total })}</span>
      <ButtonGroup>
        <Button size="small" icon="chevron-left" aria-label={t('tablePrev')} disabled={page <= 1} onClick={() => onPage((p) => p - 1)} />
        <Button size="small" minimal text={fill(t('tablePage'), { p: page, n: pages })} disabled />
        <Button size="small" icon="chevron-right" aria-label={t('tableNext')} disabled={page >= pages} onClick={() => onPage((p) => p + 1)} />
      </ButtonGroup>
      <HTMLSelect
        aria-label={t('tablePageSize')}
        value={pageSize}
        onChange={(e) => onPageSize(Number(e.currentTarget.value))}
        options={[10, 20, 50, 100, 200].map((n) => ({ value: n, label: String(n) }))}
      />
    </div>
  );
}

/** What an import did: how many rows went in, and each refused row with its reasons. */
export function ImportReport({
  result,
  onClose,
  onConfirm,
  confirming,
  subject,
}: {
  result: ImportResult | undefined;
  onClose(): void;
  /** A preview (nothing written yet): the report asks before the rows are written. */
  onConfirm?(): void;
  confirming?: boolean;
  /** The heading of the answers' record column (e.g. the B/L number), when the import answers every row. */
  subject?: string;
}) {
  const t = useT();
  const preview = !!onConfirm;
  return (
    <AppDialog
      isOpen={!!result}
      onClose={onClose}
      title={t(preview ? 'importPreview' : 'importResult')}
      style={result?.Answers ? { width: 'min(1100px, 96vw)' } : undefined}
    >
      {result && (
        <div className="bp6-dialog-body" data-testid={preview ? 'import-preview' : 'import-result'}>
          <p>{fill(t(preview ? 'importPreviewSummary' : 'importSummary'), { ok: result.Imported, bad: result.Rejected.length })}</p>
          {result.Answers ? (
            <RowAnswers answers={result.Answers} subject={subject} preview={preview} />
          ) : (
            result.Rejected.length > 0 && (
              <HTMLTable compact striped>
                <thead>
                  <tr>
                    <th>{t('importRow')}</th>
                    <th>{t('importReasons')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.Rejected.map((r) => (
                    <tr key={r.Row}>
                      <td>{r.Row}</td>
                      <td>{r.Reasons.join('；')}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )
          )}
        </div>
      )}
      {preview && (
        <DialogFooter
          actions={
            <>
              <Button text={t('cancel')} onClick={onClose} />
              <Button intent="primary" text={t('importConfirm')} loading={confirming} disabled={!result?.Imported} onClick={onConfirm} />
            </>
          }
        />
      )}
    </AppDialog>
  );
}

const ANSWER_INTENT = { CREATE: 'success', UPDATE: 'primary', REFUSED: 'danger' } as const;

/** Every row's answer of an import of several sheets: where (sheet, row), which record, create / update / refused, and why. */
function RowAnswers({ answers, subject, preview }: { answers: ImportRowAnswer[]; subject?: string; preview: boolean }) {
  const t = useT();
  const said = {
    CREATE: t(preview ? 'importWillCreate' : 'importCreated'),
    UPDATE: t(preview ? 'importWillUpdate' : 'importUpdated'),
    REFUSED: t('importRefused'),
  };
  return (
    <HTMLTable compact striped className="import-answers" data-testid="import-answers">
      <thead>
        <tr>
          <th>{t('importSheet')}</th>
          <th>{t('importRow')}</th>
          <th>{subject ?? t('importSubject')}</th>
          <th>{t('importAnswer')}</th>
          <th>{t('importReasons')}</th>
        </tr>
      </thead>
      <tbody>
        {answers.map((a) => (
          <tr key={`${a.Sheet}:${a.Row}`} data-answer={a.Answer}>
            <td>{a.Sheet}</td>
            <td>{a.Row}</td>
            <td>{a.Subject}</td>
            <td>
              <Tag minimal intent={ANSWER_INTENT[a.Answer]}>
                {said[a.Answer]}
              </Tag>
            </td>
            <td>{a.Reasons.join('；')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
