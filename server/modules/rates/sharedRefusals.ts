import { missing, no } from '../../platform/refusal';

/** What the shared-rate calls refuse alike (offers, subscriptions, the pool). */
export const notFound = <T>() => missing<T>('No such offer or subscription.', '没有这个共享或订阅。');
export const sharingStale = <T>() =>
  no<T>('STALE', 'Someone changed this since you opened it: reload, then try again.', '您打开之后已有人修改：请刷新后再操作。');
