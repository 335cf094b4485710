import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useWords } from '../../i18n/words';
import { ModulePanels } from '../../ui/panels';
import { useRoute } from '../../ui/routeContext';
import { packingQueryOptions } from './api/packing';
import { PklEditor } from './PklEditor';
import { packingWords } from './words';

/**
 * One packing list opened from a list page (`?id=`): back to the list, then its editor — or why it
 * cannot be shown, and below it the container's VGM panel (the VGM module's, through the
 * `packingList.container` slot). The staff's opened lists and the workbench's managers open it the
 * same way; only the print preview's page differs.
 */
export function PklRecordPage({ id, universal, preview, testId }: { id: number; universal: boolean; preview: string; testId: string }) {
  const w = useWords(packingWords);
  const route = useRoute();
  const navigate = useNavigate();
  const record = useQuery(packingQueryOptions(id));
  return (
    <section className="admin-screen" data-testid={testId}>
      <div>
        <Button icon="arrow-left" variant="minimal" text={w.backToList} onClick={() => navigate(route.path)} />
      </div>
      {record.isPending ? (
        <Spinner />
      ) : record.data ? (
        <>
          <PklEditor record={record.data} universal={universal} preview={preview} />
          {/* the container's VGM, lent by the VGM module: its booking's boxes, this list's among them */}
          {record.data.PKL_CGO_ID ? <ModulePanels slot="packingList.container" cgoId={record.data.PKL_CGO_ID} /> : null}
        </>
      ) : (
        <NonIdealState icon="search" description={record.error?.message ?? w.pickOne} />
      )}
    </section>
  );
}
