import type { Queryable } from '../../db/types';
import { grantPlatformRole } from '../access/public';

/**
 * The seeds' grants for the pricing manager: the platform's pricing manager role (运价经理) given
 * pages and buttons added after it was seeded — the menus (when named) and, on those pages, the
 * buttons with these codes (`*` every button). Access writes the grants (issue 46). Idempotent.
 */
export const grantPricingManager = (tx: Queryable, pages: readonly string[], buttons: readonly string[] | '*', menus = true): Promise<void> =>
  grantPlatformRole(tx, '运价经理', pages, buttons, menus);
