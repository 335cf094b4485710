import type { EntryOrderMoved, EntryOrderSave, EntryOrderSaved } from '../../../src/contract/entryOrder/calls';
import type { EntryProblem } from '../../../src/domain/entryOrder/formFields';
import { isStandardKey } from '../../../src/domain/entryOrder/orderFields';
import { orderProblems, submitProblems } from '../../../src/domain/entryOrder/orderRules';
import { ENT_STATUS, entMove, saveNeedsRules } from '../../../src/domain/entryOrder/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { inTransaction } from '../../platform/transaction';
import { recordEntryEvent } from './eventRepository';
import { companyOf } from './facts';
import { storedForm } from './formRepository';
import { lockReachable } from './orderAccess';
import { insertOrder, isPlatformEmployee, moveOrder, orderValues, type OrderValues, updateOrder } from './orderRepository';
import { at, entRefusal, noForm, noOrder, problemsRefusal, refuse, sideOf, stale } from './terms';

/**
 * Entering an order (operations.md §9.2–§9.3): Save makes or edits a draft (or corrects a submitted
 * order, which must still pass its rules), answering the rules' problems; Submit moves a draft on
 * once no error is left. The rules are the browser's (src/domain/entryOrder orderProblems), run on
 * the form version the order was entered with.
 */

/** A problem's field path: `/<column>` or `/ENT_CUSTOM/<Key>`. */
export const problemPath = (p: EntryProblem) => (p.Key === '' ? '/' : isStandardKey(p.Key) || p.Key.startsWith('ENT_') ? `/${p.Key}` : `/ENT_CUSTOM/${p.Key}`);

const blankParty = {};
/** What a draft did not send, as stored. */
export function valuesOf(s: EntryOrderSave): OrderValues {
  return {
    ENT_DIRECTION: s.ENT_DIRECTION,
    ENT_TRANSPORT_METHOD: s.ENT_TRANSPORT_METHOD,
    ENT_SERVICES: s.ENT_SERVICES ?? [],
    ENT_INCOTERM: s.ENT_INCOTERM ?? ('' as never),
    ENT_FREIGHT_TERM: s.ENT_FREIGHT_TERM ?? ('' as never),
    ENT_POL: s.ENT_POL ?? '',
    ENT_POD: s.ENT_POD ?? '',
    ENT_DELIVERY: s.ENT_DELIVERY ?? '',
    ENT_CARGO_READY: s.ENT_CARGO_READY ?? '',
    ENT_ETD_FROM: s.ENT_ETD_FROM ?? '',
    ENT_ETD_TO: s.ENT_ETD_TO ?? '',
    ENT_CONTAINERS: s.ENT_CONTAINERS ?? [],
    ENT_PKGS: s.ENT_PKGS ?? (null as never),
    ENT_KG: s.ENT_KG ?? (null as never),
    ENT_CBM: s.ENT_CBM ?? (null as never),
    ENT_GOODS: s.ENT_GOODS ?? '',
    ENT_HSCODE: s.ENT_HSCODE ?? '',
    Shipper: s.Shipper ?? blankParty,
    Consignee: s.Consignee ?? blankParty,
    Notify: s.Notify ?? blankParty,
    ENT_OPERATOR_ID: s.ENT_OPERATOR_ID ?? null,
    ENT_SALES_ID: s.ENT_SALES_ID ?? null,
    ENT_CUSTOM: s.ENT_CUSTOM ?? {},
    ENT_REMARKS: s.ENT_REMARKS ?? '',
  };
}

/** The rules' facts of stored values: what the form checks (an empty day or number is "nothing there"). */
export function factsOf(v: OrderValues) {
  return {
    ...v,
    ENT_INCOTERM: v.ENT_INCOTERM || undefined,
    ENT_FREIGHT_TERM: v.ENT_FREIGHT_TERM || undefined,
    ENT_PKGS: v.ENT_PKGS ?? undefined,
    ENT_KG: v.ENT_KG ?? undefined,
    ENT_CBM: v.ENT_CBM ?? undefined,
  };
}

async function operatorRefusal<T>(q: Queryable, v: OrderValues): Promise<Outcome<T> | undefined> {
  for (const [id, path] of [
    [v.ENT_OPERATOR_ID, '/ENT_OPERATOR_ID'],
    [v.ENT_SALES_ID, '/ENT_SALES_ID'],
  ] as const)
    if (id && !(await isPlatformEmployee(q, id))) return refuse<T>('OPERATOR_NOT_STAFF', {}, [at(path, 'not one of the staff', '须为平台员工')]);
  return undefined;
}

/** Save (§9.3): a new draft, or an edit of a draft or of a submitted order (which must still pass: PROBLEMS). */
export async function saveEntryOrder(db: Db, actor: Actor, s: EntryOrderSave): Promise<Outcome<EntryOrderSaved>> {
  const side = sideOf(actor);
  const values = valuesOf(s);
  // a customer's employee names neither the operator nor the salesperson
  if (side === 'customer') {
    values.ENT_OPERATOR_ID = null;
    values.ENT_SALES_ID = null;
  }
  return inTransaction(db, async (tx): Promise<Outcome<EntryOrderSaved>> => {
    if (side === 'customer' || side === 'staff') {
      const badPerson = side === 'staff' ? await operatorRefusal<EntryOrderSaved>(tx, values) : undefined;
      if (badPerson) return badPerson;
    }
    if (s.Id) {
      const o = await lockReachable(tx, actor, s.Id);
      if (!o || side === 'agent') return noOrder();
      if (s.VERSION !== o.version) return stale();
      const move = entMove(o.status, 'save', side);
      if (!move.ok) return entRefusal(move.code === 'ENT_ACTOR' ? 'ENT_ACTOR' : 'ENT_STATE', o.status, 'save');
      if (s.ENT_FORM_ID !== o.formId) return refuse('FORM_OF_ORDER', {}, [at('/ENT_FORM_ID', 'the order keeps its form', '委托保留录入时的表单')]);
      const form = await storedForm(tx, o.formId);
      const problems = orderProblems(factsOf(values), form?.fields ?? []);
      if (saveNeedsRules(o.status) && problems.some((p) => p.Severity === 'error'))
        return problemsRefusal(
          'PROBLEMS',
          problems.filter((p) => p.Severity === 'error'),
          problemPath,
        );
      if (side === 'customer') {
        // the staff's choices stay as they were
        const kept = await orderValues(tx, o.id);
        values.ENT_OPERATOR_ID = kept?.ENT_OPERATOR_ID ?? null;
        values.ENT_SALES_ID = kept?.ENT_SALES_ID ?? null;
      }
      const version = await updateOrder(tx, o.id, values);
      await recordEntryEvent(tx, { entId: o.id, actorId: actor.id, type: 'v1.Saved', detail: { ENT_NO: o.no, Status: o.status } });
      return { ok: true, value: { Id: o.id, ENT_NO: o.no, VERSION: version, ENT_STATUS: o.status, Problems: problems } };
    }
    let companyId: string;
    if (side === 'customer') companyId = String(actor.companyId);
    else if (side === 'staff') {
      if (!s.CompanyId) return refuse('CUSTOMER_MISSING', {}, [at('/CompanyId', 'is required', '必填')]);
      const c = await companyOf(tx, s.CompanyId);
      if (c?.kind !== 'customer' || c.status !== 'active') return refuse('CUSTOMER_INVALID', {}, [at('/CompanyId', 'not a customer', '不是客户')]);
      companyId = String(s.CompanyId);
    } else return noOrder();
    const form = await storedForm(tx, s.ENT_FORM_ID);
    // a customer's employee never reaches another customer's form
    if (!form || (side === 'customer' && form.companyId !== null && form.companyId !== companyId)) return noForm();
    if (form.status !== 'PUBLISHED') return refuse('FORM_NOT_PUBLISHED', { name: form.name, version: form.version });
    const problems = orderProblems(factsOf(values), form.fields);
    const made = await insertOrder(tx, { companyId, formId: form.id, values, by: actor.id });
    await recordEntryEvent(tx, { entId: made.id, actorId: actor.id, type: 'v1.Saved', detail: { ENT_NO: made.no, Status: ENT_STATUS.DRAFT } });
    return { ok: true, value: { Id: made.id, ENT_NO: made.no, VERSION: 1, ENT_STATUS: ENT_STATUS.DRAFT, Problems: problems } };
  });
}

/** Submit (§9.3): a draft whose rules pass (400 PROBLEMS: one field error per problem, naming the field by its label). */
export async function submitEntryOrder(db: Db, actor: Actor, s: { Id: number; VERSION: number }): Promise<Outcome<EntryOrderMoved>> {
  const side = sideOf(actor);
  return inTransaction(db, async (tx): Promise<Outcome<EntryOrderMoved>> => {
    const o = await lockReachable(tx, actor, s.Id);
    if (!o || side === 'agent') return noOrder();
    if (s.VERSION !== o.version) return stale();
    const move = entMove(o.status, 'submit', side);
    if (!move.ok) return entRefusal(move.code === 'ENT_ACTOR' ? 'ENT_ACTOR' : 'ENT_STATE', o.status, 'submit');
    const row = await orderValues(tx, o.id);
    const form = await storedForm(tx, o.formId);
    const errors = submitProblems(factsOf(row!), form?.fields ?? []);
    if (errors.length) return problemsRefusal('PROBLEMS', errors, problemPath);
    const version = await moveOrder(tx, o.id, { status: move.to });
    await recordEntryEvent(tx, { entId: o.id, actorId: actor.id, type: 'v1.Submitted', detail: { ENT_NO: o.no } });
    return { ok: true, value: { Id: o.id, VERSION: version, ENT_STATUS: move.to } };
  });
}
