import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';
import { accountStatusWords } from '../../contract/platform/words';

/** Status words shown instead of codes. */
export const STATUS_TEXT: Record<string, { zh: string; en: string }> = {
  ...accountStatusWords,
  customer: commonWords.customer,
  provider: adminWords.provider,
  platform: adminWords.platform,
  role: adminWords.role,
  employee: adminWords.employee,
};

export const statusOptions = (...keys: string[]) => keys.map((k) => ({ value: k, label: STATUS_TEXT[k]! }));
