import type { Bilingual } from '../../i18n/bilingual';

/** The sign-in and account calls' fields as their forms name them (issue 32). */
export const sessionFieldWords = {
  Accept: { zh: '接受', en: 'Accept' },
  OldPassword: { zh: '原密码', en: 'Current password' },
} satisfies Record<string, Bilingual>;
