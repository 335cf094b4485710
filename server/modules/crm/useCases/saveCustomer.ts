import type { CustomerSaveInput } from '../../../../src/contract/crm/calls';
import { companyNameKey, emailKey, isEmail, isPhone, phoneKey } from '../../../../src/domain/crm/names';
import { usccProblem, usccProblemWords } from '../../../../src/domain/crm/uscc';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { badInput } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { noCustomer, refuse, stale } from '../checks';
import { type CustomerFields, customersSeen, insertCustomer, updateCustomer } from '../customerRepository';
import { insertContact } from '../contactRepository';
import { crmEvent, openOwnership } from '../ownerRepository';
import { viewerOf, type Viewer } from '../scope';
import { defaultPool, dictKnown } from '../setupRepository';
import { refuseDuplicate } from './duplicates';
import { capacityRefusal } from './limits';

const USCC_WORDS = usccProblemWords;

/** The fields as stored, or the first refusal of the input (USCC, source, contact). */
export async function checkedFields<T>(q: Queryable, companyId: string, b: CustomerSaveInput): Promise<CustomerFields | Outcome<T>> {
  const uscc = b.Uscc?.trim().toUpperCase() || null;
  const problem = uscc ? usccProblem(uscc) : undefined;
  if (problem) {
    const refused = badInput<T>('/Uscc', USCC_WORDS[problem].en, USCC_WORDS[problem].zh);
    return refused.ok ? refused : { ...refused, code: 'USCC' };
  }
  const nameKey = companyNameKey(b.Name);
  if (!nameKey) return badInput<T>('/Name', 'is not a company name', '不是有效的公司名称');
  if (!(await dictKnown(q, companyId, 'SOURCE', b.Source))) return badInput<T>('/Source', 'is not one of the sources', '不是已维护的客户来源');
  if (b.Contact?.Mobile && !isPhone(b.Contact.Mobile)) return badInput<T>('/Contact/Mobile', 'is not a mobile number', '不是有效的手机号码');
  if (b.Contact?.Email && !isEmail(b.Contact.Email)) return badInput<T>('/Contact/Email', 'is not an e-mail address', '不是有效的邮箱地址');
  return {
    name: b.Name.trim(),
    nameKey,
    shortName: b.ShortName?.trim() ?? '',
    nameEn: b.NameEn?.trim() ?? '',
    uscc,
    kind: b.Kind,
    source: b.Source,
    industry: b.Industry || null,
    level: b.Level || null,
    region: b.Region?.trim() ?? '',
    address: b.Address?.trim() ?? '',
    estTeu: b.EstTeuPerMonth ?? null,
  };
}

/** A new customer (into my private sea, or the pool) or an edit of one I hold (a manager: any of the team's). */
export async function saveCustomer(db: Db, actor: Actor, b: CustomerSaveInput): Promise<Outcome<{ Id: number; Version: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const f = await checkedFields<{ Id: number; Version: number }>(tx, actor.companyId, b);
    if ('ok' in f) return f;
    return b.Id ? editCustomer(tx, v, b.Id, b.Version, f) : createCustomer(tx, v, b, f);
  });
}

export async function createCustomer(tx: Queryable, v: Viewer, b: Pick<CustomerSaveInput, 'Mine' | 'Contact'>, f: CustomerFields) {
  const dup = await refuseDuplicate<{ Id: number; Version: number }>(tx, v, { Name: f.name, Uscc: f.uscc, Mobile: b.Contact?.Mobile, Email: b.Contact?.Email });
  if (dup) return dup;
  if (b.Mine) {
    const full = await capacityRefusal<{ Id: number; Version: number }>(tx, v.companyId, v.id, 1, true);
    if (full) return full;
  }
  const pool = await defaultPool(tx, v.companyId);
  const owner = b.Mine ? v.id : null;
  const id = await insertCustomer(tx, v.companyId, String(pool.Id), owner, v.id, f);
  if (owner) await openOwnership(tx, [id], owner, v.id, new Date());
  if (b.Contact)
    await insertContact(tx, id, {
      Name: b.Contact.Name,
      Mobile: b.Contact.Mobile ?? '',
      Email: b.Contact.Email ?? '',
      mobileKey: b.Contact.Mobile ? phoneKey(b.Contact.Mobile) : '',
      emailKey: b.Contact.Email ? emailKey(b.Contact.Email) : '',
      IsPrimary: true,
    });
  await crmEvent(tx, { companyId: v.companyId, entity: 'CUSTOMER', ids: [id], action: 'CREATE', actor: v.id });
  return { ok: true as const, value: { Id: id, Version: 1 } };
}

async function editCustomer(tx: Queryable, v: Viewer, id: number, version: number | undefined, f: CustomerFields) {
  const [held] = await customersSeen(tx, v, [id], true);
  if (!held) return noCustomer<{ Id: number; Version: number }>();
  if (held.in_pool ? !v.manager : held.owner_employee_id !== v.id && !v.manager)
    return refuse<{ Id: number; Version: number }>('NOT_MINE', {
      zh: `客户“${held.name}”不在您的私海中：只有持有人或主管可以修改。`,
      en: `"${held.name}" is not in your private sea: only its holder or a manager edits it.`,
    });
  if (held.version !== version) return stale<{ Id: number; Version: number }>();
  if (held.linked_company_id) f = { ...f, name: held.name, nameKey: held.name_key, uscc: null };
  const dup = await refuseDuplicate<{ Id: number; Version: number }>(tx, v, { Name: f.name, Uscc: f.uscc }, id);
  if (dup) return dup;
  const next = await updateCustomer(tx, id, f);
  await crmEvent(tx, { companyId: v.companyId, entity: 'CUSTOMER', ids: [id], action: 'EDIT', actor: v.id });
  return { ok: true as const, value: { Id: id, Version: next } };
}
