import { read } from '../../../src/contract/accessRow';
import { SI_ACCESS } from '../../../src/contract/si/module';
import type { ExceptionRule, WorkQueue } from '../module';
import { openExceptions, pagesAccess } from '../../platform/tower/rules';
import { docCutoffRows, nextSiToReview, siReviewFigures } from './towerRepository';

const REVIEW_PAGE = '/tdManage/siCheck';
/** Where a late SI is fixed: the customer's SI submission (opened on the booking), the reviewer's desk. */
const SI_PAGES = { external: '/external/workbench/siSubmit', internal: REVIEW_PAGE };

/** DOC_CUTOFF (operations.md §12.1): an SI not approved with the documentation cut-off within 24 h or passed. */
export const siExceptionRules: readonly ExceptionRule[] = [
  {
    code: 'DOC_CUTOFF',
    severity: 'high',
    who: ['customer', 'clerk'],
    access: pagesAccess(SI_PAGES),
    open: async (q, scope) =>
      openExceptions(
        await docCutoffRows(q, scope),
        scope,
        SI_PAGES,
        (r): Record<string, string> => (scope.side === 'external' ? { cgo: r.doc_id } : {}),
        (r) =>
          r.pending
            ? {
                zh: `订舱 ${r.ref} 的提单补料尚未审核通过（${r.pending} 份待审或退回）`,
                en: `Booking ${r.ref}: its SI is not approved yet (${r.pending} submitted or returned)`,
              }
            : { zh: `订舱 ${r.ref} 尚未提交提单补料`, en: `Booking ${r.ref}: no SI submitted yet` },
      ),
  },
];

/** The SI review queue (built: the reviewer's keyboard desk). */
export const siQueues: readonly WorkQueue[] = [
  {
    id: 'si.review',
    name: { zh: '提单补料审核', en: 'SI review' },
    access: read(SI_ACCESS.siReview.menus, true),
    path: REVIEW_PAGE,
    count: (q) => siReviewFigures(q),
    next: async (q) => {
      const id = await nextSiToReview(q);
      return id === null ? null : `${REVIEW_PAGE}?id=${id}`;
    },
  },
];
