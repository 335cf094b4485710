import { ACCESS, type Access } from '../../../src/contract/access';
import { COMPANY_CODE, COMPANY_EMAIL, COMPANY_PHONE } from '../../../src/contract/system/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ApplicationWire, CompanyWire } from '../../../src/contract/admin';
import type { ListSpec } from '../../http/lists';
import type { ImportSpec } from '../../http/imports';
import { APPLICATION_SELECT, COMPANY_SELECT, codeTaken, nameTaken, type CompanySqlRow, type Kind } from './repository';
import { insertCompany, nextCode, presentCompany, type Details } from './service';
import { accountStatusWords } from '../../../src/contract/platform/words';
import { statusText } from '../../../src/contract/words';

// The companies' lists, exports and imports, as data for http/lists.ts and http/imports.ts.

export const ACCESS_BY_KIND: Record<Kind, { read: Access; edit: Access; imp: Access; exp: Access }> = {
  customer: { read: ACCESS.customerRead, edit: ACCESS.customerEdit, imp: ACCESS.customerImport, exp: ACCESS.customerExport },
  provider: { read: ACCESS.providerRead, edit: ACCESS.providerEdit, imp: ACCESS.providerImport, exp: ACCESS.providerExport },
};

const PHONE = new RegExp(COMPANY_PHONE.pattern!);
const EMAIL = new RegExp(COMPANY_EMAIL.pattern!);
const CODE = new RegExp(COMPANY_CODE.pattern!);

export const applicationList: ListSpec<ApplicationWire & { CreatedAt: Date; DecidedAt: Date | null }, ApplicationWire> = {
  path: ENDPOINTS.applicationList,
  access: ACCESS.applicationRead,
  exportAccess: ACCESS.applicationExport,
  title: 'company-applications',
  base: () => ({ sql: APPLICATION_SELECT, params: [] }),
  columns: [
    { key: 'CompanyName', filter: 'text', sortable: true },
    { key: 'Applicant', filter: 'text', sortable: true },
    { key: 'Kind', filter: 'exact', values: ['customer', 'provider'], sortable: true },
    { key: 'Status', filter: 'exact', values: ['pending', 'approved', 'rejected'], sortable: true },
    { key: 'Stage', filter: 'exact', values: ['pending', 'decided'] },
    { key: 'CreatedAt', sortable: true },
    { key: 'DecidedAt', sortable: true },
  ],
  order: 't."Id" desc',
  present: (r) => ({
    Id: Number(r.Id),
    Applicant: r.Applicant,
    CompanyName: r.CompanyName,
    CompanyNameEn: r.CompanyNameEn,
    Kind: r.Kind,
    ContactName: r.ContactName,
    ContactPhone: r.ContactPhone,
    Uscc: r.Uscc ?? '',
    Status: r.Status,
    Reason: r.Reason,
    CreatedAt: new Date(r.CreatedAt).toISOString(),
    DecidedAt: r.DecidedAt ? new Date(r.DecidedAt).toISOString() : null,
    DecidedBy: r.DecidedBy,
  }),
  sheet: [
    { header: '公司名称 CompanyName', value: (r) => r.CompanyName, width: 30 },
    { header: '类型 Kind', value: (r) => r.Kind },
    { header: '申请人 Applicant', value: (r) => r.Applicant, width: 24 },
    { header: '联系人 ContactName', value: (r) => r.ContactName },
    { header: '电话 ContactPhone', value: (r) => r.ContactPhone },
    { header: '统一社会信用代码 Uscc', value: (r) => r.Uscc, width: 22 },
    { header: '状态 Status', value: (r, lang) => statusText(accountStatusWords, r.Status, lang) },
    { header: '原因 Reason', value: (r) => r.Reason, width: 30 },
    { header: '申请时间 CreatedAt', value: (r) => r.CreatedAt, width: 24 },
    { header: '审核时间 DecidedAt', value: (r) => r.DecidedAt, width: 24 },
    { header: '审核人 DecidedBy', value: (r) => r.DecidedBy },
  ],
};

const listPath = (kind: Kind) => (kind === 'customer' ? ENDPOINTS.customerList : ENDPOINTS.providerList);

/** The customers' or providers' list. */
export const companyList = (kind: Kind): ListSpec<CompanySqlRow, CompanyWire> => ({
  path: listPath(kind),
  access: ACCESS_BY_KIND[kind].read,
  exportAccess: ACCESS_BY_KIND[kind].exp,
  title: kind === 'customer' ? 'customers' : 'providers',
  base: () => ({ sql: `${COMPANY_SELECT} where c.kind = $1`, params: [kind] }),
  columns: [
    { key: 'Code', filter: 'text', sortable: true },
    { key: 'Name', filter: 'text', sortable: true },
    { key: 'ContactName', filter: 'text', sortable: true },
    {
      key: 'SalespeopleNames',
      filter: 'text',
      contains: (p) =>
        `exists (select 1 from company_salespeople s join employee_directory e on e.id = s.employee_id where s.company_id = t."Id" and e.name ilike ${p})`,
    },
    { key: 'Status', filter: 'exact', values: ['active', 'pending', 'disabled'], sortable: true },
    { key: 'Employees', sortable: true },
    { key: 'CreatedAt', sortable: true },
  ],
  order: 't."Id"',
  present: presentCompany,
  sheet: [
    { header: '代码 Code', value: (r) => r.Code },
    { header: '名称 Name', value: (r) => r.Name, width: 36 },
    { header: '英文名称 NameEn', value: (r) => r.NameEn, width: 40 },
    { header: '联系人 ContactName', value: (r) => r.ContactName },
    { header: '电话 ContactPhone', value: (r) => r.ContactPhone },
    { header: '邮箱 Email', value: (r) => r.Email, width: 24 },
    { header: '地址 Address', value: (r) => r.Address, width: 40 },
    { header: '业务员 Salespeople', value: (r) => r.Salespeople.map((s) => s.Name).join(', ') },
    { header: '状态 Status', value: (r, lang) => statusText(accountStatusWords, r.Status, lang) },
    { header: '员工数 Employees', value: (r) => r.Employees },
  ],
});

/** Customers or providers from a workbook: each row checked, then made like a created company. */
export const companyImport = (kind: Kind): ImportSpec<Details & { Code: string; Kind: Kind }> => ({
  path: `${listPath(kind)}/Import`,
  access: ACCESS_BY_KIND[kind].imp,
  fields: [
    { key: 'Code', headers: ['代码 Code', '代码'] },
    { key: 'Name', headers: ['名称 Name', '名称'], required: true },
    { key: 'NameEn', headers: ['英文名称 NameEn', '英文名称'] },
    { key: 'ContactName', headers: ['联系人 ContactName', '联系人'] },
    { key: 'ContactPhone', headers: ['电话 ContactPhone', '电话'] },
    { key: 'Email', headers: ['邮箱 Email', '邮箱'] },
    { key: 'Address', headers: ['地址 Address', '地址'] },
  ],
  async check(tx, _actor, c) {
    const reasons: string[] = [];
    const code = (c.Code ?? '').toUpperCase();
    if (code && !CODE.test(code)) reasons.push('Code takes 2 to 30 capital letters, digits or dashes');
    if (code && (await codeTaken(tx, code))) reasons.push(`Code ${code} is already taken`);
    if (c.Name!.length < 2 || c.Name!.length > 100) reasons.push('Name needs 2 to 100 characters');
    if (await nameTaken(tx, c.Name!, kind)) reasons.push(`a ${kind} called "${c.Name}" exists already`);
    if (!PHONE.test(c.ContactPhone ?? '')) reasons.push('ContactPhone is not a phone number');
    if (!EMAIL.test(c.Email ?? '')) reasons.push('Email is not an e-mail address');
    if (reasons.length) return reasons;
    return { ...c, Name: c.Name!, Code: code || (await nextCode(tx, kind)), Kind: kind };
  },
  write: async (tx, actor, v) => void (await insertCompany(tx, actor, v, 'import')),
});
