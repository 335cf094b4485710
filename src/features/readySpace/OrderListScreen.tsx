import { AnchorButton, Button, ButtonGroup, H2 } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { ReadySpaceOrderRow } from '../../contract/readySpace/calls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PAGES as P } from '../../contract/readySpace/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { toastFailure } from '../../ui/toaster';
import { useCancelOrder, useConfirmOrder, useDecideCancel, useRejectOrder, useReleaseSo, useRequestCancel } from './api/orders';
import { orderColumns, shownOrderStatus } from './columns';
import type { DecisionKind } from './machines/decisionMachine';
import { OrderFilesPanel } from './OrderFilesPanel';
import { type SendDecision, useDecision } from './useDecision';
import { readySpaceWords } from './words';
import { readySpaceListCalls } from '../../contract/readySpace/listCalls';

/** Whose orders a page shows: the buyer's, the seller's or all (the platform), and a fixed status. */
const PAGES: Record<string, { scope: string; status?: string; sells: boolean }> = {
  [P.orders]: { scope: 'SELLER', sells: true },
  [P.cancels]: { scope: 'SELLER', status: 'CANCEL_REQUESTED', sells: true },
  [P.spaceOrders]: { scope: 'ALL', sells: true },
  [P.myOrders]: { scope: 'BUYER', sells: false },
  [P.cancelled]: { scope: 'BUYER', status: 'CANCELLED', sells: false },
};

/** The order's moves: those without a question (confirm, cancel, decline a cancellation) and those asked through a dialog. */
function useOrderMoves() {
  const confirm = useConfirmOrder();
  const reject = useRejectOrder();
  const cancel = useCancelOrder();
  const releaseSo = useReleaseSo();
  const requestCancel = useRequestCancel();
  const decideCancel = useDecideCancel();
  /** A move without a question: a refusal is a toast (the mutation reads the lists again on success). */
  const act = (move: Promise<unknown>) => void move.catch(toastFailure);
  const send: SendDecision = ({ subject: { kind, id, version }, values: v, soFile }) => {
    const row = { Id: id, Version: version };
    switch (kind) {
      case 'rejectOrder':
        return reject.mutateAsync({ ...row, Reason: String(v.Reason) });
      case 'requestCancel':
        return requestCancel.mutateAsync({ ...row, Reason: String(v.Reason) });
      case 'approveCancel':
        return decideCancel.mutateAsync({ ...row, Approve: true, Resell: !!v.Resell, ...(String(v.Fee ?? '').trim() ? { Fee: String(v.Fee).trim() } : {}) });
      case 'releaseSo':
        return releaseSo.mutateAsync({
          ...row,
          CarrierBookingNos: String(v.Nos ?? '')
            .split(/[,，\s]+/)
            .filter(Boolean),
          ...(v.SoNo ? { SoNo: String(v.SoNo) } : {}),
          ...(soFile && v.SoFile ? { SoFileId: soFile.Id } : {}),
        });
      default:
        return Promise.reject(new Error(`no order decision ${kind}`));
    }
  };
  const decision = useDecision(send);
  const ask = (r: ReadySpaceOrderRow, kind: DecisionKind) => decision.open({ kind, id: r.Id, version: r.Version, no: r.OrderNo });
  return { confirm, cancel, decideCancel, act, decision, ask };
}

/**
 * Ready-space orders (commercial.md §5.4): the provider confirms, rejects and releases the S/O of
 * orders on its space and decides cancellations; the buyer cancels a placed order, asks to cancel a
 * confirmed one and makes the SI once the S/O is released. A placed order's hold counts down.
 */
export default function OrderListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const page = PAGES[route.path] ?? PAGES[P.myOrders]!;
  const [opened, setOpened] = useState<ReadySpaceOrderRow>();
  // the hold countdown: the cells are redrawn every second
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const { confirm, cancel, decideCancel, act, decision, ask } = useOrderMoves();
  const seller = (r: ReadySpaceOrderRow) => (
    <>
      {shownOrderStatus(r) === 'PLACED' ? (
        <Gate access={A.readySpaceOrderDecide}>
          <Button size="small" intent="success" text={w.confirm} onClick={() => act(confirm.mutateAsync({ Id: r.Id, Version: r.Version }))} />
          <Button size="small" intent="danger" text={w.rejectOrder} onClick={() => ask(r, 'rejectOrder')} />
        </Gate>
      ) : null}
      {r.Status === 'CONFIRMED' ? (
        <Gate access={A.readySpaceReleaseSo}>
          <Button size="small" intent="primary" text={w.releaseSo} onClick={() => ask(r, 'releaseSo')} />
        </Gate>
      ) : null}
      {r.Status === 'CANCEL_REQUESTED' ? (
        <Gate access={A.readySpaceOrderDecide}>
          <Button size="small" intent="warning" text={w.approveCancel} onClick={() => ask(r, 'approveCancel')} />
          <Button size="small" text={w.declineCancel} onClick={() => act(decideCancel.mutateAsync({ Id: r.Id, Version: r.Version, Approve: false }))} />
        </Gate>
      ) : null}
    </>
  );
  const buyer = (r: ReadySpaceOrderRow) => (
    <>
      {shownOrderStatus(r) === 'PLACED' ? (
        <Gate access={A.readySpaceCancel}>
          <Button size="small" intent="danger" text={w.cancelOrder} onClick={() => act(cancel.mutateAsync({ Id: r.Id, Version: r.Version }))} />
        </Gate>
      ) : null}
      {r.Status === 'CONFIRMED' || r.Status === 'SO_RELEASED' ? (
        <Gate access={A.readySpaceCancel}>
          <Button size="small" text={w.requestCancel} onClick={() => ask(r, 'requestCancel')} />
        </Gate>
      ) : null}
      {r.Status === 'SO_RELEASED' && r.CgoId ? (
        <AnchorButton size="small" intent="primary" text={w.makeSi} href={`/external/workbench/siSubmit?cgo=${encodeURIComponent(r.CgoId)}`} />
      ) : null}
    </>
  );
  return (
    <section className="admin-screen" data-testid="ready-space-orders">
      <H2>{route.title[lang]}</H2>
      <DataTable<ReadySpaceOrderRow>
        list={readySpaceListCalls.orders}
        label={route.title[lang]}
        exportAccess={A.readySpaceOrderRead}
        columns={orderColumns()}
        fixed={{ Scope: page.scope, ...(page.status ? { Status: page.status } : {}) }}
        actions={(r) => <ButtonGroup>{page.sells ? seller(r) : buyer(r)}</ButtonGroup>}
        actionsWidth={260}
        // wider than the screen: the row's buttons come first and stay put while it scrolls sideways
        actionsFirst
        onOpen={setOpened}
      />
      {/* the opened order's files: the buyer's letter and proof, the seller's S/O copy */}
      {opened ? <OrderFilesPanel key={opened.Id} orderId={opened.Id} sells={page.sells} /> : null}
      {decision.dialog}
    </section>
  );
}
