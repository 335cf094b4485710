import { ANALYTICS_MANAGER_MENU, ANALYTICS_PAGES } from '../../../src/contract/analytics/module';
import type { Db } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';
import { companiesOwnedBy } from '../crm/public';
import { seesCost } from '../rates/public';
import { assignedCompanies } from './salesRepository';

/**
 * Whose figures a person sees (R9.1) and whether with cost (R9.2). `companies` undefined: every
 * customer's (the manager menu's holders); otherwise the customer companies they sell to — the
 * CRM customers they own and the companies they are assigned to as salesperson.
 */
export interface Viewer {
  companies?: readonly string[];
  viewCost: boolean;
  manager: boolean;
  /** Holds the platform's sales table (its Scope PLATFORM). */
  platformTable: boolean;
}

const holds = async (db: Db, actor: Actor, menu: string) => !(await refusal(db, actor, { menus: [menu], platformOnly: true }));

export async function viewerOf(db: Db, actor: Actor, mine = false): Promise<Viewer> {
  const manager = await holds(db, actor, ANALYTICS_MANAGER_MENU);
  const platformTable = await holds(db, actor, ANALYTICS_PAGES.platformTable);
  const viewCost = await seesCost(db, actor);
  if (manager && !mine) return { viewCost, manager, platformTable };
  const companies = new Set([...(await assignedCompanies(db, actor.id)), ...(await companiesOwnedBy(db, actor.id))]);
  return { companies: [...companies], viewCost, manager, platformTable };
}
