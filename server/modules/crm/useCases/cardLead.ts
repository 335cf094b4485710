import type { Queryable } from '../../../db/types';
import { companyKindOf } from '../../companies/public';
import { type EnquiryLeadOutcome, leadFromEnquiry } from './enquiryLead';

/** A visitor's quote request from an employee's shared business card (operations.md §16). */
export interface CardQuote {
  /** the card owner's company */
  companyId: string;
  /** the card's owner: the lead is theirs */
  ownerEmployeeId: string;
  /** the name on the card (kept in the lead's notes) */
  cardName: string;
  name: string;
  phone: string;
  email: string;
  /** the lane and cargo the visitor wrote */
  cargo: string;
}

/** NO_CRM: the owner's company keeps no CRM (a customer's or a provider's: the CRM is the platform staff's). */
export type CardLeadOutcome = EnquiryLeadOutcome | { kind: 'NO_CRM' };

/**
 * A business card's "ask for a quote" as a lead of the card owner's company, owned by the owner,
 * source BUSINESS_CARD (名片 / Business card), in the caller's transaction; de-duplicated as a site
 * enquiry is (an open lead or a customer's contact with the same mobile or e-mail). Only the
 * platform's own company keeps a CRM: any other answers NO_CRM and writes nothing.
 */
export async function createLeadFromCard(tx: Queryable, q: CardQuote): Promise<CardLeadOutcome> {
  if ((await companyKindOf(tx, q.companyId)) !== 'platform') return { kind: 'NO_CRM' };
  return leadFromEnquiry(tx, {
    companyId: q.companyId,
    name: q.name,
    company: '',
    phone: q.phone,
    email: q.email,
    message: q.cargo,
    source: 'BUSINESS_CARD',
    site: q.cardName,
    ownerEmployeeId: q.ownerEmployeeId,
  });
}
