import { CONTAINER_EVENT_PAGES as P } from '../../../src/contract/containerEvents/module';
import type { ExceptionRule } from '../module';
import { openExceptions, pagesAccess } from '../../platform/tower/rules';
import { customsHoldRows, etaSlipRows } from './towerRepository';

/** Where a box's events are read: the staff's container query, the customer's packing lists (their events). */
const PAGES = { internal: P.query, external: P.workbench };

/** ETA_SLIP and CUSTOMS_HOLD (operations.md §12.1, §8.5): from the tracking facts. */
export const containerEventExceptionRules: readonly ExceptionRule[] = [
  {
    code: 'ETA_SLIP',
    severity: 'medium',
    who: ['customerService'],
    access: pagesAccess(PAGES),
    open: async (q, scope) =>
      openExceptions(
        await etaSlipRows(q, scope),
        scope,
        PAGES,
        (r): Record<string, string> => (scope.side === 'internal' ? { CGO_ID: r.doc_id } : { PKL_CGO_ID: r.doc_id }),
        (r) => ({
          zh: `订舱 ${r.ref} 预计到港从 ${r.first_eta} 推迟到 ${r.latest_eta}（${r.slip_hours} 小时）`,
          en: `Booking ${r.ref}: ETA moved from ${r.first_eta} to ${r.latest_eta} (${r.slip_hours} h later)`,
        }),
      ),
  },
  {
    code: 'CUSTOMS_HOLD',
    severity: 'high',
    who: ['customerService'],
    access: pagesAccess(PAGES),
    open: async (q, scope) =>
      openExceptions(
        await customsHoldRows(q, scope),
        scope,
        PAGES,
        (r): Record<string, string> => (scope.side === 'internal' ? { CNNO: r.doc_id } : r.cgo_id ? { PKL_CGO_ID: r.cgo_id } : {}),
        (r) =>
          r.code === 'CUSI'
            ? { zh: `箱 ${r.ref} 在 ${r.location} 被海关查验，尚未放行`, en: `Container ${r.ref} inspected by customs at ${r.location}, not released yet` }
            : {
                zh: `箱 ${r.ref} 在 ${r.location} 被海关选中查验，尚未放行`,
                en: `Container ${r.ref} held for customs inspection at ${r.location}, not released yet`,
              },
      ),
  },
];
