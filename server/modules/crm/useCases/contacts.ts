import { emailKey, isEmail, isPhone, phoneKey } from '../../../../src/domain/crm/names';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { badInput } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { noContact, noCustomer, refuse } from '../checks';
import { contactById, contactMatch, insertContact, keepOnePrimary, setContactDeleted, updateContact } from '../contactRepository';
import { customersSeen } from '../customerRepository';
import { crmEvent } from '../ownerRepository';
import { viewerOf } from '../scope';

type ContactInput = { Id?: number; CustomerId: number; Name: string; Title?: string; Mobile?: string; Email?: string; WeChat?: string; IsPrimary?: boolean };

/** A contact of a customer I hold (a manager: the team's); its mobile and e-mail unique among the company's customers (R7.1). */
export async function saveContact(db: Db, actor: Actor, b: ContactInput): Promise<Outcome<{ Id: number }>> {
  const v = await viewerOf(db, actor);
  const mobile = b.Mobile?.trim() ?? '';
  const email = b.Email?.trim() ?? '';
  if (mobile && !isPhone(mobile)) return badInput('/Mobile', 'is not a mobile number', '不是有效的手机号码');
  if (email && !isEmail(email)) return badInput('/Email', 'is not an e-mail address', '不是有效的邮箱地址');
  return inTransaction(db, async (tx) => {
    const [c] = await customersSeen(tx, v, [b.CustomerId], true);
    if (!c || (c.in_pool && !v.manager) || (!c.in_pool && c.owner_employee_id !== v.id && !v.manager)) return noCustomer();
    if (b.Id) {
      const held = await contactById(tx, b.Id);
      if (!held || held.customer_id !== c.id) return noContact();
    }
    const keys = { mobileKey: mobile ? phoneKey(mobile) : '', emailKey: email ? emailKey(email) : '' };
    const clash = await contactMatch(tx, v.companyId, keys.mobileKey, keys.emailKey, b.Id ?? null);
    if (clash) {
      const [owner] = await customersSeen(tx, { ...v, manager: true }, [clash.customer_id]);
      const name = owner?.name ?? '';
      return refuse('DUPLICATE', {
        zh: `这个手机或邮箱已是客户“${name}”的联系人。`,
        en: `That mobile or e-mail is already a contact of the customer "${name}".`,
      });
    }
    const fields = { Name: b.Name.trim(), Title: b.Title, Mobile: mobile, Email: email, WeChat: b.WeChat, IsPrimary: b.IsPrimary, ...keys };
    const id = b.Id ?? (await insertContact(tx, c.id, fields));
    if (b.Id) await updateContact(tx, b.Id, fields);
    if (b.IsPrimary) await keepOnePrimary(tx, c.id, id);
    await crmEvent(tx, { companyId: v.companyId, entity: 'CONTACT', ids: [id], action: b.Id ? 'EDIT' : 'CREATE', actor: v.id });
    return { ok: true, value: { Id: id } };
  });
}

/** A contact into the recycle bin. */
export async function deleteContact(db: Db, actor: Actor, id: number): Promise<Outcome<{ Moved: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const held = await contactById(tx, id);
    if (!held) return noContact();
    const [c] = await customersSeen(tx, v, [held.customer_id], true);
    if (!c) return noContact();
    if (!v.manager && c.owner_employee_id !== v.id)
      return refuse('NOT_MINE', { zh: `客户“${c.name}”不在您的私海中。`, en: `"${c.name}" is not in your private sea.` });
    await setContactDeleted(tx, id, v.id);
    await crmEvent(tx, { companyId: v.companyId, entity: 'CONTACT', ids: [id], action: 'DELETE', actor: v.id });
    return { ok: true, value: { Moved: 1 } };
  });
}
