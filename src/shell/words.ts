import { defineWords } from '../i18n/words';

/** The shell module's words in both languages: `useWords(shellWords)` in its screens. */
export const shellWords = defineWords({
  staff: { zh: '员工端', en: 'Staff' },
  account: { zh: '账户管理', en: 'Account' },
  companySite: { zh: '企业门户', en: 'Company site' },
  portal: { zh: '新版门户', en: 'Portal' },
  partnerPortal: { zh: '第三方门户', en: 'Partner portal' },
});
