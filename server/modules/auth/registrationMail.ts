import { publicUrlFromEnv } from '../../http/publicUrl';

/**
 * The two e-mails of a sign-up with an e-mail address (issue 50), both languages, Chinese first: the
 * link that finishes it for an address without an account, and "someone tried" for one that has an
 * account — which the person answering the form never learns apart.
 */
export interface RegistrationMail {
  subject: string;
  text: string;
}

/** The link a confirmation e-mail carries: the register screen opens it and finishes the sign-up. */
export const confirmLink = (token: string) => `${publicUrlFromEnv()}/register?t=${encodeURIComponent(token)}`;

export function confirmMail(name: string, token: string): RegistrationMail {
  const link = confirmLink(token);
  return {
    subject: '完成注册 / Finish signing up',
    text: [
      `${name}，您好：`,
      '请打开下面的链接完成注册（24 小时内有效，只能使用一次）：',
      link,
      '如果不是您本人注册，请忽略这封邮件，不会创建任何账号。',
      '',
      `Hello ${name},`,
      'Open this link to finish signing up (valid for 24 hours, once):',
      link,
      'If you did not sign up, ignore this e-mail: no account is created.',
    ].join('\n'),
  };
}

export function alreadyRegisteredMail(): RegistrationMail {
  const link = `${publicUrlFromEnv()}/?showLogin`;
  return {
    subject: '有人尝试用您的邮箱注册 / Someone tried to sign up with your address',
    text: [
      '有人尝试用这个邮箱地址注册账号，而它已经有账号了。如果是您本人，请直接登录：',
      link,
      '如果不是您，无需任何操作，您的账号没有任何变化。',
      '',
      'Someone tried to sign up with this address, which already has an account. If it was you, sign in:',
      link,
      'If it was not you, there is nothing to do: your account has not changed.',
    ].join('\n'),
  };
}
