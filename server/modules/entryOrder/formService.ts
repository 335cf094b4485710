import type { EntryForm, EntryFormSave, FormUse, FormUseSave } from '../../../src/contract/entryOrder/calls';
import { formProblems } from '../../../src/domain/entryOrder/designRules';
import { efmMove } from '../../../src/domain/entryOrder/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { inTransaction } from '../../platform/transaction';
import { recordEntryEvent } from './eventRepository';
import { companyOf } from './facts';
import {
  deleteFormUse,
  formNameExists,
  formUses,
  insertForm,
  lockForm,
  publishForm,
  publishedFormFor,
  readForm,
  retireForm,
  saveFormUse,
  updateFormDraft,
  versionsOfName,
} from './formRepository';
import { at, formRefusal, isStaff, noForm, noFormForOrder, problemsRefusal, refuse, stale } from './terms';

/**
 * Entry forms (operations.md §9.1 entry_forms; EntryOrdeFormAdmin, entryOrdeForm): a draft version is
 * designed (efm.design problems answered, never refused), published (refused while any is left; the
 * name's older published version retires) and retired; a published version never changes, and the
 * orders keep the version they were entered with. A form use names which form a customer (or every
 * customer) enters a business on.
 */

type Saved = { Id: number; EFM_VERSION: number; VERSION: number; Problems: ReturnType<typeof formProblems> };

/** Save a form: a new draft version of its name, or an edit of the draft (FORM_PUBLISHED: a published or retired version never changes). */
export async function saveEntryForm(db: Db, actor: Actor, s: EntryFormSave): Promise<Outcome<Saved>> {
  const problems = formProblems(s.EFM_FIELDS);
  const companyId = s.CompanyId ?? null;
  return inTransaction(db, async (tx): Promise<Outcome<Saved>> => {
    if (companyId !== null) {
      const c = await companyOf(tx, companyId);
      if (c?.kind !== 'customer') return refuse('CUSTOMER_INVALID', {}, [at('/CompanyId', 'not a customer', '不是客户')]);
    }
    const remarks = (s.EFM_REMARKS ?? '').trim();
    if (s.Id) {
      const f = await lockForm(tx, s.Id);
      if (!f) return noForm();
      if (s.VERSION !== f.rowVersion) return stale();
      const move = efmMove(f.status, 'save');
      if (!move.ok) return refuse('FORM_PUBLISHED', { name: f.name, version: f.version });
      const version = await updateFormDraft(tx, f.id, { companyId, fields: s.EFM_FIELDS, remarks });
      await recordEntryEvent(tx, {
        efmId: f.id,
        actorId: actor.id,
        type: 'v1.FormSaved',
        detail: { EFM_NAME: f.name, EFM_VERSION: f.version, Fields: s.EFM_FIELDS.length },
      });
      return { ok: true, value: { Id: f.id, EFM_VERSION: f.version, VERSION: version, Problems: problems } };
    }
    const name = s.EFM_NAME.trim();
    const v = await versionsOfName(tx, name);
    if (v.draftId) return refuse('FORM_DRAFT_EXISTS', { name, version: v.draftVersion ?? 0 });
    const id = await insertForm(tx, { name, version: v.last + 1, companyId, fields: s.EFM_FIELDS, remarks, by: actor.id });
    await recordEntryEvent(tx, {
      efmId: id,
      actorId: actor.id,
      type: 'v1.FormSaved',
      detail: { EFM_NAME: name, EFM_VERSION: v.last + 1, Fields: s.EFM_FIELDS.length },
    });
    return { ok: true, value: { Id: id, EFM_VERSION: v.last + 1, VERSION: 1, Problems: problems } };
  });
}

type Moved = { Id: number; EFM_STATUS: 'DRAFT' | 'PUBLISHED' | 'RETIRED'; VERSION: number };

/** Publish a draft (FORM_PROBLEMS while its design has any): the name's published version retires. */
export async function publishEntryForm(db: Db, actor: Actor, m: { Id: number; VERSION: number }): Promise<Outcome<Moved>> {
  return inTransaction(db, async (tx): Promise<Outcome<Moved>> => {
    const f = await lockForm(tx, m.Id);
    if (!f) return noForm();
    if (m.VERSION !== f.rowVersion) return stale();
    const move = efmMove(f.status, 'publish');
    if (!move.ok) return formRefusal(f.status, 'publish');
    const problems = formProblems(f.fields);
    if (problems.length)
      return problemsRefusal(
        'FORM_PROBLEMS',
        problems,
        (p) =>
          `/EFM_FIELDS/${Math.max(
            0,
            f.fields.findIndex((x) => x.Key === p.Key),
          )}`,
      );
    const done = await publishForm(tx, f.id, f.name, actor.id);
    for (const r of done.retired)
      await recordEntryEvent(tx, { efmId: r.id, actorId: actor.id, type: 'v1.FormRetired', detail: { EFM_NAME: f.name, EFM_VERSION: r.version } });
    await recordEntryEvent(tx, { efmId: f.id, actorId: actor.id, type: 'v1.FormPublished', detail: { EFM_NAME: f.name, EFM_VERSION: f.version } });
    return { ok: true, value: { Id: f.id, EFM_STATUS: 'PUBLISHED', VERSION: done.version } };
  });
}

/** Retire a published version: no new order is entered on it (the orders on it keep it). */
export async function retireEntryForm(db: Db, actor: Actor, m: { Id: number; VERSION: number }): Promise<Outcome<Moved>> {
  return inTransaction(db, async (tx): Promise<Outcome<Moved>> => {
    const f = await lockForm(tx, m.Id);
    if (!f) return noForm();
    if (m.VERSION !== f.rowVersion) return stale();
    const move = efmMove(f.status, 'retire');
    if (!move.ok) return formRefusal(f.status, 'retire');
    const version = await retireForm(tx, f.id);
    await recordEntryEvent(tx, { efmId: f.id, actorId: actor.id, type: 'v1.FormRetired', detail: { EFM_NAME: f.name, EFM_VERSION: f.version } });
    return { ok: true, value: { Id: f.id, EFM_STATUS: 'RETIRED', VERSION: version } };
  });
}

/** A customer's employees read the published forms they may use (their own, the platform-wide); the staff every one. */
export async function getEntryForm(q: Queryable, actor: Actor, id: number): Promise<Outcome<EntryForm>> {
  const f = await readForm(q, id);
  if (!f) return noForm();
  // an order's own version stays readable by its customer, published or not (its orders read it through Get)
  if (!isStaff(actor) && f.CompanyId !== null && String(f.CompanyId) !== String(actor.companyId)) return noForm();
  if (!isStaff(actor) && f.EFM_STATUS === 'DRAFT') return noForm();
  return { ok: true, value: f };
}

/** The published form an order of this customer and business is entered on (404 NO_FORM_FOR_ORDER). */
export async function formForOrder(
  q: Queryable,
  actor: Actor,
  w: { CompanyId?: number; ENT_DIRECTION: string; ENT_TRANSPORT_METHOD: string },
): Promise<Outcome<EntryForm>> {
  const companyId = isStaff(actor) ? (w.CompanyId ? String(w.CompanyId) : null) : String(actor.companyId);
  const id = await publishedFormFor(q, companyId, w.ENT_DIRECTION, w.ENT_TRANSPORT_METHOD);
  const f = id ? await readForm(q, id) : undefined;
  return f ? { ok: true, value: f } : noFormForOrder();
}

export async function listFormUses(q: Queryable, actor: Actor, companyId?: number): Promise<Outcome<FormUse[]>> {
  return { ok: true, value: await formUses(q, isStaff(actor) ? (companyId ? String(companyId) : null) : String(actor.companyId)) };
}

/** Which form a customer (or, none, every customer) uses for a business: the name must exist. */
export async function saveEntryFormUse(db: Db, actor: Actor, u: FormUseSave): Promise<Outcome<{ Id: number }>> {
  return inTransaction(db, async (tx): Promise<Outcome<{ Id: number }>> => {
    if (!(await formNameExists(tx, u.EFM_NAME.trim()))) return noForm();
    if (u.CompanyId) {
      const c = await companyOf(tx, u.CompanyId);
      if (c?.kind !== 'customer') return refuse('CUSTOMER_INVALID', {}, [at('/CompanyId', 'not a customer', '不是客户')]);
    }
    const id = await saveFormUse(tx, {
      id: u.Id,
      companyId: u.CompanyId ?? null,
      direction: u.ENT_DIRECTION,
      transport: u.ENT_TRANSPORT_METHOD ?? null,
      name: u.EFM_NAME.trim(),
      by: actor.id,
    });
    return id ? { ok: true, value: { Id: id } } : noForm();
  });
}

export async function deleteEntryFormUse(db: Db, id: number): Promise<Outcome<{ Id: number }>> {
  return (await deleteFormUse(db, id)) ? { ok: true, value: { Id: id } } : noForm();
}
