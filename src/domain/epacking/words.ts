import { statusWords } from '../../contract/words';
import type { Bilingual } from '../../i18n/bilingual';
import { PKL_STATUS, pklStatusWords } from '../packing/public';
import { type EcpKind, type EcpReason, type EcpStatus, ECP_KIND, ECP_STATUS } from './status';

/** Each state of an electronic packing request (operations.md §4.2) as people read it, never the bare number. */
export const ecpStatusWords: Record<EcpStatus, Bilingual> = {
  [ECP_STATUS.SUBMITTED]: pklStatusWords[PKL_STATUS.APPLIED],
  [ECP_STATUS.APPROVED]: { zh: '已批准（待发送）', en: 'Approved (queued)' },
  [ECP_STATUS.REJECTED]: { zh: '已驳回', en: 'Rejected by the operator' },
  [ECP_STATUS.TRANSMITTED]: statusWords.sent,
  [ECP_STATUS.ACKNOWLEDGED]: { zh: '码头已接收', en: 'Acknowledged by the terminal' },
  [ECP_STATUS.TERMINAL_REJECTED]: { zh: '码头拒收', en: 'Rejected by the terminal' },
  [ECP_STATUS.SEND_FAILED]: { zh: '发送失败', en: 'Send failed' },
  [ECP_STATUS.WITHDRAWN]: statusWords.withdrawn,
};

export const ecpKindWords: Record<EcpKind, Bilingual> = {
  [ECP_KIND.PACK]: { zh: '电子装箱', en: 'Electronic packing' },
  [ECP_KIND.UNPACK]: { zh: '拆箱', en: 'Unpacking' },
};

export const ecpReasonWords: Record<EcpReason, Bilingual> = {
  SHUT_OUT: { zh: '退关', en: 'Shut out' },
  RESTUFF: { zh: '改装', en: 'Re-stuffing' },
  CANCEL: { zh: '取消出运', en: 'Shipment cancelled' },
  INSPECTION: { zh: '查验', en: 'Inspection' },
  DECONSOLIDATION: { zh: '拼箱拆分', en: 'LCL de-consolidation' },
};
