import type { Bilingual } from '../../../src/i18n/bilingual';
import type { Outcome } from '../../http/outcome';
import { missing, no } from '../../platform/refusal';

/** The CRM's refusals (commercial.md §7.3): 400 with a Code and words naming the record, never 409; 404 for what the person may not see. */

export const noCustomer = <T>() => missing<T>('No such customer.', '没有这个客户。');
export const noLead = <T>() => missing<T>('No such lead.', '没有这条线索。');
export const noDict = <T>() => missing<T>('No such list entry.', '没有这个字典项。');
export const noPool = <T>() => missing<T>('No such pool.', '没有这个公海池。');
export const noContact = <T>() => missing<T>('No such contact.', '没有这个联系人。');
export const noEmployee = <T>() => no<T>('NO_EMPLOYEE', 'Choose a salesperson of your company.', '请选择本公司的销售人员。');
export const stale = <T>() =>
  no<T>('STALE', 'Someone changed this since you opened it: reload it, then make your change again.', '您打开之后已有人修改：请重新加载后再操作。');
export const refuse = <T>(code: string, w: Bilingual): Outcome<T> => no<T>(code, w.en, w.zh);
