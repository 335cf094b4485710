import { Tag } from '@blueprintjs/core';
import type { SubscriptionStatus } from '../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../i18n/language';
import { SUBSCRIPTION_STATUS_WORDS } from './words';

/** A subscription's state, coloured by where it stands. */
const INTENT: Record<SubscriptionStatus, 'none' | 'success' | 'warning' | 'danger'> = {
  REQUESTED: 'warning',
  ACTIVE: 'success',
  REJECTED: 'danger',
  REVOKED: 'danger',
  CANCELLED: 'none',
};

export const SubscriptionTag = ({ status }: { status: SubscriptionStatus }) => {
  const lang = useLanguage();
  return <Tag intent={INTENT[status]}>{SUBSCRIPTION_STATUS_WORDS[status][lang]}</Tag>;
};
