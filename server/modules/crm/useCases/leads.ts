import type { LeadSaveInput } from '../../../../src/contract/crm/calls';
import type { CustomerKind } from '../../../../src/domain/crm/status';
import { companyNameKey, isEmail, isPhone } from '../../../../src/domain/crm/names';
import { moveLeadFollowUps } from '../followRepository';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { badInput } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { noCustomer, noLead, refuse, stale } from '../checks';
import { customersSeen } from '../customerRepository';
import { closeLead, type HeldLead, insertLead, type LeadFields, leadSeen, setLeadDeleted, updateLead } from '../leadRepository';
import { crmEvent } from '../ownerRepository';
import { viewerOf, type Viewer } from '../scope';
import { dictKnown } from '../setupRepository';
import { createCustomer } from './saveCustomer';

/** The reasons a lead's fields are refused (words in the person's language), or the fields as stored. */
export async function leadFields(q: Queryable, companyId: string, b: LeadSaveInput, lang: 'zh' | 'en'): Promise<LeadFields | string[]> {
  const reasons: string[] = [];
  const say = (zh: string, en: string) => reasons.push(lang === 'zh' ? zh : en);
  const nameKey = companyNameKey(b.CompanyName ?? '');
  if (!nameKey) say('公司名称为空', 'The company name is empty');
  if (b.Phone && !isPhone(b.Phone)) say(`电话“${b.Phone}”不是有效的手机号码`, `"${b.Phone}" is not a mobile number`);
  if (b.Email && !isEmail(b.Email)) say(`邮箱“${b.Email}”格式不正确`, `"${b.Email}" is not an e-mail address`);
  if (!(await dictKnown(q, companyId, 'SOURCE', b.Source))) say(`来源“${b.Source}”不是已维护的客户来源`, `"${b.Source}" is not one of the sources`);
  if (reasons.length) return reasons;
  return {
    companyName: b.CompanyName.trim(),
    nameKey,
    contactName: b.ContactName?.trim() ?? '',
    phone: b.Phone?.trim() ?? '',
    email: b.Email?.trim() ?? '',
    source: b.Source,
    stage: b.Stage ?? 'NEW',
    remarks: b.Remarks?.trim() ?? '',
  };
}

export async function saveLead(db: Db, actor: Actor, b: LeadSaveInput, lang: 'zh' | 'en'): Promise<Outcome<{ Id: number; Version: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const f = await leadFields(tx, v.companyId, b, lang);
    if (Array.isArray(f)) return refuse('INVALID', { zh: `请更正：${f.join('；')}`, en: `Please correct: ${f.join('; ')}` });
    if (!b.Id) {
      const id = await insertLead(tx, v, f);
      await crmEvent(tx, { companyId: v.companyId, entity: 'LEAD', ids: [id], action: 'CREATE', actor: v.id });
      return { ok: true, value: { Id: id, Version: 1 } };
    }
    const held = await leadSeen(tx, v, b.Id);
    if (!held) return noLead();
    if (held.version !== b.Version) return stale();
    if (closed(held)) return refuse('CLOSED', { zh: '已转化或已废弃的线索不能再修改。', en: 'A converted or discarded lead is kept as it was.' });
    const version = await updateLead(tx, b.Id, f);
    await crmEvent(tx, { companyId: v.companyId, entity: 'LEAD', ids: [b.Id], action: 'EDIT', actor: v.id });
    return { ok: true, value: { Id: b.Id, Version: version } };
  });
}

const closed = (l: HeldLead) => l.stage === 'CONVERTED' || l.stage === 'DISCARDED';

/** Convert (§7.2): into an existing customer I see, or a new one in my private sea after the duplicate check (400 DUPLICATE). */
export async function convertLead(db: Db, actor: Actor, b: { Id: number; CustomerId?: number; Kind?: CustomerKind }): Promise<Outcome<{ CustomerId: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const lead = await leadSeen(tx, v, b.Id);
    if (!lead) return noLead();
    if (closed(lead)) return refuse('CLOSED', { zh: '这条线索已转化或已废弃。', en: 'This lead was converted or discarded already.' });
    const customerId = b.CustomerId ? await existing(tx, v, b.CustomerId) : await fromLead(tx, v, lead, b.Kind ?? 'OTHER');
    if (typeof customerId !== 'number') return customerId;
    await closeLead(tx, lead.id, 'CONVERTED', customerId, null);
    await moveLeadFollowUps(tx, lead.id, customerId);
    await crmEvent(tx, { companyId: v.companyId, entity: 'LEAD', ids: [lead.id], action: 'CONVERT', actor: v.id });
    return { ok: true, value: { CustomerId: customerId } };
  });
}

async function existing(tx: Queryable, v: Viewer, id: number): Promise<number | Outcome<{ CustomerId: number }>> {
  const [c] = await customersSeen(tx, v, [id]);
  return c ? c.id : noCustomer();
}

async function fromLead(tx: Queryable, v: Viewer, lead: HeldLead, kind: CustomerKind): Promise<number | Outcome<{ CustomerId: number }>> {
  const f = {
    name: lead.company_name,
    nameKey: companyNameKey(lead.company_name),
    shortName: '',
    nameEn: '',
    uscc: null,
    kind,
    source: lead.source_code,
    industry: null,
    level: null,
    region: '',
    address: '',
    estTeu: null,
  };
  const contact = lead.contact_name ? { Name: lead.contact_name, Mobile: lead.phone || undefined, Email: lead.email || undefined } : undefined;
  const made = await createCustomer(tx, v, { Mine: true, Contact: contact }, f);
  return made.ok ? made.value.Id : (made as Outcome<{ CustomerId: number }>);
}

export async function discardLead(db: Db, actor: Actor, b: { Id: number; Reason: string }): Promise<Outcome<{ Moved: number }>> {
  const v = await viewerOf(db, actor);
  if (!b.Reason.trim()) return badInput('/Reason', 'is empty', '不能为空');
  return inTransaction(db, async (tx) => {
    const lead = await leadSeen(tx, v, b.Id);
    if (!lead) return noLead();
    if (closed(lead)) return refuse('CLOSED', { zh: '这条线索已转化或已废弃。', en: 'This lead was converted or discarded already.' });
    await closeLead(tx, lead.id, 'DISCARDED', null, b.Reason.trim());
    await crmEvent(tx, { companyId: v.companyId, entity: 'LEAD', ids: [lead.id], action: 'DISCARD', actor: v.id, reason: b.Reason.trim() });
    return { ok: true, value: { Moved: 1 } };
  });
}

export async function deleteLead(db: Db, actor: Actor, id: number): Promise<Outcome<{ Moved: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const lead = await leadSeen(tx, v, id);
    if (!lead) return noLead();
    await setLeadDeleted(tx, id, v.id);
    await crmEvent(tx, { companyId: v.companyId, entity: 'LEAD', ids: [id], action: 'DELETE', actor: v.id });
    return { ok: true, value: { Moved: 1 } };
  });
}
