import { Callout, Classes, Drawer, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { EclpRow } from '../../contract/epacking/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { usePageKeys } from '../../lib/pageKeys';
import { useRoute } from '../../ui/routeContext';
import { detailQueryOptions, queueQueryOptions, useDecide } from './api/calls';
import { ApplyQueueTable } from './ApplyQueueTable';
import { EclpDetailPanel } from './EclpDetailPanel';
import { RejectApplyDialog } from './RejectApplyDialog';
import { epackingWords } from './words';
import { newIdempotencyKey } from '../../lib/idempotencyKey';

/** The next one's detail is fetched while the person reads this one: the queue moves without waiting. */
function usePrefetchNext(rows: EclpRow[], at: number) {
  const client = useQueryClient();
  useEffect(() => {
    const next = rows[Math.min(at, rows.length - 1) + 1];
    if (next) void client.prefetchQuery(detailQueryOptions(next.Id));
  }, [client, rows, at]);
}

/**
 * The operator's queue of pack and unpack applications (operations.md §4.4 ApplyAudit), worked from
 * the keyboard like the SI review queue: the oldest first, the selected one's packing list, check
 * result and VGM beside it. j/k (↑/↓) pick, Enter opens the full detail, a approves (the load plan goes
 * to the terminal's channel), r opens a dialog that rejects only with remarks typed and its own
 * button pressed. The keys obey src/lib/pageKeys.ts (never with a modifier, in an input, a dialog or the palette).
 */
export default function ApplyAuditScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(epackingWords);
  const queue = useQuery(queueQueryOptions());
  const decide = useDecide();
  const [at, setAt] = useState(0);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<EclpRow | undefined>();
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState('');
  const rows = queue.data ?? [];
  const row = rows[Math.min(at, rows.length - 1)];
  usePrefetchNext(rows, at);

  const send = async (on: EclpRow, approve: boolean, text = '') => {
    setError('');
    try {
      await decide.mutateAsync({ Ids: [on.Id], Approve: approve, ...(text ? { Remarks: text } : {}), key: newIdempotencyKey(`ecp-decision-${on.Id}`) });
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    }
  };
  const ask = () => {
    if (!row) return false;
    setError('');
    setRemarks('');
    setAsked(row);
  };
  const confirmReject = async () => {
    if (!asked || !remarks.trim()) return;
    if (await send(asked, false, remarks.trim())) setAsked(undefined);
  };
  const down = () => setAt((i) => Math.min(i + 1, rows.length - 1));
  const up = () => setAt((i) => Math.max(i - 1, 0));
  usePageKeys({
    arrowdown: down,
    j: down,
    arrowup: up,
    k: up,
    enter: () => (row ? setOpen(true) : false),
    a: () => (row ? void send(row, true) : false),
    r: () => ask(),
  });

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the queue is worked from the keyboard as a whole
    <section className="admin-screen" data-testid="epacking-audit" tabIndex={0} aria-label={route.title[lang]}>
      <H2>{route.title[lang]}</H2>
      <Callout icon="key">{w.queueHint}</Callout>
      {error && !asked ? (
        <Callout intent="danger" role="alert" data-testid="epacking-error">
          {error}
        </Callout>
      ) : null}
      <RejectApplyDialog asked={asked} setAsked={setAsked} error={error} remarks={remarks} setRemarks={setRemarks} confirmReject={confirmReject} />
      <Drawer isOpen={open && !!row} onClose={() => setOpen(false)} title={row?.ECP_NO} size="55%">
        <div className={Classes.DRAWER_BODY} style={{ padding: 16 }}>
          {row ? <EclpDetailPanel id={row.Id} full /> : null}
        </div>
      </Drawer>
      {queue.isPending ? (
        <Spinner />
      ) : !rows.length ? (
        <NonIdealState icon="inbox" description={w.queueEmpty} />
      ) : (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <div style={{ flex: '1 1 auto', overflowX: 'auto' }}>
            <ApplyQueueTable rows={rows} at={at} setAt={setAt} onOpen={() => setOpen(true)} />
          </div>
          <div style={{ flex: '0 0 440px' }}>{row ? <EclpDetailPanel id={row.Id} /> : null}</div>
        </div>
      )}
    </section>
  );
}
