import type { FieldSpec } from '../../lib/ApiForm';
import type { CompanyWire } from '../../contract/admin';

type Tr = (zh: string, en: string) => string;

/** The fields every company form shares (create, edit own, edit a customer or provider). */
export const companyFields = (tr: Tr): FieldSpec[] => [
  { name: 'Name', label: tr('公司名称', 'Company name') },
  { name: 'NameEn', label: tr('英文名称', 'English name') },
  { name: 'ContactName', label: tr('联系人', 'Contact') },
  { name: 'ContactPhone', label: tr('联系电话', 'Contact phone'), type: 'tel' },
  { name: 'Email', label: tr('邮箱', 'E-mail'), type: 'email' },
  { name: 'Address', label: tr('地址', 'Address') },
  { name: 'Remark', label: tr('备注', 'Remark'), type: 'textarea' },
];

export const companyInitial = (c: CompanyWire): Record<string, string> => ({
  Name: c.Name, NameEn: c.NameEn, ContactName: c.ContactName, ContactPhone: c.ContactPhone, Email: c.Email, Address: c.Address, Remark: c.Remark, Status: c.Status,
});

/** The form's values as the call's body (empty optional fields sent as empty text). */
export const companyBody = (v: Record<string, string>) => ({
  Name: v.Name ?? '', NameEn: v.NameEn ?? '', ContactName: v.ContactName ?? '', ContactPhone: v.ContactPhone ?? '', Email: v.Email ?? '', Address: v.Address ?? '', Remark: v.Remark ?? '',
});
