import { LETTERS_PAGES } from '../../../../src/contract/letters/module';
import { PRICE_KINDS, type LetterKind } from '../../../../src/domain/letters/status';
import type { Queryable } from '../../../db/types';
import type { Actor } from '../../../platform/access/grants';
import { openBookingsTouching } from '../../booking/public';
import { postMessages } from '../../messages/public';
import type { Told } from '../../../live/tell';
import { readLetter } from '../letterRepository';
import { readerOf } from '../reader';
import { audienceCompanyIds } from '../letterRepository';

/**
 * The gap none fills (operations.md §13.5): a published GRI or surcharge whose effective date and
 * ports touch open bookings is told to exactly the customers with affected bookings — each company
 * once, naming its bookings — among those the letter is meant for. Answers how many were told.
 */
export async function tellAffectedCustomers(tx: Queryable, actor: Actor, letterId: number): Promise<Told[]> {
  const l = await readLetter(tx, letterId, readerOf(actor));
  if (!l || !PRICE_KINDS.includes(l.Kind as LetterKind) || !l.Ports.length) return [];
  const touched = await openBookingsTouching(tx, { carrier: l.Carrier, ports: l.Ports, from: l.EffectiveFrom });
  const chosen = l.Audience === 'COMPANIES' ? new Set(await audienceCompanyIds(tx, letterId)) : undefined;
  const told = touched.filter((t) => !chosen || chosen.has(t.companyId));
  const posted = await postMessages(
    tx,
    told.map((t) => ({
      title: `船公司函件：${l.Title}（${l.EffectiveFrom} 起生效）影响您的订舱 ${t.cgoIds.slice(0, 5).join('、')}${t.cgoIds.length > 5 ? ' 等' : ''}`,
      titleEn: `Carrier letter: ${l.Title} (effective ${l.EffectiveFrom}) touches your bookings ${t.cgoIds.slice(0, 5).join(', ')}${t.cgoIds.length > 5 ? ' …' : ''}`,
      description: t.cgoIds.join('、'),
      link: `${LETTERS_PAGES.letterOpen}?id=${letterId}`,
      to: { companyId: t.companyId },
      senderId: actor.id,
    })),
  );
  return posted.map((m) => ({ id: Number(m.id), audience: { companyId: m.companyId! }, title: `船公司函件：${l.Title}` }));
}
