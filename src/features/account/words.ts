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
  /** The register screen's code step (a mobile number's sign-up, issue 50). */
  registerCheckSms: (account: string) => ({
    zh: `请查收短信验证码完成注册：输入发送到 ${account} 的 6 位验证码（10 分钟内有效，最多可输错 5 次）。`,
    en: `Enter the code we sent by SMS to ${account} to finish signing up (6 digits, valid for 10 minutes, 5 tries).`,
  }),
  smsCode: sessionFieldWords.Code,
  smsCodeRule: { zh: '6 位数字', en: '6 digits' },
  finishSignUp: { zh: '完成注册', en: 'Finish signing up' },
  resendIn: (seconds: number) => ({ zh: `${seconds} 秒后可重新发送`, en: `Send another code in ${seconds} s` }),
  resendCode: { zh: '重新发送验证码', en: 'Send another code' },
  resendRule: {
    zh: '验证码每 60 秒最多发送一次；重新发送后，之前的验证码失效。',
    en: 'A code can be sent once a minute at most; a new code replaces the one before.',
  },
  otherNumber: { zh: '更换号码', en: 'Use another number' },
});
