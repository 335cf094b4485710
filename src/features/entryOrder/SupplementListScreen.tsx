import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { entryOrderCalls as C, type SupplementRow } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PAGES as G } from '../../contract/entryOrder/module';
import type { SupScope } from '../../domain/entryOrder/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { usePageKeys } from '../../lib/pageKeys';
import { MayGate } from './may';
import { useRoute } from '../../ui/routeContext';
import { when } from './parts';
import { entryWords, SUP_SHOWN_WORDS, SUP_STATUS_WORDS } from './words';

/**
 * Supplement requests (§9.4 /entryOrder/orderSupplementList: of orders, to customers;
 * /entryOrder/secondHalfTrackSupplement: second-half data asked of destination agents): open,
 * filled to accept, overdue; each opens on the supplement screen to fill or review (a second-half one on
 * its own page with `?Id=`, the page its agent holds).
 */
export function SupplementListScreen({ scope }: { scope: SupScope }) {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(entryWords);
  const navigate = useNavigate();
  // a second-half request opens on the second-half page: a destination agent holds that page, not the order supplement's
  const page = scope === 'SECOND_HALF' ? G.secondHalfSupplement : G.supplement;
  const openSup = (id?: number) => navigate(id ? `${page}?Id=${id}` : `${G.supplement}?Scope=${scope}`);
  usePageKeys({ n: () => openSup() });
  return (
    <section className="admin-screen" data-testid={`sup-list-${scope}`}>
      <H2>{route.title[lang]}</H2>
      <DataTable<SupplementRow>
        list={C.orderSupplementList}
        label={route.title[lang]}
        fixed={{ Scope: scope }}
        exportAccess={A.supplementRead}
        columns={[
          { key: 'SUP_NO', title: entryWords.SUP_NO, width: 140, sortable: true, filter: 'text' },
          {
            key: 'SUP_STATUS',
            title: entryWords.SUP_STATUS,
            width: 110,
            text: (r, l) => `${SUP_STATUS_WORDS[r.SUP_STATUS]?.[l] ?? ''}${r.Overdue ? ` · ${SUP_SHOWN_WORDS.overdue[l]}` : ''}`,
            intent: (r) => (r.Overdue ? 'danger' : r.SUP_STATUS === 2 ? 'primary' : undefined),
            filter: Object.entries(SUP_STATUS_WORDS).map(([value, label]) => ({ value, label })),
          },
          {
            key: 'Overdue',
            title: SUP_SHOWN_WORDS.overdue,
            width: 70,
            text: (r, l) => (r.Overdue ? SUP_SHOWN_WORDS.overdue[l] : ''),
            filter: [{ value: 'true', label: SUP_SHOWN_WORDS.overdue }],
          },
          { key: 'ENT_NO', title: entryWords.forOrder, width: 140, filter: 'text' },
          { key: 'BookingNo', title: entryWords.CGO_ID, width: 120 },
          { key: 'CustomerName', title: entryWords.Customer, width: 160 },
          { key: 'AssigneeName', title: entryWords.assignee, width: 160 },
          { key: 'ItemCount', title: entryWords.items, width: 70 },
          { key: 'SUP_DUE_AT', title: entryWords.dueAt, width: 170, sortable: true, text: (r) => when(r.SUP_DUE_AT) },
          { key: 'RequestedBy', title: entryWords.actor, width: 90 },
          { key: 'RequestedAt', title: entryWords.when, width: 170, sortable: true, text: (r) => when(r.RequestedAt) },
          { key: 'FilledAt', title: entryWords.filled, width: 170, text: (r) => when(r.FilledAt) },
        ]}
        onOpen={(r) => openSup(r.Id)}
        actions={(r) => <Button size="small" icon="eye-open" text={w.open} onClick={() => openSup(r.Id)} data-testid={`sup-open-${r.SUP_NO}`} />}
        actionsWidth={90}
        toolbar={
          <MayGate access={A.supplementRequest}>
            <Button icon="add" intent="primary" text={w.newSupplement} onClick={() => openSup()} data-testid="sup-new" />
          </MayGate>
        }
      />
    </section>
  );
}
