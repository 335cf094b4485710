import type { Bilingual } from '../../i18n/bilingual';

/** The sign-in and account calls' fields as their forms name them (issue 32). */
export const sessionFieldWords = {
  Accept: { zh: '接受', en: 'Accept' },
  OldPassword: { zh: '原密码', en: 'Current password' },
  /** The sign-up link's key (RegisterConfirm): what a refusal of a broken link names. */
  Token: { zh: '注册链接', en: 'Sign-up link' },
  /** The code texted to a mobile number (RegisterConfirm). */
  Code: { zh: '短信验证码', en: 'Code from the text message' },
} satisfies Record<string, Bilingual>;

/** What the sign-in check refuses before any call runs (403), in both languages (issue 32). */
export const sessionRefusalWords = {
  usersOnly: { zh: '此操作仅限个人用户，公司账号不能使用。', en: 'This call is for individual users; a company account cannot make it.' },
  chooseCompany: { zh: '请先选择公司账号（员工）。', en: 'Choose a company account (employee) first.' },
  takeNewToken: {
    zh: '此操作以员工身份进行：请使用新令牌并重新读取当前信息。',
    en: 'This call acts as an employee: take the new token and reload your current info.',
  },
  accountDisabled: { zh: '该公司账号已停用，请联系公司管理员。', en: 'This company account is disabled. Ask your company admin.' },
  signInFirst: { zh: '请先登录：此操作需要登录。', en: 'Sign in first: this call needs a session.' },
  sessionEnded: { zh: '登录已结束，请重新登录。', en: 'Your session has ended. Please sign in again.' },
  signedInElsewhere: { zh: '该账号已在其他地方登录，本次登录已结束。', en: 'This account signed in somewhere else, which ended this session.' },
  sessionExpired: { zh: '登录已过期，请重新登录。', en: 'Your session has expired. Please sign in again.' },
} satisfies Record<string, Bilingual>;
