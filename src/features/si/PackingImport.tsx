import { useState } from 'react';
import { Alert, Button } from '@blueprintjs/core';
import type { SiBox } from '../../contract/si';
import { planPackingImport, type PackingImportPlan } from '../../domain/si/packingImport';
import { useWords } from '../../i18n/words';
import { showToast } from '../../ui/toaster';
import { getPackingBoxes } from './api/records';
import { siWords } from './words';

/**
 * 从装箱单导入: fills the booking's boxes in the grid from the booking's live packing lists (see
 * planPackingImport). Boxes someone typed into are overwritten only when the person says so ("keep"
 * fills the others); boxes no packing list names stay as they are; a box added beyond the
 * booking's is said so, and the grid removes it.
 */
export function PackingImportButton({ cgoId, boxes, onImport }: { cgoId: string; boxes: SiBox[]; onImport(boxes: SiBox[]): void }) {
  const w = useWords(siWords);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<PackingImportPlan>();

  const apply = (plan: PackingImportPlan, overwrite: boolean) => {
    setAsking(undefined);
    onImport(plan.boxes(overwrite));
    const skipped = overwrite ? 0 : plan.typed.length;
    const beyond = plan.added ? w.packingBoxesBeyondBooking(plan.added) : '';
    void showToast({ intent: plan.added ? 'warning' : 'success', icon: 'import', message: `${w.packingBoxesImported(plan.filled - skipped)}${beyond}` });
  };

  const start = async () => {
    setBusy(true);
    try {
      const incoming = await getPackingBoxes(cgoId);
      if (!incoming.length) {
        void showToast({ intent: 'warning', icon: 'info-sign', message: w.noPackingListsYet });
        return;
      }
      const plan = planPackingImport(
        boxes,
        incoming.map((p) => p.Box),
      );
      if (plan.typed.length) setAsking(plan);
      else apply(plan, false);
    } catch (err) {
      void showToast({ intent: 'danger', icon: 'error', message: w.packingImportFailed((err as Error).message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon="import" variant="outlined" loading={busy} disabled={!cgoId} text={w.importFromPackingLists} onClick={() => void start()} />
      <Alert
        isOpen={!!asking}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={w.overwrite}
        cancelButtonText={w.keepTyped}
        onConfirm={() => asking && apply(asking, true)}
        onCancel={() => asking && apply(asking, false)}
      >
        {asking && w.overwriteTypedBoxes(asking.typed.join(', '))}
      </Alert>
    </>
  );
}
