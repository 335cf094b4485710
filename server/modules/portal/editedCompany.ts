import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing } from '../../platform/refusal';
import { companyCard } from './siteRepository';

/** The site being edited (§14): the actor's company; platform staff may name another. Another company's, named by anyone else: 404. */
export async function editedCompany(q: Queryable, actor: Actor, named: number | string | undefined): Promise<Outcome<{ id: string; name: string }>> {
  const id = named === undefined || named === '' ? actor.companyId : String(named);
  if (id !== actor.companyId && actor.companyKind !== 'platform') return noSite();
  const card = await companyCard(q, id);
  if (card?.status !== 'active') return noSite();
  return { ok: true, value: { id, name: card.name_zh } };
}

export const noSite = <T>(): Outcome<T> => missing('No such company site.', '没有该企业门户。');
