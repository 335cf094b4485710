import { Callout, H2, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ENTRY_ORDER_PAGES as G } from '../../contract/entryOrder/module';
import type { BoardCellState } from '../../domain/entryOrder/codes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { boardQueryOptions } from './api/tracking';
import { OrderPick } from './OrderPick';
import { EntStatusTag, useAddressId, when } from './parts';
import { BOARD_CELL_STATE_WORDS, BOARD_STEP_WORDS, entryWords, SERVICE_WORDS } from './words';

const CELL_INTENT: Record<BoardCellState, 'success' | 'primary' | 'none'> = { DONE: 'success', EXPECTED: 'primary', PENDING: 'none', NOT_TRACKED: 'none' };

/**
 * One order's board (§9.4 /entryOrder/orderTracking): a row per service it has, a column per step
 * (booked, empty out, gated in, customs released, SI approved, loaded, departed, B/L issued, arrived,
 * delivered); each cell its state in words and its time (done) or plan (expected), on the office's
 * clock with the offset.
 */
export function BoardScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(entryWords);
  const [id, setId] = useAddressId('ENT_ID');
  const board = useQuery(boardQueryOptions(id ?? 0));
  const b = board.data;
  return (
    <section className="admin-screen" data-testid="ent-board">
      <H2>
        {route.title[lang]} {b ? <span data-testid="ent-board-no">{b.ENT_NO}</span> : null} {b ? <EntStatusTag status={b.ENT_STATUS} /> : null}
      </H2>
      <OrderPick onPick={setId} testId="ent-board-pick" current={b?.ENT_NO} />
      {board.error ? <Callout intent="danger">{(board.error as Error).message}</Callout> : null}
      {id && board.isPending ? <Spinner /> : null}
      {b ? (
        <>
          <p>
            {w.booking}：{b.BookingNo || '—'} · <Link to={`${G.entry}?Id=${b.ENT_ID}`}>{w.open}</Link> ·{' '}
            <Link to={`${G.data}?ENT_ID=${b.ENT_ID}`}>{w.dataSheet}</Link>
          </p>
          <HTMLTable compact bordered className="entry-board">
            <thead>
              <tr>
                <th>{w.service}</th>
                {b.Steps.map((s) => (
                  <th key={s}>{BOARD_STEP_WORDS[s][lang]}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {b.Services.map((row) => (
                <tr key={row.Service} data-service={row.Service}>
                  <th>{SERVICE_WORDS[row.Service][lang]}</th>
                  {b.Steps.map((step) => {
                    const cell = row.Cells.find((c) => c.Step === step);
                    return (
                      <td key={step} data-step={step} data-state={cell?.State ?? ''}>
                        {cell ? (
                          <>
                            <Tag minimal={cell.State !== 'DONE'} intent={CELL_INTENT[cell.State]}>
                              {BOARD_CELL_STATE_WORDS[cell.State][lang]}
                            </Tag>
                            <div className="entry-board__time">{cell.At ? when(cell.At) : cell.Planned ? `${w.planned} ${when(cell.Planned)}` : ''}</div>
                          </>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      ) : null}
    </section>
  );
}
