import type { BoundEmployee, CurrentUser } from '../../../src/contract/auth';
import type { EmployeeRow, UserRow } from '../../platform/auth/accountRepository';

/** Database rows → wire shapes (PascalCase, numbers for ids). */
export const presentUser = (u: UserRow): CurrentUser => ({ Id: Number(u.id), Account: u.account, Name: u.name });

export const presentEmployee = (e: EmployeeRow): BoundEmployee => ({
  Id: Number(e.id),
  Name: e.name,
  IsAdmin: e.is_admin,
  IsDefault: e.is_default,
  CompanyId: Number(e.company_id),
  CompanyCode: e.company_code,
  CompanyName: e.company_name_zh,
  CompanyNameEn: e.company_name_en,
  CompanyKind: e.company_kind,
});
