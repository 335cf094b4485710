import type { ExceptionRule } from '../module';
import { openExceptions, pagesAccess } from '../../platform/tower/rules';
import { ORDER_APPLY_PAGES } from '../../../src/contract/orderApply/module';
import { blockedApplicationRows } from './repository';

/** Where a blocked application is worked: the applications page (internal only: §11's routes are all the staff's). */
const PAGES = { external: ORDER_APPLY_PAGES.apply, internal: ORDER_APPLY_PAGES.apply };

/** BL_BLOCKED (operations.md §12.1): a B/L application blocked, with the reasons its last check gave. */
export const orderApplyExceptionRules: readonly ExceptionRule[] = [
  {
    code: 'BL_BLOCKED',
    severity: 'medium',
    who: ['customerService'],
    access: pagesAccess(PAGES),
    open: async (q, scope) =>
      openExceptions(
        await blockedApplicationRows(q, scope),
        scope,
        PAGES,
        (r) => ({ Id: r.doc_id }),
        (r) => ({
          zh: `提单申请 ${r.ref}（分提单 ${r.hbl_no}）已拦截：${r.why_zh}`,
          en: `B/L application ${r.ref} (house B/L ${r.hbl_no}) is blocked: ${r.why_en}`,
        }),
      ),
  },
];
