import { ENTRY_ORDER_PAGES } from '../../../src/contract/entryOrder/module';
import { SECOND_HALF_EXCEPTION_WORDS } from '../../../src/contract/entryOrder/words';
import type { SecondHalfException } from '../../../src/domain/entryOrder/codes';
import { secondHalfExceptions } from '../../../src/domain/entryOrder/orderRules';
import type { Queryable } from '../../db/types';
import { openExceptions, pagesAccess } from '../../platform/tower/rules';
import type { ExceptionRule } from '../module';
import { wayOf } from './destination';
import { secondHalfOrders } from './milestoneRepository';
import { overdueSupplementRows } from './supplementRepository';

const SUPPLEMENTS = { internal: ENTRY_ORDER_PAGES.supplements, external: ENTRY_ORDER_PAGES.supplements };
const SECOND_HALF = { internal: ENTRY_ORDER_PAGES.secondHalf, external: ENTRY_ORDER_PAGES.secondHalf };

/** Shipped orders' second-half exceptions now (orderRules.ts secondHalfExceptions over wayOf), of one company (its customer's or its agent's) when scoped. */
async function secondHalfRows(q: Queryable, companyId: string | null, code: SecondHalfException) {
  const out: { company_id: string; doc_type: string; doc_id: string; ref: string; due_at: string | null }[] = [];
  const now = new Date();
  for (const o of await secondHalfOrders(q, companyId)) {
    const way = await wayOf(q, { id: o.id, cgoId: o.cgo, pod: o.pod });
    if (secondHalfExceptions(way, now).includes(code))
      out.push({
        company_id: o.company_id,
        doc_type: 'entryOrder',
        doc_id: String(o.id),
        ref: o.no,
        due_at: way.lastFreeDay ? `${way.lastFreeDay}T00:00:00Z` : null,
      });
  }
  return out;
}

const secondHalfRule = (
  code: 'ENT_NO_RELEASE' | 'ENT_LFD_NEAR' | 'ENT_LFD_PASSED',
  of: SecondHalfException,
  severity: 'low' | 'medium' | 'high',
): ExceptionRule => ({
  code,
  severity,
  who: ['operator'],
  access: pagesAccess(SECOND_HALF),
  open: async (q, scope) =>
    openExceptions(
      await secondHalfRows(q, scope.companyId, of),
      scope,
      SECOND_HALF,
      (r) => ({ ENT_ID: r.doc_id }),
      (r) => ({ zh: `委托 ${r.ref}：${SECOND_HALF_EXCEPTION_WORDS[of].zh}`, en: `Order ${r.ref}: ${SECOND_HALF_EXCEPTION_WORDS[of].en}` }),
    ),
});

/**
 * The module's control-tower exceptions (operations.md §9.5 sup.due, §9.4 second half): a supplement
 * past its due time still unanswered; no destination customs release 3 days after discharge; the
 * last free day near or passed before pick-up. Computed on every read, never stored.
 */
export const entryOrderExceptionRules: readonly ExceptionRule[] = [
  {
    code: 'SUP_OVERDUE',
    severity: 'medium',
    who: ['customerService'],
    access: pagesAccess(SUPPLEMENTS),
    open: async (q, scope) =>
      openExceptions(
        (await overdueSupplementRows(q, scope.companyId)).map((r) => ({ ...r, doc_type: 'orderSupplement', doc_id: String(r.doc_id) })),
        scope,
        SUPPLEMENTS,
        (r) => ({ Id: r.doc_id }),
        (r) => ({
          zh: `补料 ${r.ref}（${r.ent_no}）已逾期，补料对象 ${r.assignee}`,
          en: `Supplement ${r.ref} (${r.ent_no}) is overdue; asked of ${r.assignee}`,
        }),
      ),
  },
  secondHalfRule('ENT_NO_RELEASE', 'NO_RELEASE', 'high'),
  secondHalfRule('ENT_LFD_NEAR', 'LFD_NEAR', 'medium'),
  secondHalfRule('ENT_LFD_PASSED', 'LFD_PASSED', 'high'),
];
