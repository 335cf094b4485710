import { Button, Callout, H2, HTMLSelect, HTMLTable, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ExceptionRow } from '../../contract/controlTower/calls';
import { SEVERITIES } from '../../contract/controlTower/codes';
import { actorRoleWords, exceptionCodeWords } from '../../contract/controlTower/tower';
import { severityWords } from '../../contract/controlTower/words';
import type { Bilingual } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { type ExceptionsQuery, useExceptions } from './api/tower';
import { SnoozeDialog } from './SnoozeDialog';
import { dueInWords } from './when';
import { towerWords } from './words';
import './controlTower.css';

const PAGE_SIZE = 50;
const INTENT = { high: 'danger', medium: 'warning', low: 'none' } as const;
/** An exception's name in words; a code a newer module added before its words reached this page: the code itself. */
const nameOf = (code: string): Bilingual => exceptionCodeWords[code as keyof typeof exceptionCodeWords] ?? { zh: code, en: code };
const hrefOf = (r: ExceptionRow) => {
  const q = new URLSearchParams(r.Action.Query).toString();
  return q ? `${r.Action.Path}?${q}` : r.Action.Path;
};

/** One exception: how severe, what (and a snooze's note), when due in words, who acts; fix it or snooze it. */
function ExceptionRowView({ r, onFix, onSnooze }: { r: ExceptionRow; onFix(): void; onSnooze(): void }) {
  const lang = useLanguage();
  const w = useWords(towerWords);
  const due = dueInWords(r.DueAt);
  return (
    <tr data-code={r.Code} data-doc={r.DocId}>
      <td>
        <Tag intent={INTENT[r.Severity]} minimal={r.Severity !== 'high'}>
          {severityWords[r.Severity][lang]}
        </Tag>
      </td>
      <td>
        <strong>{nameOf(r.Code)[lang]}</strong> <span className="tower__code">{r.Code}</span>
        <div>{r.Message[lang]}</div>
        {r.SnoozedUntil && (
          <div className="tower__snoozed">
            {w.snoozed(new Date(r.SnoozedUntil).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB'))}
            {r.Note ? ` · ${r.Note}` : ''}
          </div>
        )}
      </td>
      <td className={due.past ? 'tower__late' : ''} title={r.DueAt ? new Date(r.DueAt).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB') : ''}>
        {due[lang]}
      </td>
      <td>{r.Who.map((who) => actorRoleWords[who][lang]).join(w.listSeparator)}</td>
      <td className="tower__actions">
        <Button small intent="primary" icon="arrow-right" text={w.fix} onClick={onFix} data-testid="tower-fix" />
        {!r.SnoozedUntil && <Button small icon="time" text={w.snooze} onClick={onSnooze} data-testid="tower-snooze-open" />}
      </td>
    </tr>
  );
}

/**
 * /external/workbench/control (控制塔, operations.md §12.3): the exceptions every module computes,
 * soonest due first; each row says what, when (a countdown in words), who acts, with one click to
 * the page that fixes it and a snooze with a note. Filters by exception and severity; the snoozed
 * ones on their own.
 */
export default function ControlTowerScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(towerWords);
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ExceptionsQuery>({ Page: 1, PageSize: PAGE_SIZE });
  const [snoozing, setSnoozing] = useState<ExceptionRow>();
  const list = useExceptions(filter);
  const set = (f: Partial<ExceptionsQuery>) => setFilter((x) => ({ ...x, ...f, Page: f.Page ?? 1 }));
  const page = filter.Page ?? 1;
  const total = list.data?.Total ?? 0;

  return (
    <section className="admin-screen tower" data-testid="control-tower">
      <H2>{route.title[lang]}</H2>
      <p className="tower__hint">{w.hint}</p>
      <div className="tower__filters">
        <HTMLSelect
          aria-label={w.what}
          value={filter.Code ?? ''}
          onChange={(e) => set({ Code: e.currentTarget.value || undefined })}
          options={[{ value: '', label: w.anyCode }, ...Object.entries(exceptionCodeWords).map(([code, words]) => ({ value: code, label: words[lang] }))]}
        />
        <HTMLSelect
          aria-label={w.severity}
          value={filter.Severity ?? ''}
          onChange={(e) => set({ Severity: e.currentTarget.value || undefined })}
          options={[{ value: '', label: w.anySeverity }, ...SEVERITIES.map((s) => ({ value: s, label: severityWords[s][lang] }))]}
        />
        <Switch label={w.showSnoozed} checked={!!filter.Acked} onChange={(e) => set({ Acked: e.currentTarget.checked || undefined })} />
        <span className="tower__total">{w.total(total)}</span>
      </div>
      {list.isError && <Callout intent="danger">{(list.error as Error).message}</Callout>}
      {list.isPending ? (
        <Spinner />
      ) : !list.data?.Items.length ? (
        <NonIdealState icon="tick-circle" title={w.noExceptions} />
      ) : (
        <HTMLTable className="tower__table" striped interactive data-testid="tower-rows">
          <thead>
            <tr>
              <th>{w.severity}</th>
              <th>{w.what}</th>
              <th>{w.when}</th>
              <th>{w.who}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.Items.map((r) => (
              <ExceptionRowView key={`${r.Code}/${r.DocType}/${r.DocId}`} r={r} onFix={() => navigate(hrefOf(r))} onSnooze={() => setSnoozing(r)} />
            ))}
          </tbody>
        </HTMLTable>
      )}
      {total > PAGE_SIZE && (
        <div className="tower__pages">
          <Button small text={w.previous} disabled={page <= 1} onClick={() => set({ Page: page - 1 })} />
          <span>{`${page} / ${Math.ceil(total / PAGE_SIZE)}`}</span>
          <Button small text={w.nextPage} disabled={page * PAGE_SIZE >= total} onClick={() => set({ Page: page + 1 })} />
        </div>
      )}
      <SnoozeDialog row={snoozing} what={snoozing ? nameOf(snoozing.Code)[lang] : ''} onClose={() => setSnoozing(undefined)} />
    </section>
  );
}
