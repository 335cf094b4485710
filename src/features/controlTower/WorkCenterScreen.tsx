import { Button, Callout, H2, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CONTROL_TOWER_PAGES } from '../../contract/controlTower/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { usePageKeys } from '../../lib/pageKeys';
import { useRoute } from '../../ui/routeContext';
import { showToast, toastFailure } from '../../ui/toaster';
import { getNext, useQueues } from './api/tower';
import { waitedInWords } from './when';
import { towerWords } from './words';
import './controlTower.css';

/**
 * /internal/WorkCenter (工作中心, operations.md §12.3): the queues every module declares that the
 * person may open, each with how many wait and how long the oldest has; `j`/`k` move between them,
 * Enter opens the queue's next item (oldest first) — the page keys' one rule decides when a key is
 * the page's (src/lib/pageKeys.ts: no modifier, not typing, no dialog, no palette). The counts stay
 * live: a `queue` frame makes them read again (module.ts).
 */
export default function WorkCenterScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(towerWords);
  const navigate = useNavigate();
  const queues = useQueues();
  const rows = queues.data ?? [];
  const [cursor, setCursor] = useState(0);
  const at = Math.min(cursor, Math.max(rows.length - 1, 0));

  const openNext = async (i: number) => {
    const q = rows[i];
    if (!q) return false;
    setCursor(i);
    try {
      const { Path } = await getNext(q.Queue);
      if (Path) navigate(Path);
      else void showToast({ intent: 'success', message: w.queueEmpty });
    } catch (err) {
      toastFailure(err);
    }
  };
  usePageKeys({
    j: () => setCursor(Math.min(at + 1, rows.length - 1)),
    arrowdown: () => setCursor(Math.min(at + 1, rows.length - 1)),
    k: () => setCursor(Math.max(at - 1, 0)),
    arrowup: () => setCursor(Math.max(at - 1, 0)),
    enter: () => (rows[at] ? void openNext(at) : false),
  });

  return (
    <section className="admin-screen work" data-testid="work-center">
      <H2>{route.title[lang]}</H2>
      <p className="tower__hint">
        {w.workHint} <Link to={CONTROL_TOWER_PAGES.control}>{w.exceptionsLink}</Link>
      </p>
      {queues.isError && <Callout intent="danger">{(queues.error as Error).message}</Callout>}
      {queues.isPending ? (
        <Spinner />
      ) : !rows.length ? (
        <NonIdealState icon="inbox" title={w.noQueues} />
      ) : (
        <HTMLTable className="work__queues" interactive data-testid="work-queues">
          <thead>
            <tr>
              <th>{w.queue}</th>
              <th>{w.waiting}</th>
              <th>{w.oldest}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((q, i) => (
              <tr key={q.Queue} data-queue={q.Queue} aria-selected={i === at} className={i === at ? 'is-cursor' : ''} onClick={() => setCursor(i)}>
                <td>
                  <Link to={q.Path}>{q.Name[lang]}</Link>
                </td>
                <td className="work__count" data-testid="work-count">
                  {q.Count}
                </td>
                <td>{q.Oldest ? waitedInWords(q.Oldest)[lang] : '—'}</td>
                <td>
                  <Button small icon="arrow-right" text={w.openNext} disabled={!q.Count} onClick={() => void openNext(i)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
