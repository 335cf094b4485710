import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { customerCompaniesMatching } from '../../companies/public';
import { customersLinkedTo } from '../linkRepository';

/** The platform's customer companies a CRM customer may be linked to (through the companies module), each with the customer already linked to it. */
export async function companiesToLink(db: Db, actor: Actor, text: string): Promise<Outcome<{ Id: number; Name: string; Code: string; LinkedTo: string }[]>> {
  const found = await customerCompaniesMatching(db, text.trim());
  const linked = await customersLinkedTo(
    db,
    String(actor.companyId),
    found.map((c) => c.Id),
  );
  return { ok: true, value: found.map((c) => ({ Id: Number(c.Id), Name: c.NameZh, Code: c.Code ?? '', LinkedTo: linked.get(c.Id) ?? '' })) };
}
