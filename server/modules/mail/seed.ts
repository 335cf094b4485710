import { MAIL_PAGE } from '../../../src/contract/mail/module';
import type { Queryable } from '../../db/types';
import { grantPlatformRole, syncMenuButtons } from '../access/public';

/** The salesperson's role (销售报价) opens the workbench, where the mail they send is read back. */
export async function seedMail(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantPlatformRole(tx, '销售报价', [MAIL_PAGE], []);
}
