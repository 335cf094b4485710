import { fieldSays } from '../../../src/contract/envelope';
import type { CardQuoteInput } from '../../../src/contract/userCard/calls';
import { userCardRefusalWords as W } from '../../../src/contract/userCard/words';
import { quoteProblems } from '../../../src/domain/userCard/quote';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { asWritten, missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { createLeadFromCard } from '../crm/public';
import { postMessages } from '../messages/public';
import { linkedCard } from './shareService';

/** The CRM's leads page, where a card's lead waits for its owner. */
const LEADS_PAGE = '/CRM/CustomerLeads';

/**
 * POST /api/WebsitePublic/UserCard/Quote (operations.md §16): a visitor asks a shared card's owner
 * for a quote. A card not shared, rotated, or whose owner or company is disabled: 404. Every problem
 * at once in words (400 QUOTE_PROBLEMS, nothing written). Otherwise, in one transaction, a lead of
 * the owner's (crm's `createLeadFromCard`, source BUSINESS_CARD) where the owner's company keeps a
 * CRM — the platform's; a customer's or provider's employee gets the message only — and a message
 * to the owner.
 */
export async function askForQuote(db: Db, input: CardQuoteInput): Promise<Outcome<{ Received: boolean }>> {
  const card = await linkedCard(db, input.c);
  if (!card) return missing(W.noSuchCard.en, W.noSuchCard.zh, 'NO_SUCH_CARD');
  const problems = quoteProblems(input);
  if (problems.length)
    return asWritten(
      no(
        'QUOTE_PROBLEMS',
        W.quoteProblems.en,
        W.quoteProblems.zh,
        problems.map((p) => ({ ...fieldSays(p.Path, p.Words), Code: p.Code })),
      ),
    );
  const name = input.Name.trim();
  const phone = input.Phone.trim();
  const email = input.Email.trim();
  const cargo = input.Cargo.trim();
  return inTransaction(db, async (tx) => {
    const lead = await createLeadFromCard(tx, {
      companyId: card.company_id,
      ownerEmployeeId: card.employee_id,
      cardName: card.crd_name,
      name,
      phone,
      email,
      cargo,
    });
    const reach = [phone && `电话 Phone: ${phone}`, email && `邮箱 E-mail: ${email}`].filter(Boolean).join('\n');
    await postMessages(tx, [
      {
        title: `名片询价：${name}`,
        titleEn: `A quote request from your card: ${name}`,
        description: `${reach}\n\n${cargo}`,
        link: lead.kind === 'LEAD' || lead.kind === 'APPENDED' ? LEADS_PAGE : null,
        to: { employeeId: card.employee_id },
      },
    ]);
    return { ok: true, value: { Received: true } };
  });
}
