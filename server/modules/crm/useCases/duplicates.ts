import { companyNameKey, emailKey, phoneKey } from '../../../../src/domain/crm/names';
import { maskName } from '../../../../src/domain/crm/mask';
import { matchedOnWords } from '../../../../src/domain/crm/status';
import type { Bilingual } from '../../../../src/i18n/bilingual';
import type { Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { no } from '../../../platform/refusal';
import { type Match, matchingCustomers } from '../customerRepository';
import type { Viewer } from '../scope';

/**
 * The duplicate check (commercial.md R7.1) on create, import, convert, restore and a name's edit: a
 * live customer of the company with the same name key, USCC, contact mobile or e-mail. Someone else's
 * private customer is named with its holder masked (张*) unless the viewer manages the team (R7.6).
 */

export interface Keys {
  Name?: string;
  Uscc?: string | null;
  Mobile?: string;
  Email?: string;
}

export function keysOf(k: Keys) {
  return {
    nameKey: k.Name ? companyNameKey(k.Name) : undefined,
    uscc: k.Uscc?.trim().toUpperCase() || undefined,
    mobile: k.Mobile ? phoneKey(k.Mobile) : undefined,
    email: k.Email ? emailKey(k.Email) : undefined,
  };
}

/** Who holds a match, as the viewer may read it. */
export function holderShown(v: Viewer, m: Pick<Match, 'in_pool' | 'owner_employee_id' | 'owner_name'>): string {
  if (m.in_pool || !m.owner_name) return '';
  return v.manager || m.owner_employee_id === v.id ? m.owner_name : maskName(m.owner_name);
}

export function findDuplicates(q: Queryable, v: Viewer, k: Keys, exceptId: number | null = null): Promise<Match[]> {
  return matchingCustomers(q, v.companyId, keysOf(k), exceptId);
}

/** The words of one match: where it is, and what to do. */
export function duplicateWords(v: Viewer, m: Match): Bilingual {
  const on = matchedOnWords[m.matched];
  if (m.in_pool)
    return {
      zh: `已有相同${on.zh}的客户“${m.name}”，在公海中：可直接领取，无需新建。`,
      en: `"${m.name}" is already a customer with the same ${on.en}, in the public pool: claim it instead.`,
    };
  if (m.owner_employee_id === v.id)
    return { zh: `已有相同${on.zh}的客户“${m.name}”，就在您的私海中。`, en: `"${m.name}" is already a customer with the same ${on.en}, in your private sea.` };
  const who = holderShown(v, m);
  return {
    zh: `已有相同${on.zh}的客户“${m.name}”，在销售 ${who} 的私海中。`,
    en: `"${m.name}" is already a customer with the same ${on.en}, in the private sea of ${who}.`,
  };
}

/** 400 DUPLICATE naming the first match, or undefined when none. */
export async function refuseDuplicate<T>(q: Queryable, v: Viewer, k: Keys, exceptId: number | null = null): Promise<Outcome<T> | undefined> {
  const [m] = await findDuplicates(q, v, k, exceptId);
  if (!m) return undefined;
  const w = duplicateWords(v, m);
  const refused = no<T>('DUPLICATE', w.en, w.zh);
  return refused.ok ? refused : { ...refused, extra: { CustomerId: m.in_pool || m.owner_employee_id === v.id || v.manager ? m.id : null } };
}
