import type { Access, ButtonTitle } from './accessRow';
import { CONTRACT_MODULES } from './modules';
import { mergeButtonTitles, mergeUnique, type Merged } from './registry';

export type { Access } from './accessRow';

/**
 * Where each governed call sits in the menu tree (spec §6): the menu paths that open it (any one
 * suffices) and, for a call that changes something, the button code it needs on that menu.
 * The server enforces these on every call; the browser gates the same buttons with <Gate>; the
 * seed creates every button named here. One table, read by all three — each module declares its
 * rows in its own contract (src/contract/<module>/module.ts); this file gathers them.
 */

/** The node that marks the external tree (spec §2.19). */
export const EXTERNAL_MENU = 'EXTERNAL_MENU';

export type MenuTreeKind = 'internal' | 'external';

/** Every module's access rows (src/contract/<module>/module.ts), gathered by the registry (modules.ts). */
export const ACCESS = mergeUnique<Access>(
  'access key',
  CONTRACT_MODULES.map((m) => ({ module: m.name, entries: m.access })),
) as Merged<typeof CONTRACT_MODULES, 'access'>;

export type AccessKey = keyof typeof ACCESS;

/** Button names for the maintenance screens (the seed gives every button of ACCESS these titles). */
export const BUTTON_TITLES: Record<string, ButtonTitle> = mergeButtonTitles(CONTRACT_MODULES);

/** Every (menu path, button code) pair that ACCESS names: what the seed must create. */
export function accessButtons(): { menu: string; code: string }[] {
  const seen = new Set<string>();
  const out: { menu: string; code: string }[] = [];
  for (const a of Object.values(ACCESS) as Access[]) {
    if (!a.button) continue;
    for (const menu of a.menus) {
      const key = `${menu.toLowerCase()}#${a.button}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ menu, code: a.button });
    }
  }
  return out;
}

/** The granted menus of one employee: lower-cased path → button codes (spec §6: paths case-insensitive). */
export type Grants = ReadonlyMap<string, ReadonlySet<string>>;

/** Whether these grants open a call (the side check is the server's, it knows the company). */
export function grantsAllow(grants: Grants, access: Access): boolean {
  return access.menus.some((m) => {
    const buttons = grants.get(m.toLowerCase());
    return !!buttons && (!access.button || buttons.has(access.button));
  });
}

/**
 * Whether an employee of a company of this kind, holding these grants, may make a call behind
 * `access`: the side rules (platform staff only, sellers only) and the menus. The server's check of
 * every call and the start page's choice of cards are this one rule.
 */
export function accessAllows(access: Access, companyKind: 'platform' | 'customer' | 'provider', grants: Grants): boolean {
  if (access.platformOnly && companyKind !== 'platform') return false;
  if (access.sellersOnly && companyKind === 'customer') return false;
  if (access.buyersOnly && companyKind === 'provider') return false;
  return grantsAllow(grants, access);
}
