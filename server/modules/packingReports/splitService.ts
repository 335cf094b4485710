import type { SplitDetail } from '../../../src/contract/packingReports/calls';
import { reconcileBooking } from '../../../src/domain/packingReports/reconcile';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { noSuch } from '../../platform/refusal';
import { manifestsOfBookingContainers } from '../manifest/public';
import { bookingHead, packingListsOfBooking, siBoxesOfBooking, vgmsOfBooking } from './reportRepository';

/**
 * SplitDetail (operations.md §3.4): one booking reconciled per container. The booking must be the
 * actor's company's (or the actor staff): the reconciliation shows the SI's boxes, which a trucker
 * assigned to one packing list does not see.
 */
export function splitService(db: Db) {
  return {
    async detail(actor: Actor, cgoId: string): Promise<Outcome<SplitDetail>> {
      const head = await bookingHead(db, actor, cgoId);
      if (!head) return noSuch('booking');
      const [packingLists, siBoxes, vgms, manifests] = await Promise.all([
        packingListsOfBooking(db, cgoId),
        siBoxesOfBooking(db, cgoId),
        vgmsOfBooking(db, cgoId),
        manifestsOfBookingContainers(db, cgoId),
      ]);
      const r = reconcileBooking({ booked: head.Booked, packingLists, siBoxes, vgms });
      const manifestsOf = (cnno: string) =>
        cnno
          ? manifests
              .filter((m) => m.cnno.toUpperCase() === cnno.toUpperCase())
              .map((m) => ({ Id: m.id, MFT_NO: m.no, MFT_LEVEL: m.level, MFT_FILING: m.filing, MFT_STATUS: m.status }))
          : [];
      return {
        ok: true,
        value: {
          ...head,
          Booked: head.Booked.map((b) => ({ TYPE: b.TYPE, COUNT: b.COUNT, CNNOS: [...(b.CNNOS ?? [])] })),
          Rows: r.Rows.map((row) => ({
            ...row,
            Manifests: manifestsOf(row.CNNO),
            Mismatches: row.Mismatches.map((m) => ({ ...m, Params: { ...m.Params } })),
          })),
          Splits: r.Splits,
          Mismatches: r.Mismatches,
        },
      };
    },
  };
}
