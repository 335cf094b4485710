import { CONTAINER_EVENT_PAGES } from '../../../src/contract/containerEvents/module';
import type { OpenException } from '../../../src/contract/controlTower/calls';
import { FREIGHT_TRACK_PAGES } from '../../../src/contract/freightTrack/module';
import type { Bilingual } from '../../../src/i18n/bilingual';
import type { Queryable } from '../../db/types';
import { type ExceptionScope, openExceptions, pagesAccess } from '../../platform/tower/rules';
import type { ExceptionRule } from '../module';
import { customsHoldRows, etaSlipRows } from '../containerEvents/public';
import { type TrackedRow, trackedExceptionRows } from './towerRepository';

/** Where a tracked shipment is read: its tracking detail, on the reader's side. */
const TRACKED = { internal: FREIGHT_TRACK_PAGES.detail, external: FREIGHT_TRACK_PAGES.workbenchDetail };
/** Where a booking's box events are read when no one tracks it: the staff's container query, the customer's packing lists. */
const EVENTS = { internal: CONTAINER_EVENT_PAGES.query, external: CONTAINER_EVENT_PAGES.workbench };

const tracked = (rows: readonly TrackedRow[], scope: ExceptionScope, message: (r: TrackedRow) => Bilingual): OpenException[] =>
  openExceptions(rows, scope, TRACKED, (r) => ({ Id: r.doc_id }), message);

/**
 * ETA_SLIP and CUSTOMS_HOLD (operations.md §12.1, §8.5) from both kinds of tracking fact: a tracked
 * shipment's summary (a box tracked by number belongs to no booking; its action opens the tracking
 * detail) and a booking's own events (typed, imported or sent by a terminal; its action opens the box
 * events). A booking or a box a subscription already raises is not raised twice.
 */
async function both<B extends { doc_id: string; cgo_id?: string | null }>(
  q: Queryable,
  scope: ExceptionScope,
  code: 'ETA_SLIP' | 'CUSTOMS_HOLD',
  fromTracking: (r: TrackedRow) => Bilingual,
  bookingRows: (q: Queryable, scope: ExceptionScope) => Promise<B[]>,
  covered: (b: B, by: { cgos: Set<string>; boxes: Set<string> }) => boolean,
  fromBooking: (rows: B[]) => OpenException[],
): Promise<OpenException[]> {
  const subs = await trackedExceptionRows(q, scope, code);
  const by = { cgos: new Set(subs.flatMap((s) => (s.cgo_id ? [s.cgo_id] : []))), boxes: new Set(subs.flatMap((s) => [s.ref, ...s.containers])) };
  const own = (await bookingRows(q, scope)).filter((b) => !covered(b, by));
  return [...tracked(subs, scope, fromTracking), ...fromBooking(own)];
}

export const trackingExceptionRules: readonly ExceptionRule[] = [
  {
    code: 'ETA_SLIP',
    severity: 'medium',
    who: ['customerService'],
    access: pagesAccess(TRACKED, [EVENTS.internal, EVENTS.external]),
    open: (q, scope) =>
      both(
        q,
        scope,
        'ETA_SLIP',
        (r) => ({
          zh: `跟踪 ${r.ref} 预计到港推迟 ${r.delay_hours} 小时（现为 ${r.eta ?? ''}）`,
          en: `Tracked ${r.ref}: ETA ${r.delay_hours} h later (now ${r.eta ?? ''})`,
        }),
        etaSlipRows,
        (b, by) => by.cgos.has(b.doc_id),
        (rows) =>
          openExceptions(
            rows,
            scope,
            EVENTS,
            (r): Record<string, string> => (scope.side === 'internal' ? { CGO_ID: r.doc_id } : { PKL_CGO_ID: r.doc_id }),
            (r) => ({
              zh: `订舱 ${r.ref} 预计到港从 ${r.first_eta} 推迟到 ${r.latest_eta}（${r.slip_hours} 小时）`,
              en: `Booking ${r.ref}: ETA moved from ${r.first_eta} to ${r.latest_eta} (${r.slip_hours} h later)`,
            }),
          ),
      ),
  },
  {
    code: 'CUSTOMS_HOLD',
    severity: 'high',
    who: ['customerService'],
    access: pagesAccess(TRACKED, [EVENTS.internal, EVENTS.external]),
    open: (q, scope) =>
      both(
        q,
        scope,
        'CUSTOMS_HOLD',
        (r) => ({ zh: `跟踪 ${r.ref}：海关扣留查验，尚未放行`, en: `Tracked ${r.ref}: held by customs, not released yet` }),
        customsHoldRows,
        (b, by) => by.boxes.has(b.doc_id),
        (rows) =>
          openExceptions(
            rows,
            scope,
            EVENTS,
            (r): Record<string, string> => (scope.side === 'internal' ? { CNNO: r.doc_id } : r.cgo_id ? { PKL_CGO_ID: r.cgo_id } : {}),
            (r) =>
              r.code === 'CUSI'
                ? { zh: `箱 ${r.ref} 在 ${r.location} 被海关查验，尚未放行`, en: `Container ${r.ref} inspected by customs at ${r.location}, not released yet` }
                : {
                    zh: `箱 ${r.ref} 在 ${r.location} 被海关选中查验，尚未放行`,
                    en: `Container ${r.ref} held for customs inspection at ${r.location}, not released yet`,
                  },
          ),
      ),
  },
];
