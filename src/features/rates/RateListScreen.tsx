import { useState } from 'react';
import { Callout, H2 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import type { FclRateRow } from '../../contract/rates/calls';
import { ratesListCalls } from '../../contract/rates/listCalls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { useRoute } from '../../ui/routeContext';
import { RateMoveDialogs } from './list/RateMoveDialogs';
import { RateRowActions } from './list/RateRowActions';
import { M, rateColumns, VIEWS } from './list/rateViews';
import { useRateMoves } from './list/useRateMoves';
import { type BulkView, bulkCan, RateBulkBar } from './RateBulkBar';
import { RateHistoryDialog } from './RateHistoryDialog';
import { rateWords } from './words';

/**
 * The FCL rate pages over one store: published (and its export-menu twin), drafts (submit),
 * waiting for confirmation (confirm, or reject with remarks), hidden, expired, and every version.
 * Each row opens its history: every version side by side with what happened to it.
 */
export default function RateListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(rateWords);
  const { dialog, ask } = useConfirm();
  const spec = VIEWS[route.path] ?? VIEWS[`${M}/FCLFreightHistory`]!;
  const [historyOf, setHistoryOf] = useState<string>();
  const [rejecting, setRejecting] = useState<FclRateRow>();
  const [withdrawing, setWithdrawing] = useState<FclRateRow>();
  const [renewing, setRenewing] = useState<FclRateRow>();
  const moves = useRateMoves(ask);
  const columns = rateColumns(spec.view);

  const title = route.title[lang];
  return (
    <section className="admin-screen" data-testid="rate-list">
      <H2>{title}</H2>
      {spec.view === 'pending' && <Callout icon="endorsed">{w.pendingHint}</Callout>}
      {spec.view === 'drafts' && <Callout icon="info-sign">{w.draftsHint}</Callout>}
      <DataTable<FclRateRow>
        list={ratesListCalls.fclRates}
        fixed={spec.fixed}
        label={title}
        exportAccess={ACCESS.rateRead}
        columns={columns}
        onOpen={(r) => setHistoryOf(r.RateNo)}
        {...(spec.view !== 'history'
          ? {
              pick: {
                key: (r: FclRateRow) => r.Id,
                can: bulkCan[spec.view],
                bar: (rows: FclRateRow[]) => <RateBulkBar view={spec.view as BulkView} rows={rows} />,
              },
            }
          : {})}
        actionsFirst
        actionsWidth={spec.view === 'published' ? 460 : spec.view === 'drafts' ? 310 : 260}
        actions={(r) => (
          <RateRowActions
            r={r}
            view={spec.view}
            moves={moves}
            open={{ history: (x) => setHistoryOf(x.RateNo), withdraw: setWithdrawing, renew: setRenewing, reject: setRejecting }}
          />
        )}
      />
      {historyOf && <RateHistoryDialog rateNo={historyOf} onClose={() => setHistoryOf(undefined)} />}
      <RateMoveDialogs
        moves={moves}
        rejectingOf={[rejecting, setRejecting]}
        withdrawingOf={[withdrawing, setWithdrawing]}
        renewingOf={[renewing, setRenewing]}
      />
      {dialog}
    </section>
  );
}
