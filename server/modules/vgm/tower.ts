import type { ExceptionRule } from '../module';
import { openExceptions, pagesAccess } from '../../platform/tower/rules';
import { VGM_PAGES } from '../../../src/contract/vgm/module';
import { vgmDeviationRows, vgmMissingRows } from './towerRepository';

/** Where a VGM is declared: the packing-list managers (their VGM panel), opened on the booking. */
const PAGES = { external: VGM_PAGES.customerPackingLists, internal: VGM_PAGES.staffPackingLists };

/** VGM_MISSING and VGM_DEVIATION (operations.md §12.1, §6.4). */
export const vgmExceptionRules: readonly ExceptionRule[] = [
  {
    code: 'VGM_MISSING',
    severity: 'high',
    who: ['customer'],
    access: pagesAccess(PAGES),
    open: async (q, scope) =>
      openExceptions(
        await vgmMissingRows(q, scope),
        scope,
        PAGES,
        (r) => ({ PKL_CGO_ID: r.doc_id }),
        (r) => ({
          zh: `订舱 ${r.ref}：${r.booked - r.declared} 个箱子尚未申报 VGM（共 ${r.booked} 个）`,
          en: `Booking ${r.ref}: ${r.booked - r.declared} of ${r.booked} containers without a declared VGM`,
        }),
      ),
  },
  {
    code: 'VGM_DEVIATION',
    severity: 'high',
    who: ['customer', 'operator'],
    access: pagesAccess(PAGES),
    open: async (q, scope) =>
      openExceptions(
        await vgmDeviationRows(q, scope),
        scope,
        PAGES,
        (r) => ({ PKL_CGO_ID: r.cgo_id }),
        (r) => ({
          zh: `箱 ${r.ref}：申报 VGM ${r.declared_kg} kg，码头过磅 ${r.measured_kg} kg，超出允许偏差`,
          en: `Container ${r.ref}: declared ${r.declared_kg} kg, weighed ${r.measured_kg} kg — beyond the tolerance`,
        }),
      ),
  },
];
