import { Button, H2 } from '@blueprintjs/core';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Application, orderApplyCalls as C } from '../../contract/orderApply/calls';
import { ORDER_APPLY_ACCESS as A } from '../../contract/orderApply/module';
import { OAP_KIND, type OapKind } from '../../domain/orderApply/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { ApplicationDetail } from './ApplicationDetail';
import { ApplyDialog } from './ApplyDialog';
import { when, yuan } from './parts';
import { useApplicationFlow } from './useApplicationFlow';
import { OAP_KIND_WORDS, OAP_STATUS_WORDS, orderApplyWords, RISK_LEVEL_WORDS } from './words';

/**
 * B/L applications (operations.md §11.5 /orderApply/apply/orderApply): the list, the apply form —
 * pick the B/L, kind, receiver; every rule's result is shown before submitting — and each
 * application's detail, where it is checked again, decided (a reason per rule to review; a block is
 * never overridden), released or cancelled, by whoever holds the button. The flow runs in the
 * application machine (machines/blApplicationMachine.ts); the open application is the page's `Id`.
 */
export default function ApplyScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const [search, setSearch] = useSearchParams();
  const openId = Number(search.get('Id')) || undefined;
  const open = (id: number | undefined) =>
    setSearch(
      (s) => {
        const n = new URLSearchParams(s);
        if (id) n.set('Id', String(id));
        else n.delete('Id');
        return n;
      },
      { replace: true },
    );
  const flow = useApplicationFlow(open);
  const { send } = flow;
  // the detail follows the address: a link or the list opens it, closing it takes the Id away
  useEffect(() => send(openId ? { type: 'oap.open', id: openId } : { type: 'oap.close' }), [openId, send]);
  return (
    <section className="admin-screen" data-testid="oap-applications">
      <H2>{route.title[lang]}</H2>
      <ApplicationList
        onOpen={open}
        toolbar={
          <Gate access={A.orderApplyApply}>
            <Button
              icon="add"
              intent="primary"
              text={w.newApplication}
              onClick={() => send({ type: 'oap.new', form: { HBL_ID: 0, Kind: OAP_KIND.TELEX, UseGuarantee: false } })}
              data-testid="oap-new"
            />
          </Gate>
        }
      />
      {flow.snapshot.matches('applying') ? <ApplyDialog flow={flow} /> : null}
      {openId && flow.snapshot.matches('viewing') ? <ApplicationDetail id={openId} flow={flow} onClose={() => open(undefined)} /> : null}
    </section>
  );
}

/** The applications (oaKeys.applications is its key): number, customer, B/L, kind, risk, state, unpaid, when. */
function ApplicationList({ onOpen, toolbar }: { onOpen(id: number): void; toolbar: ReactNode }) {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  return (
    <DataTable<Application>
      list={C.orderApplyList}
      label={route.title[lang]}
      exportAccess={A.orderApplyRead}
      columns={[
        { key: 'OAP_NO', title: orderApplyWords.OAP_NO, width: 130, sortable: true, filter: 'text' },
        { key: 'CompanyName', title: orderApplyWords.CompanyId, width: 200, filter: 'text' },
        { key: 'OAP_HBL_NO', title: orderApplyWords.OAP_HBL_NO, width: 150, filter: 'text' },
        { key: 'OAP_KIND', title: orderApplyWords.OAP_KIND, width: 110, text: (r, l) => OAP_KIND_WORDS[r.OAP_KIND as OapKind]?.[l] ?? '' },
        {
          key: 'OAP_RISK_LEVEL',
          title: orderApplyWords.OAP_RISK_LEVEL,
          width: 90,
          text: (r, l) => RISK_LEVEL_WORDS[r.OAP_RISK_LEVEL][l],
          intent: (r) => (r.OAP_RISK_LEVEL === 'BLOCK' ? 'danger' : r.OAP_RISK_LEVEL === 'REVIEW' ? 'warning' : undefined),
        },
        {
          key: 'OAP_STATUS',
          title: orderApplyWords.OAP_STATUS,
          width: 100,
          text: (r, l) => OAP_STATUS_WORDS[r.OAP_STATUS as 1]?.[l] ?? '',
          filter: Object.entries(OAP_STATUS_WORDS).map(([value, label]) => ({ value, label })),
        },
        { key: 'OAP_UNPAID', title: orderApplyWords.unpaidCny, width: 120, text: (r) => yuan(r.OAP_UNPAID) },
        { key: 'CreatedAt', title: orderApplyWords.when, width: 150, sortable: true, text: (r) => when(r.CreatedAt) },
      ]}
      onOpen={(r) => onOpen(r.Id)}
      actions={(r) => <Button size="small" icon="eye-open" text={w.open} onClick={() => onOpen(r.Id)} data-testid={`oap-open-${r.OAP_NO}`} />}
      actionsWidth={90}
      toolbar={toolbar}
    />
  );
}
