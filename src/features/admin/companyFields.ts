import type { FieldSpec } from '../../lib/ApiForm';
import type { CompanyWire } from '../../contract/admin';
import type { WordsIn } from '../../i18n/words';
import type { commonWords } from '../../i18n/commonWords';
import type { adminWords } from './words';

/** The fields every company form shares (create, edit own, edit a customer or provider). */
export const companyFields = (w: WordsIn<typeof adminWords>, c: WordsIn<typeof commonWords>): FieldSpec[] => [
  { name: 'Name', label: w.companyName },
  { name: 'NameEn', label: w.englishName },
  { name: 'ContactName', label: w.contact },
  { name: 'ContactPhone', label: c.contactPhone, type: 'tel' },
  { name: 'Email', label: w.eMail, type: 'email' },
  { name: 'Address', label: w.address },
  { name: 'Remark', label: w.remark, type: 'textarea' },
];

export const companyInitial = (c: CompanyWire): Record<string, string> => ({
  Name: c.Name,
  NameEn: c.NameEn,
  ContactName: c.ContactName,
  ContactPhone: c.ContactPhone,
  Email: c.Email,
  Address: c.Address,
  Remark: c.Remark,
  Status: c.Status,
});

/** The form's values as the call's body (empty optional fields sent as empty text). */
export const companyBody = (v: Record<string, string>) => ({
  Name: v.Name ?? '',
  NameEn: v.NameEn ?? '',
  ContactName: v.ContactName ?? '',
  ContactPhone: v.ContactPhone ?? '',
  Email: v.Email ?? '',
  Address: v.Address ?? '',
  Remark: v.Remark ?? '',
});
