import type { Outcome } from '../../http/outcome';
import { badInput, missing, no } from '../../platform/refusal';

/** The campaigns' refusals, each once with its words in both languages (400 with a Code; 404 for another company's record). */
export const refuse = {
  noCampaign: <T>(): Outcome<T> => missing<T>('No such campaign.', '没有这个邮件活动。'),
  noSender: <T>(): Outcome<T> => missing<T>('No such sender.', '没有这个发件人。'),
  noAudience: <T>(): Outcome<T> => missing<T>('No such audience.', '没有这个收件人群。'),
  noTemplate: <T>(): Outcome<T> => missing<T>('No such template.', '没有这个邮件模板。'),
  templateInUse: <T>(count: number): Outcome<T> =>
    no<T>(
      'TEMPLATE_IN_USE',
      `${count} scheduled or sending campaign(s) use this template: delete it after they finish, or cancel them.`,
      `有 ${count} 个已排期或发送中的邮件活动使用此模板，请待其结束或取消后再删除。`,
    ),
  noContact: <T>(): Outcome<T> => missing<T>('No such contact.', '没有这个联系人。'),
  stale: <T>(): Outcome<T> => no<T>('STALE', 'Someone saved this before you: reload it and make your change again.', '已有人先保存了，请刷新后重新修改。'),
  wrongStatus: <T>(zh: string, en: string): Outcome<T> =>
    no<T>('WRONG_STATUS', `The campaign is ${en}: it cannot be changed this way now.`, `邮件活动当前为“${zh}”，不能这样操作。`),
  noUnsubscribe: <T>(): Outcome<T> =>
    no<T>('NO_UNSUBSCRIBE', 'The body must carry the unsubscribe link.', '正文必须包含退订链接。', [
      { Path: '/Blocks', Message: '须包含退订链接 / must carry the unsubscribe link' },
    ]),
  senderNotVerified: <T>(): Outcome<T> =>
    no<T>(
      'SENDER_NOT_VERIFIED',
      'The sender is not verified: check its domain (SPF, DKIM, DMARC) first.',
      '发件人尚未验证，请先验证其域名（SPF、DKIM、DMARC）。',
    ),
  noRecipient: <T>(): Outcome<T> =>
    no<T>(
      'NO_RECIPIENT',
      'No one in these audiences has agreed to receive e-mail (or all are unsubscribed).',
      '所选收件人群中没有同意接收邮件的联系人（或均已退订）。',
    ),
  sendAtPast: <T>(): Outcome<T> =>
    no<T>('SEND_AT_PAST', 'The send time has passed: choose a later one.', '发送时间已过，请选择以后的时间。', [
      { Path: '/SendAt', Message: '早于现在 / in the past' },
    ]),
  badSendAt: <T>(): Outcome<T> => badInput<T>('/SendAt', 'is not a time', '不是有效的时间'),
  rateExpires: <T>(rateNos: string[]): Outcome<T> =>
    no<T>(
      'RATE_EXPIRES',
      `These rates expire before the send time: ${rateNos.join(', ')}. Send earlier or pick other rates.`,
      `以下运价在发送时间之前到期：${rateNos.join('、')}。请提前发送或另选运价。`,
    ),
  noRates: <T>(): Outcome<T> =>
    no<T>('NO_RATES', 'Pick at least one lane or rate to offer.', '请至少选择一条航线或一个运价。', [
      { Path: '/Rates', Message: '未选择运价 / no rate picked' },
    ]),
  noSenderChosen: <T>(): Outcome<T> =>
    no<T>('NO_SENDER', 'Choose the sender first.', '请先选择发件人。', [{ Path: '/SenderId', Message: '未选择 / not chosen' }]),
  noAudienceChosen: <T>(): Outcome<T> =>
    no<T>('NO_AUDIENCE', 'Choose at least one audience.', '请至少选择一个收件人群。', [{ Path: '/AudienceIds', Message: '未选择 / not chosen' }]),
  badEmail: <T>(path: string): Outcome<T> => badInput<T>(path, 'is not an e-mail address', '不是有效的邮箱地址'),
  notSuppressed: <T>(): Outcome<T> => missing<T>('That address is not on the list.', '该地址不在退订名单中。'),
  senderTaken: <T>(): Outcome<T> => badInput<T>('/FromEmail', 'is already a sender here', '已是本公司的发件人'),
};
