import type { Queryable } from '../../db/types';

export { seedPlatformIssuer } from './seed';
// a person's application to open a company, and the company they join by its code (the join module's calls)
export { activeCompanyByCode, applicationsOfUser, insertApplication } from './applicationRepository';
// names, kinds and ids of companies for other modules' pages and rules, a page's ids at once (issue 46)
export { activeCompanyIdsOfKinds, type CompanyName, companyKindOf, companyNamesOf, platformCompany } from './lookupRepository';

/**
 * What other modules may use of the companies (the only file of this folder they import): who
 * issues a document — its names, registered address, tax number and the bank account it is paid
 * into (migration 082) — for the invoice's and the bill's print.
 */
export interface CompanyIssuer {
  NameZh: string;
  NameEn: string;
  AddressZh: string;
  AddressEn: string;
  TaxNo: string;
  BankName: string;
  BankAccountName: string;
  BankAccountNo: string;
  BankSwift: string;
}

export async function issuerOf(db: Queryable, companyId: string | number): Promise<CompanyIssuer | undefined> {
  const [row] = await db.query<CompanyIssuer>(
    `select name_zh as "NameZh", name_en as "NameEn", address_zh as "AddressZh", address_en as "AddressEn", tax_no as "TaxNo",
            bank_name as "BankName", bank_account_name as "BankAccountName", bank_account_no as "BankAccountNo", bank_swift as "BankSwift"
       from companies where id = $1`,
    [companyId],
  );
  return row;
}
