import { defineWords } from '../i18n/words';

/** The shell's own words beside its dictionary (src/i18n/dictionary.ts): the frames' names, the language switch. */
export const shellWords = defineWords({
  // layouts/layouts.tsx
  staff: { zh: '员工端', en: 'Staff' },
  account: { zh: '账户管理', en: 'Account' },
  companySite: { zh: '企业门户', en: 'Company site' },
  portal: { zh: '新版门户', en: 'Portal' },
  partnerPortal: { zh: '第三方门户', en: 'Partner portal' },
  // layouts/SiteContact.tsx
  contactUs: { zh: '联系我们', en: 'Contact us' },
  // ShellNavbar.tsx: the language a click switches to, named in that language
  otherLanguage: { zh: 'EN', en: '中文' },
});
