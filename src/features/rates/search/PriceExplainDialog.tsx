import { explainQueryOptions } from '../api/reads';
import { Callout, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { AppDialog } from '../../../ui/AppDialog';
import { searchWords, TRACE_NOTE_WORDS, TRACE_STEP_WORDS } from './words';

/**
 * The price explain (R2.8): the price a search showed, rebuilt on the server from the rate version
 * and the rule versions it used, step by step — the cost, each surcharge, the tier mark-up, the
 * rounding — with the rule and its version named, and whether the rebuilt totals are those shown.
 * Without "view cost" the same steps come without the figures that would give the cost back.
 */
export function PriceExplainDialog({ searchId, row, onClose }: { searchId: number; row: RateSearchRow; onClose(): void }) {
  const w = useWords(searchWords);
  const lang = useLanguage();
  const q = useQuery(explainQueryOptions(searchId, row.RateId));
  return (
    <AppDialog isOpen onClose={onClose} canEscapeKeyClose title={w.explainTitle(row.RateNo, row.RateVersion)} style={{ width: 720 }}>
      <div className="bp6-dialog-body" data-testid="price-explain">
        {q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <Callout intent="danger">{q.error.message}</Callout>
        ) : (
          <>
            <p>
              {w.rateVersion(q.data.Row.RateNo, q.data.Row.RateVersion)} · {w.shownTo(q.data.ShownTo, formatDate(q.data.At, 'dateTime'))} ·{' '}
              {w.pricesAt(q.data.LevelName)}
            </p>
            <Callout className="price-explain__same" intent={q.data.Same ? 'success' : 'danger'} icon={q.data.Same ? 'tick' : 'error'}>
              {q.data.Same ? w.rebuiltSame : w.rebuiltDiffers}
            </Callout>
            <HTMLTable compact striped aria-label={w.explain}>
              <thead>
                <tr>
                  <th>{w.step}</th>
                  <th>{w.rule}</th>
                  <th>{w.amount}</th>
                </tr>
              </thead>
              <tbody>
                {(q.data.Row.Trace ?? []).map((t, i) => (
                  // trace steps are an ordered list with no id of their own
                  <tr key={i}>
                    <td>
                      {(TRACE_STEP_WORDS[t.Step] ?? { zh: t.Step, en: t.Step })[lang]} {t.ContainerClass ?? ''} {t.FeeCode ?? ''}
                    </td>
                    <td>
                      {t.RuleId !== undefined ? `${t.RuleName || `#${t.RuleId}`} v${t.RuleVersion}` : ''}
                      {t.Note ? ` ${(TRACE_NOTE_WORDS[t.Note] ?? { zh: t.Note, en: t.Note })[lang]}` : ''}
                    </td>
                    {/* without "view cost" only the surcharges keep their figures (server/modules/rates/costView.ts) */}
                    <td>{t.Amount === undefined ? '—' : `${t.Currency} ${t.Amount}`}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <p className="rate-search__total">
              {w.total}：{q.data.ShownTotals.map((t) => `${t.Currency} ${t.Amount}`).join(' + ')}
            </p>
          </>
        )}
      </div>
    </AppDialog>
  );
}
