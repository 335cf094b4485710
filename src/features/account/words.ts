import { commonWords } from '../../i18n/commonWords';
import { defineWords } from '../../i18n/words';
import { sessionFieldWords } from '../../contract/session/words';

/** The account module's words in both languages: `useWords(accountWords)` in its screens. */
export const accountWords = defineWords({
  acceptedCompanyAccountIs: { zh: '已接受，企业账号已绑定', en: 'Accepted: the company account is yours' },
  declined: commonWords.declined,
  companiesInviteYouTo: { zh: '企业邀请您绑定账号', en: 'Companies invite you to a company account' },
  onceYouAcceptYou: {
    zh: '接受后，您可以用个人账号以该员工身份登录；不认识的邀请请拒绝。',
    en: 'Once you accept, you sign in as that employee with your own account. Decline an invitation you do not recognise.',
  },
  from: { zh: '邀请人', en: 'From' },
  accept: sessionFieldWords.Accept,
  decline: { zh: '拒绝', en: 'Decline' },
});
