import { AnchorButton, Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { PACKING_ACCESS, PACKING_PAGES } from '../../contract/packing/module';
import { packingListCalls } from '../../contract/packing/calls';
import { PKL_DATA_EDITABLE, type PklStatus } from '../../domain/packing/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useIdParam } from '../../lib/useIdParam';
import { useRoute } from '../../ui/routeContext';
import type { PackingRow } from './api/packing';
import { PKL_COLUMNS as C } from './pklColumns';
import { PklRecordPage } from './PklRecordPage';
import { packingWords } from './words';

/**
 * The workbench's packing lists (operations.md §3.4 TrachManManager, …Universal): the customer's
 * own opened packing lists, and for a trucker's employees those assigned to their company (the
 * server scopes the list). A row opens its editor (`?id=`): container, seal, goods, submit, print.
 */
export default function PklWorkbenchScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(packingWords);
  const navigate = useNavigate();
  const universal = route.path === PACKING_PAGES.manageUniversal;
  const id = useIdParam();
  const open = (r: PackingRow) => navigate(`${route.path}?id=${r.Id}`);

  if (id) return <PklRecordPage id={id} universal={universal} preview={PACKING_PAGES.workbenchPreview} testId="pkl-workbench" />;
  return (
    <section className="admin-screen" data-testid="pkl-workbench">
      <H2>{route.title[lang]}</H2>
      <DataTable<PackingRow>
        list={packingListCalls.list}
        label={route.title[lang]}
        fixed={{ Stage: 'opened', Universal: String(universal) }}
        exportAccess={PACKING_ACCESS.packingRead}
        columns={[C.no, C.status, C.cgo, C.bookingNo, C.typeSlot, C.cnno, C.seal, C.vgm, C.trucker, C.remarks, C.vesselVoyage, C.cutOff, C.updated]}
        onOpen={open}
        actionsFirst
        actionsWidth={170}
        actions={(r) => (
          <>
            {PKL_DATA_EDITABLE.includes(r.PKL_STATUS as PklStatus) ? (
              <Button size="small" icon="edit" text={w.fill} onClick={() => open(r)} aria-label={`${w.fill} ${r.PKL_NO ?? ''}`} />
            ) : (
              <Button size="small" icon="document" text={w.open} onClick={() => open(r)} aria-label={`${w.open} ${r.PKL_NO ?? ''}`} />
            )}
            {r.PKL_NO ? (
              <AnchorButton size="small" icon="eye-open" variant="minimal" text={w.printPreview} href={`${PACKING_PAGES.workbenchPreview}?id=${r.Id}`} />
            ) : null}
          </>
        )}
      />
    </section>
  );
}
