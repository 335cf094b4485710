/**
 * What other modules use of the SMS channel (the only file of this folder they import): queue a text
 * in their own transaction, send it at once after the commit, and read the simulated phone
 * (docs/modules/sms.md).
 */
export { deliverSms, isMainlandMobile, queueSms, SMS_CHANNEL, type SmsToSend, smsSimulator as smsChannelAdapter } from './channel';
export { simulatedInbox } from './repository';
