import { read } from '../../../src/contract/accessRow';
import { PACKING_PAGES as P } from '../../../src/contract/packing/module';
import type { ExceptionRule, WorkQueue } from '../module';
import { openExceptions, pagesAccess } from '../../platform/tower/rules';
import { nextPackingList, notGatedInRows, notOpenedRows, packingQueueFigures, shutOutRows } from './towerRepository';

const APPLY = { external: P.apply, internal: P.audit };
const MANAGE = { external: P.manage, internal: P.opened };
/** A shut-out box is seen on the opened packing lists (its gate-in and no load), and unpacked (拆箱) from there or the unpacking page. */
const SHUT = MANAGE;
const onBooking = (r: { cgo_id?: string | null; doc_id: string }) => ({ PKL_CGO_ID: r.cgo_id ?? r.doc_id });

/** PKL_NOT_OPENED, NOT_GATED_IN and SHUT_OUT (operations.md §12.1). */
export const packingExceptionRules: readonly ExceptionRule[] = [
  {
    code: 'PKL_NOT_OPENED',
    severity: 'medium',
    who: ['operator'],
    access: pagesAccess(APPLY),
    open: async (q, scope) =>
      openExceptions(await notOpenedRows(q, scope), scope, APPLY, onBooking, (r) => ({
        zh: `订舱 ${r.ref}：订了 ${r.booked} 个箱，只开了 ${r.opened} 张装箱单`,
        en: `Booking ${r.ref}: ${r.booked} containers booked, ${r.opened} packing lists opened`,
      })),
  },
  {
    code: 'NOT_GATED_IN',
    severity: 'high',
    who: ['customer', 'trucker'],
    access: pagesAccess(MANAGE),
    open: async (q, scope) =>
      openExceptions(await notGatedInRows(q, scope), scope, MANAGE, onBooking, (r) => ({
        zh: `${r.ref}：装箱单已开，重箱尚未进港`,
        en: `${r.ref}: packing list opened, the laden box is not gated in yet`,
      })),
  },
  {
    code: 'SHUT_OUT',
    severity: 'high',
    who: ['operator'],
    access: pagesAccess(SHUT),
    open: async (q, scope) =>
      openExceptions(await shutOutRows(q, scope), scope, SHUT, onBooking, (r) => ({
        zh: `箱 ${r.ref} 已进港，船已离港，却没有装船记录`,
        en: `Container ${r.ref} was gated in and the vessel departed, but it was never loaded`,
      })),
  },
];

/** The operator's two packing-list queues (the audit desk's tabs). */
export const packingQueues: readonly WorkQueue[] = [
  {
    id: 'packing.applications',
    name: { zh: '装箱单申请待开', en: 'Packing-list applications' },
    access: read([P.audit, P.auditUniversal], true),
    path: P.audit,
    count: (q) => packingQueueFigures(q, 1),
    next: async (q) => {
      const id = await nextPackingList(q, 1);
      return id === null ? null : `${P.audit}?stage=applications&id=${id}`;
    },
  },
  {
    id: 'packing.dataAudit',
    name: { zh: '装箱数据待审', en: 'Packing data to audit' },
    access: read([P.audit, P.auditUniversal], true),
    path: P.audit,
    count: (q) => packingQueueFigures(q, 4),
    next: async (q) => {
      const id = await nextPackingList(q, 4);
      return id === null ? null : `${P.audit}?stage=auditData&id=${id}`;
    },
  },
];
