import type { MenuTreeKind } from '../../../src/contract/access';
import type { Queryable } from '../../db/types';
import type { Actor } from './grants';

export interface RoleRow {
  id: string;
  company_id: string | null;
  template_kind: 'customer' | 'provider' | null;
  name: string;
  description: string;
}

/** A role this actor may see: their own company's, or (platform staff) a template. Others are absent. */
export async function visibleRole(db: Queryable, actor: Actor, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.query<RoleRow>('select id, company_id, template_kind, name, description from roles where id = $1', [id]);
  if (!row) return undefined;
  if (row.company_id === actor.companyId) return row;
  if (row.template_kind && actor.companyKind === 'platform') return row;
  return undefined;
}

/** The tree a role grants from: templates and customer/provider companies' roles the external one. */
export async function roleTree(db: Queryable, role: RoleRow): Promise<MenuTreeKind> {
  if (role.template_kind) return 'external';
  const [c] = await db.query<{ kind: string }>('select kind from companies where id = $1', [role.company_id]);
  return c?.kind === 'platform' ? 'internal' : 'external';
}

export async function roleGrantIds(db: Queryable, roleId: string) {
  const menus = await db.query<{ menu_id: string }>('select menu_id from role_menus where role_id = $1', [roleId]);
  const buttons = await db.query<{ button_id: string }>('select button_id from role_buttons where role_id = $1', [roleId]);
  return { menuIds: menus.map((m) => Number(m.menu_id)), buttonIds: buttons.map((b) => Number(b.button_id)) };
}
