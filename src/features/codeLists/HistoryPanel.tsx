import { H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ChangeField, HistoryLine } from '../../contract/codeLists/calls';
import { formatDate } from '../../domain/dates';
import { useWords } from '../../i18n/words';
import { codeListHistoryQueryOptions } from './api/codeLists';
import { codeListWords } from './words';

type W = ReturnType<typeof useWords<typeof codeListWords>>;

const fieldName = (w: W, f: ChangeField) =>
  ({ Code: w.code, NameZh: w.nameZh, NameEn: w.englishName, Description: w.description, SortOrder: w.order, Active: w.active, Remarks: w.remarks })[f];
const shownValue = (w: W, f: ChangeField, v: string) => (f === 'Active' && v ? (v === 'true' ? w.yes : w.no) : v || '—');
const actionOf = (w: W, a: string) => (a in w ? (w as unknown as Record<string, string>)[a]! : a);

/** Who changed what of a list, and when (the latest first). */
export function HistoryPanel({ id }: { id: number }) {
  const w = useWords(codeListWords);
  const history = useQuery(codeListHistoryQueryOptions(id));
  const lines = (h: HistoryLine) => h.Changes.map((c) => `${fieldName(w, c.Field)}：${shownValue(w, c.Field, c.Before)} → ${shownValue(w, c.Field, c.After)}`);
  return (
    <section data-testid="code-list-history">
      <H4>{w.history}</H4>
      {history.isPending ? <Spinner size={20} /> : null}
      {history.data && !history.data.length ? <NonIdealState icon="history" title={w.noHistory} /> : null}
      {history.data?.length ? (
        <HTMLTable compact striped className="code-lists__table">
          <thead>
            <tr>
              <th>{w.when}</th>
              <th>{w.who}</th>
              <th>{w.kind}</th>
              <th>{w.code}</th>
              <th>{w.what}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((h, i) => (
              <tr key={`${h.At}-${i}`}>
                <td>{formatDate(h.At, 'dateTime')}</td>
                <td>{h.Actor || w.SYSTEM}</td>
                <td>{actionOf(w, h.Action)}</td>
                <td>{h.EntryCode ?? ''}</td>
                <td>
                  {lines(h).map((l) => (
                    <div key={l}>{l}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </section>
  );
}
