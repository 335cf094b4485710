import { LETTERS_PAGES as P } from '../../../src/contract/letters/module';
import type { Queryable } from '../../db/types';
import { grantMenusToRoles, syncMenuButtons } from '../access/public';

/**
 * The letters' access (operations.md §0.1): the buttons edit, publish, withdraw and import on the two
 * portal desks (the platform's administrators hold every internal page and button); every role of
 * the customer companies reads the workbench's letters and sailing tables.
 */
export async function seedLettersAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  const workbench = [P.letters, P.letterOpen, P.tables, P.tableOpen];
  await grantMenusToRoles(tx, { standard: 'customer' }, { tree: 'external', paths: workbench });
  await grantMenusToRoles(tx, { everyOfKind: 'customer' }, { tree: 'external', paths: workbench });
}
