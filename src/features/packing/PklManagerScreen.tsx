import { AnchorButton, Button, ButtonGroup, H2, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { packingListCalls } from '../../contract/packing/calls';
import { PACKING_ACCESS, PACKING_PAGES } from '../../contract/packing/module';
import { PKL_STATUS } from '../../domain/packing/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useIdParam } from '../../lib/useIdParam';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { assignTrucker, cancelPackingList, packingKeys, packingQueryOptions, refreshPacking, splitPackingList, type PackingRow } from './api/packing';
import { PKL_COLUMNS as C } from './pklColumns';
import { type DialogRun, LogDialog, ReasonDialog, SplitDialog, TruckerDialog } from './PklDialogs';
import { PklRecordPage } from './PklRecordPage';
import { splitInto } from './split';
import { packingWords } from './words';
import './packing.css';

type Asked = { kind: 'trucker' | 'split' | 'cancel' | 'log'; row: PackingRow };
/** Opened and not yet closed for good: the moves of the opened list apply before gate-in. */
const BEFORE_GATE_IN: readonly number[] = [PKL_STATUS.OPENED, PKL_STATUS.DATA_SUBMITTED, PKL_STATUS.DATA_APPROVED, PKL_STATUS.DATA_RETURNED];

/** The split dialog needs the lines: the record is read first. */
function SplitFor({
  row,
  run,
  onConfirm,
  onClose,
}: {
  row: PackingRow;
  run: DialogRun;
  onConfirm: Parameters<typeof SplitDialog>[0]['onConfirm'];
  onClose(): void;
}) {
  const record = useQuery(packingQueryOptions(row.Id));
  if (!record.data) return <Spinner size={20} />;
  return <SplitDialog pkl={record.data} run={run} onConfirm={onConfirm} onClose={onClose} />;
}

/**
 * The operator's opened packing lists (operations.md §3.4 /cargoManager/TrachManManager, …Universal):
 * states 2–7 with the gate-in per row; assign the trucker (a provider company, truck and driver),
 * split (the lines divided among children, sums checked before sending), void with a reason, the
 * log, the print preview; a row opens its data (`?id=`), which staff may fill for the customer.
 */
export default function PklManagerScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(packingWords);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const universal = route.path === PACKING_PAGES.openedUniversal;
  const id = useIdParam();
  const [asked, setAsked] = useState<Asked>();
  const [run, setRun] = useState<DialogRun>({ busy: false });
  const ask = (kind: Asked['kind'], row: PackingRow) => {
    setRun({ busy: false });
    setAsked({ kind, row });
  };
  const close = () => setAsked(undefined);
  const send = async (move: () => Promise<unknown>, done: string) => {
    setRun({ busy: true });
    try {
      await move();
      void showToast({ intent: 'success', message: done });
      setAsked(undefined);
      setRun({ busy: false });
      await refreshPacking();
    } catch (e) {
      setRun({ busy: false, error: (e as Error).message });
      void queries.invalidateQueries({ queryKey: packingKeys.all });
    }
  };
  const name = (r: PackingRow) => r.PKL_NO ?? w.typeSlot(r.PKL_CNTR_TYPE, r.PKL_SLOT);

  if (id) return <PklRecordPage id={id} universal={universal} preview={PACKING_PAGES.preview} testId="pkl-manager" />;

  return (
    <section className="admin-screen" data-testid="pkl-manager">
      <H2>{route.title[lang]}</H2>
      <DataTable<PackingRow>
        list={packingListCalls.list}
        label={route.title[lang]}
        fixed={{ Stage: 'opened', Universal: String(universal) }}
        exportAccess={PACKING_ACCESS.packingRead}
        columns={[C.no, C.status, C.customer, C.cgo, C.typeSlot, C.cnno, C.seal, C.vgm, C.gatedIn, C.trucker, C.vesselVoyage, C.weight, C.cutOff, C.updated]}
        onOpen={(r) => navigate(`${route.path}?id=${r.Id}`)}
        actionsFirst
        actionsWidth={330}
        actions={(r) => {
          const live = BEFORE_GATE_IN.includes(r.PKL_STATUS);
          return (
            <ButtonGroup>
              <Button size="small" icon="document" aria-label={`${w.open} ${name(r)}`} title={w.open} onClick={() => navigate(`${route.path}?id=${r.Id}`)} />
              {live ? (
                <Gate access={PACKING_ACCESS.packingAssignTrucker}>
                  <Button size="small" icon="person" text={w.assignTrucker} onClick={() => ask('trucker', r)} />
                </Gate>
              ) : null}
              {r.PKL_STATUS === PKL_STATUS.OPENED ? (
                <Gate access={PACKING_ACCESS.packingSplit}>
                  <Button size="small" text={w.split} onClick={() => ask('split', r)} />
                </Gate>
              ) : null}
              {live ? (
                <Gate access={PACKING_ACCESS.packingCancel}>
                  <Button size="small" icon="disable" text={w.cancelIt} onClick={() => ask('cancel', r)} />
                </Gate>
              ) : null}
              <Button size="small" icon="history" aria-label={`${w.log} ${name(r)}`} title={w.log} onClick={() => ask('log', r)} />
              {r.PKL_NO ? (
                <AnchorButton
                  size="small"
                  icon="eye-open"
                  aria-label={`${w.printPreview} ${r.PKL_NO}`}
                  title={w.printPreview}
                  href={`${PACKING_PAGES.preview}?id=${r.Id}`}
                />
              ) : null}
            </ButtonGroup>
          );
        }}
      />
      {asked?.kind === 'trucker' ? (
        <TruckerDialog
          title={`${w.assignTrucker} ${name(asked.row)}`}
          about={`${asked.row.CompanyName} · ${w.typeSlot(asked.row.PKL_CNTR_TYPE, asked.row.PKL_SLOT)}`}
          initial={{ PKL_TRUCKER_ID: asked.row.PKL_TRUCKER_ID ?? undefined }}
          run={run}
          onClose={close}
          onConfirm={(c) =>
            void send(
              () =>
                assignTrucker({
                  Ids: [asked.row.Id],
                  PKL_TRUCKER_ID: c.PKL_TRUCKER_ID,
                  ...(c.PKL_TRUCK_PLATE ? { PKL_TRUCK_PLATE: c.PKL_TRUCK_PLATE } : {}),
                  ...(c.PKL_DRIVER_NAME ? { PKL_DRIVER_NAME: c.PKL_DRIVER_NAME } : {}),
                  ...(c.PKL_DRIVER_PHONE ? { PKL_DRIVER_PHONE: c.PKL_DRIVER_PHONE } : {}),
                }),
              w.assignTrucker,
            )
          }
        />
      ) : null}
      {asked?.kind === 'split' ? (
        <SplitFor
          row={asked.row}
          run={run}
          onClose={close}
          onConfirm={(plan) => void send(() => splitPackingList({ Id: asked.row.Id, Into: splitInto(plan) }), w.splitDone(plan.length))}
        />
      ) : null}
      {asked?.kind === 'cancel' ? (
        <ReasonDialog
          title={`${w.cancelIt} ${name(asked.row)}`}
          about={`${asked.row.CompanyName} · ${w.typeSlot(asked.row.PKL_CNTR_TYPE, asked.row.PKL_SLOT)}`}
          label={w.cancelReason}
          confirm={w.cancelIt}
          run={run}
          onClose={close}
          onConfirm={(reason) => void send(() => cancelPackingList({ Id: asked.row.Id, Reason: reason }), w.cancelled)}
        />
      ) : null}
      {asked?.kind === 'log' ? <LogDialog id={asked.row.Id} title={`${w.log} ${name(asked.row)}`} onClose={close} /> : null}
    </section>
  );
}
