import { AnchorButton, Button, ButtonGroup, H2 } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReadySpaceOrderRow } from '../../contract/readySpace/calls';
import type { OrderFile } from '../../contract/readySpace/fileCalls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PAGES as P } from '../../contract/readySpace/module';
import { ENDPOINTS } from '../../contract/endpoints';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable, listKey } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { ApiError, apiData } from '../../streams/http';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { post } from './api';
import { orderColumns, shownOrderStatus } from './columns';
import { OrderFilesPanel } from './OrderFilesPanel';
import { type AskField, ReasonDialog } from './ReasonDialog';
import { readySpaceWords } from './words';

/** Whose orders a page shows: the buyer's, the seller's or all (the platform), and a fixed status. */
const PAGES: Record<string, { scope: string; status?: string; sells: boolean }> = {
  [P.orders]: { scope: 'SELLER', sells: true },
  [P.cancels]: { scope: 'SELLER', status: 'CANCEL_REQUESTED', sells: true },
  [P.spaceOrders]: { scope: 'ALL', sells: true },
  [P.myOrders]: { scope: 'BUYER', sells: false },
  [P.cancelled]: { scope: 'BUYER', status: 'CANCELLED', sells: false },
};

type Asking = {
  row: ReadySpaceOrderRow;
  title: string;
  fields: AskField[];
  send(v: Record<string, string | boolean>): Promise<unknown>;
  initial?: Record<string, string | boolean>;
};

/**
 * Ready-space orders (commercial.md §5.4): the provider confirms, rejects and releases the S/O of
 * orders on its space and decides cancellations; the buyer cancels a placed order, asks to cancel a
 * confirmed one and makes the SI once the S/O is released. A placed order's hold counts down.
 */
export default function OrderListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const client = useQueryClient();
  const page = PAGES[route.path] ?? PAGES[P.myOrders]!;
  const [asking, setAsking] = useState<Asking>();
  const [opened, setOpened] = useState<ReadySpaceOrderRow>();
  // the hold countdown: the cells are redrawn every second
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const act = async (path: string, body: object) => {
    try {
      await post(path, body);
      await client.invalidateQueries({ queryKey: listKey(ENDPOINTS.readySpaceOrderList) });
    } catch (e) {
      showToast({ intent: 'danger', message: e instanceof ApiError ? e.message : String(e) });
    }
  };
  const ask = (row: ReadySpaceOrderRow, title: string, fields: AskField[], send: Asking['send'], initial?: Asking['initial']) =>
    setAsking({ row, title, fields, send, initial });
  /** R5.7: the carrier's booking numbers, the S/O number, and the S/O copy uploaded to the order (ticked when there is one). */
  const askRelease = async (r: ReadySpaceOrderRow) => {
    const files = await apiData<OrderFile[]>('GET', `${ENDPOINTS.readySpaceOrderFileList}?Id=${r.Id}`).catch(() => []);
    const so = files.filter((f) => f.Kind === 'SO').at(-1);
    ask(
      r,
      w.releaseSo,
      [
        { key: 'Nos', label: w.bookingNos, required: true },
        { key: 'SoNo', label: w.soNo },
        ...(so ? [{ key: 'SoFile', label: `${w.attachSoFile} ${so.FileName}`, kind: 'check' as const }] : []),
      ],
      (v) =>
        act(ENDPOINTS.readySpaceOrderReleaseSo, {
          Id: r.Id,
          Version: r.Version,
          CarrierBookingNos: String(v.Nos)
            .split(/[,，\s]+/)
            .filter(Boolean),
          ...(v.SoNo ? { SoNo: String(v.SoNo) } : {}),
          ...(so && v.SoFile ? { SoFileId: so.Id } : {}),
        }),
      so ? { SoFile: true } : undefined,
    );
  };
  const seller = (r: ReadySpaceOrderRow) => (
    <>
      {shownOrderStatus(r) === 'PLACED' ? (
        <Gate access={A.readySpaceOrderDecide}>
          <Button size="small" intent="success" text={w.confirm} onClick={() => act(ENDPOINTS.readySpaceOrderConfirm, { Id: r.Id, Version: r.Version })} />
          <Button
            size="small"
            intent="danger"
            text={w.rejectOrder}
            onClick={() =>
              ask(r, w.rejectOrder, [{ key: 'Reason', label: w.reason, required: true }], (v) =>
                act(ENDPOINTS.readySpaceOrderReject, { Id: r.Id, Version: r.Version, Reason: String(v.Reason) }),
              )
            }
          />
        </Gate>
      ) : null}
      {r.Status === 'CONFIRMED' ? (
        <Gate access={A.readySpaceReleaseSo}>
          <Button size="small" intent="primary" text={w.releaseSo} onClick={() => void askRelease(r)} />
        </Gate>
      ) : null}
      {r.Status === 'CANCEL_REQUESTED' ? (
        <Gate access={A.readySpaceOrderDecide}>
          <Button
            size="small"
            intent="warning"
            text={w.approveCancel}
            onClick={() =>
              ask(
                r,
                w.approveCancel,
                [
                  { key: 'Fee', label: w.fee },
                  { key: 'Resell', label: w.resell, kind: 'check' },
                ],
                (v) =>
                  act(ENDPOINTS.readySpaceOrderDecideCancel, {
                    Id: r.Id,
                    Version: r.Version,
                    Approve: true,
                    Resell: !!v.Resell,
                    ...(String(v.Fee ?? '').trim() ? { Fee: String(v.Fee).trim() } : {}),
                  }),
              )
            }
          />
          <Button
            size="small"
            text={w.declineCancel}
            onClick={() => act(ENDPOINTS.readySpaceOrderDecideCancel, { Id: r.Id, Version: r.Version, Approve: false })}
          />
        </Gate>
      ) : null}
    </>
  );
  const buyer = (r: ReadySpaceOrderRow) => (
    <>
      {shownOrderStatus(r) === 'PLACED' ? (
        <Gate access={A.readySpaceCancel}>
          <Button size="small" intent="danger" text={w.cancelOrder} onClick={() => act(ENDPOINTS.readySpaceOrderCancel, { Id: r.Id, Version: r.Version })} />
        </Gate>
      ) : null}
      {r.Status === 'CONFIRMED' || r.Status === 'SO_RELEASED' ? (
        <Gate access={A.readySpaceCancel}>
          <Button
            size="small"
            text={w.requestCancel}
            onClick={() =>
              ask(r, w.requestCancel, [{ key: 'Reason', label: w.reason, required: true }], (v) =>
                act(ENDPOINTS.readySpaceOrderRequestCancel, { Id: r.Id, Version: r.Version, Reason: String(v.Reason) }),
              )
            }
          />
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
        path={ENDPOINTS.readySpaceOrderList}
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
      {asking ? (
        <ReasonDialog
          title={`${asking.title} ${asking.row.OrderNo}`}
          fields={asking.fields}
          initial={asking.initial}
          onClose={() => setAsking(undefined)}
          onSubmit={async (v) => {
            await asking.send(v);
            setAsking(undefined);
          }}
        />
      ) : null}
    </section>
  );
}
