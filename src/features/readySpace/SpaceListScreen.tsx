import { AnchorButton, Button, ButtonGroup, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { ReadySpaceRow } from '../../contract/readySpace/calls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PAGES as P } from '../../contract/readySpace/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { toastFailure } from '../../ui/toaster';
import { useAuditSpace, useSetShelf, useSubmitSpace } from './api/spaces';
import { spaceColumns } from './columns';
import { useDecision } from './useDecision';
import { readySpaceWords } from './words';
import { readySpaceListCalls } from '../../contract/readySpace/listCalls';

/** Which listings a page shows (commercial.md §5.4): the server's scope and a fixed status. */
const PAGES: Record<string, { scope: string; status?: string; manages: boolean }> = {
  [P.drafts]: { scope: 'MINE', status: 'DRAFT', manages: true },
  [P.submitted]: { scope: 'MINE', status: 'SUBMITTED', manages: true },
  [P.mine]: { scope: 'MINE', manages: true },
  [P.onSale]: { scope: 'MINE', status: 'ON_SALE', manages: true },
  [P.sold]: { scope: 'MINE', status: 'SOLD_OUT', manages: true },
  [P.manage]: { scope: 'ALL', manages: true },
  [P.onSaleManage]: { scope: 'ALL', status: 'ON_SALE', manages: true },
  [P.soldManage]: { scope: 'ALL', status: 'SOLD_OUT', manages: true },
  [P.spaceList]: { scope: 'ALL', manages: true },
  [P.market]: { scope: 'MARKET', manages: false },
};

/**
 * Ready-space listings as a list: the provider's drafts, submissions, all, on-sale and sold pages,
 * the platform's audit queue and pages across providers, and the buyers' market — whose available
 * counts follow the live `readySpace.stock` frame (module.ts refreshes the list).
 */
export default function SpaceListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const navigate = useNavigate();
  const page = PAGES[route.path] ?? PAGES[P.mine]!;
  const open = (r: ReadySpaceRow) =>
    navigate(page.scope === 'MARKET' ? `${P.detail}?id=${r.Id}` : r.Status === 'DRAFT' ? `${P.publish}?id=${r.Id}` : `${P.edit}?id=${r.Id}`);
  const submit = useSubmitSpace();
  const audit = useAuditSpace();
  const shelf = useSetShelf();
  /** A move without a question: a refusal is a toast (the mutation reads the lists again on success). */
  const act = (move: Promise<unknown>) => void move.catch(toastFailure);
  // the platform's rejection asks the reason first
  const rejecting = useDecision(({ subject, values }) => audit.mutateAsync({ Id: subject.id, Decision: 'REJECT', Remarks: String(values.Remarks) }));
  const actions = (r: ReadySpaceRow) => (
    <ButtonGroup>
      <Button size="small" icon="document-open" text={w.open} onClick={() => open(r)} />
      {/* only the provider submits its own draft: the platform's pages across providers audit, they do not submit */}
      {r.Status === 'DRAFT' && page.scope === 'MINE' ? (
        <Gate access={A.readySpacePublish}>
          <Button size="small" intent="primary" text={w.submit} onClick={() => act(submit.mutateAsync({ Id: r.Id, Version: r.Version }))} />
        </Gate>
      ) : null}
      {r.Status === 'SUBMITTED' && page.scope === 'ALL' ? (
        <Gate access={A.readySpaceAudit}>
          <Button size="small" intent="success" text={w.approve} onClick={() => act(audit.mutateAsync({ Id: r.Id, Decision: 'APPROVE' }))} />
          <Button
            size="small"
            intent="danger"
            text={w.reject}
            onClick={() => rejecting.open({ kind: 'rejectSpace', id: r.Id, version: r.Version, no: r.SpaceNo })}
          />
        </Gate>
      ) : null}
      {(r.Status === 'ON_SALE' || r.Status === 'SOLD_OUT' || r.Status === 'OFF_SHELF') && page.manages ? (
        <Gate access={A.readySpaceShelf}>
          <Button
            size="small"
            text={r.Status === 'OFF_SHELF' ? w.onShelf : w.offShelf}
            onClick={() => act(shelf.mutateAsync({ Id: r.Id, OnShelf: r.Status === 'OFF_SHELF' }))}
          />
        </Gate>
      ) : null}
    </ButtonGroup>
  );
  return (
    <section className="admin-screen" data-testid="ready-space-list">
      <H2>{route.title[lang]}</H2>
      <DataTable<ReadySpaceRow>
        list={readySpaceListCalls.spaces}
        label={route.title[lang]}
        exportAccess={A.readySpaceRead}
        columns={spaceColumns(page.manages)}
        fixed={{ Scope: page.scope, ...(page.status ? { Status: page.status } : {}) }}
        onOpen={open}
        actions={actions}
        actionsWidth={page.manages ? 230 : 90}
        // wider than the screen: the row's buttons come first and stay put while it scrolls sideways
        actionsFirst
        toolbar={
          page.manages ? (
            <Gate access={A.readySpacePublish}>
              <AnchorButton icon="add" intent="primary" text={w.newSpace} href={P.publish} />
            </Gate>
          ) : undefined
        }
      />
      {rejecting.dialog}
    </section>
  );
}
