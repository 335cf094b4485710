import { companyNameKey, emailKey, phoneKey } from '../../../../src/domain/crm/names';
import type { Queryable } from '../../../db/types';
import { contactMatch } from '../contactRepository';
import { appendLeadNote, insertEnquiryLead, openLeadMatch } from '../enquiryRepository';
import { crmEvent } from '../ownerRepository';

export interface Enquiry {
  /** the site's company: the lead is that company's */
  companyId: string;
  name: string;
  company: string;
  phone: string;
  email: string;
  message: string;
  source: 'WEBSITE' | 'BUSINESS_CARD';
  /** the host the visitor wrote from, or the card's name (kept in the lead's notes) */
  site: string;
  /** the salesperson the lead is for (a business card's owner); unowned when absent */
  ownerEmployeeId?: string;
}

const NOTE_HEAD = { WEBSITE: '网站留言 Website enquiry', BUSINESS_CARD: '名片询价 Business card quote request' } as const;

export type EnquiryLeadOutcome = { kind: 'LEAD'; id: number } | { kind: 'APPENDED'; id: number } | { kind: 'CUSTOMER'; id: number };

/**
 * A public site's enquiry (§15.2) as a CRM lead of the site's company, in the caller's transaction.
 * Every company with a site takes them (the platform company's main site first): the lead waits
 * unowned, source 网站 / Website (a business card's quote request: owned by the card's owner, source 名片 / Business card). An open lead with the same mobile or e-mail gets the enquiry
 * appended to its notes instead; a live customer whose contact has them gets an ENQUIRY event.
 */
export async function leadFromEnquiry(tx: Queryable, e: Enquiry): Promise<EnquiryLeadOutcome> {
  const mobile = e.phone.trim() ? phoneKey(e.phone) : '';
  const mail = e.email.trim() ? emailKey(e.email) : '';
  const note = `${NOTE_HEAD[e.source]} (${e.site}) · ${[e.name.trim(), e.phone.trim(), e.email.trim()].filter(Boolean).join(' · ')}\n${e.message.trim()}`;
  const lead = await openLeadMatch(tx, e.companyId, mobile, mail);
  if (lead) {
    await appendLeadNote(tx, lead.id, note);
    await crmEvent(tx, { companyId: e.companyId, entity: 'LEAD', ids: [lead.id], action: 'ENQUIRY', actor: null });
    return { kind: 'APPENDED', id: lead.id };
  }
  const customer = await contactMatch(tx, e.companyId, mobile, mail, null);
  if (customer) {
    await crmEvent(tx, { companyId: e.companyId, entity: 'CUSTOMER', ids: [customer.customer_id], action: 'ENQUIRY', actor: null, reason: note });
    return { kind: 'CUSTOMER', id: customer.customer_id };
  }
  const companyName = e.company.trim() || e.name.trim();
  const id = await insertEnquiryLead(tx, e.companyId, {
    companyName,
    nameKey: companyNameKey(companyName),
    contactName: e.name.trim(),
    phone: e.phone.trim(),
    email: e.email.trim(),
    source: e.source,
    remarks: note,
    ownerEmployeeId: e.ownerEmployeeId ?? null,
  });
  await crmEvent(tx, { companyId: e.companyId, entity: 'LEAD', ids: [id], action: 'CREATE', actor: null });
  return { kind: 'LEAD', id };
}
