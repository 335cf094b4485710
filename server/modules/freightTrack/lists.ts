import type { FastifyInstance } from 'fastify';
import { type TrackRow, TrackRowSchema, TRACK_STATUS_VALUES } from '../../../src/contract/freightTrack/calls';
import { FREIGHT_TRACK_ACCESS as A, FREIGHT_TRACK_PATHS as P } from '../../../src/contract/freightTrack/module';
import { freightTrackFieldWords as W } from '../../../src/contract/freightTrack/words';
import { trkStatusWords, type TrkStatus } from '../../../src/domain/freightTrack/status';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { TRACK_ROW_SQL, TRACK_SCOPE, trackRowOf } from './listRow';

const both = (w: { zh: string; en: string }) => `${w.zh} ${w.en}`;

/**
 * §8.3 List: the tracked shipments a reader may see (staff every company's, a customer its own),
 * newest first, filtered by state, carrier, vessel, ports, delay and customer; the export has the
 * same columns.
 */
export function trackLists(app: FastifyInstance, db: Db): void {
  defineList<Record<string, unknown>, TrackRow>(app, db, {
    path: P.freightTrackList,
    item: TrackRowSchema,
    access: A.freightTrackRead,
    exportAccess: A.freightTrackRead,
    title: 'freight-tracking',
    base: (actor) => ({ sql: `${TRACK_ROW_SQL} where ${TRACK_SCOPE}`, params: [actor.companyId, actor.companyKind === 'platform'] }),
    columns: [
      { key: 'Status', filter: 'exact', values: TRACK_STATUS_VALUES, type: 'integer' },
      { key: 'Carrier', filter: 'exact' },
      { key: 'Vessel', filter: 'text' },
      { key: 'POL', filter: 'text' },
      { key: 'POD', filter: 'text' },
      { key: 'Delayed', filter: 'exact', values: ['Y', 'N'] },
      { key: 'Customer', filter: 'text', filterColumn: 'CustomerName' },
      { key: 'Ref', filter: 'text', sortable: true, notNull: true },
      { key: 'ETA', sortable: true },
      { key: 'DelayHours', sortable: true, notNull: true },
      { key: 'CreatedAt', sortable: true, notNull: true },
    ],
    order: 't."At" desc, t."Id" desc',
    present: trackRowOf,
    sheet: [
      { header: both(W.TRK_REF), value: (r) => r.Ref },
      { header: both(W.Carrier), value: (r) => r.Carrier },
      { header: both(W.Status), value: (r) => `${trkStatusWords[r.Status as TrkStatus]?.zh ?? ''} ${trkStatusWords[r.Status as TrkStatus]?.en ?? ''}` },
      { header: both(W.Customer), value: (r) => r.Customer },
      { header: both(W.Vessel), value: (r) => r.Vessel },
      { header: both(W.Voyage), value: (r) => r.Voyage },
      { header: both(W.POL), value: (r) => r.POL },
      { header: both(W.POD), value: (r) => r.POD },
      { header: both(W.ETD), value: (r) => r.ETD ?? '' },
      { header: both(W.ATD), value: (r) => r.ATD ?? '' },
      { header: both(W.ETA), value: (r) => r.ETA ?? '' },
      { header: both(W.ATA), value: (r) => r.ATA ?? '' },
      { header: both(W.DelayHours), value: (r) => String(r.DelayHours) },
    ],
  });
}
