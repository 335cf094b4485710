import type { MoveRefusal } from '../../../src/domain/crm/opportunityStages';
import type { Outcome } from '../../http/outcome';
import { missing } from '../../platform/refusal';
import { refuse } from './checks';

/** The opportunities' refusals in words (commercial.md §7.3): 400 with a Code; 404 for one the person may not see. */

export const noOpportunity = <T>() => missing<T>('No such opportunity.', '没有这个商机。');

const MOVE_WORDS: Record<MoveRefusal, { zh: string; en: string }> = {
  NO_STAGE: { zh: '没有这个商机阶段。', en: 'There is no such stage.' },
  SAME_STAGE: { zh: '商机已在这个阶段。', en: 'The opportunity is already at that stage.' },
  USE_WIN_OR_LOSE: { zh: '赢单或输单请用“赢单”“输单”按钮（输单需填写原因）。', en: 'Use Win or Lose to close an opportunity (a loss needs its reason).' },
  ROLLBACK_NOT_ALLOWED: {
    zh: '商机已赢单或输单：只有销售主管可以把它退回进行中的阶段。',
    en: 'The opportunity is won or lost: only a sales manager may move it back to an open stage.',
  },
};
export const moveRefused = <T>(code: MoveRefusal): Outcome<T> => refuse<T>(code, MOVE_WORDS[code]);

export const closedAlready = <T>() =>
  refuse<T>('CLOSED', { zh: '商机已赢单或输单：请先由主管退回进行中的阶段。', en: 'The opportunity is already won or lost: a manager reopens it first.' });
export const reasonRequired = <T>() => refuse<T>('REASON_REQUIRED', { zh: '请从列表中选择输单原因。', en: 'Choose the reason for the loss from the list.' });
export const inPool = <T>() =>
  refuse<T>('IN_POOL', { zh: '这个客户在公海中：请先领取到您的私海再建商机。', en: 'That customer is in the pool: claim it into your private sea first.' });
export const noQuote = <T>() => refuse<T>('NO_QUOTE', { zh: '请选择这个客户所关联公司的一份报价。', en: "Choose a quote of the customer's linked company." });
export const badAmount = <T>() => refuse<T>('AMOUNT', { zh: '预计毛利金额或币种不正确。', en: 'The estimated gross profit or its currency is not valid.' });
export const badContact = <T>() => refuse<T>('NO_CONTACT', { zh: '请选择这个客户的联系人。', en: "Choose one of the customer's contacts." });
