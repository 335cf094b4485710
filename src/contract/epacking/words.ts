import type { Bilingual } from '../../i18n/bilingual';
import { packingFieldWords } from '../packing/public';

/** The electronic packing calls' fields as its screens name them (issue 32): the server's refusals read them. */
export const epackingFieldWords = {
  PKL_ID: { zh: '申请的装箱单', en: 'Packing list applied for' },
  Kind: { zh: '申请类型', en: 'Request kind' },
  Reason: { zh: '拆箱原因', en: 'Reason for unpacking' },
  Ids: { zh: '申请', en: 'Requests' },
  Approve: { zh: '批准或驳回', en: 'Approve or reject' },
  Failed: { zh: '仅失败', en: 'Failed only' },
  Queue: { zh: '待审队列', en: 'Audit queue' },
  ECP_NO: { zh: '电子装箱编号', en: 'E-packing no.' },
  ECP_TERMINAL_CODE: { zh: '装货码头', en: 'Loading terminal' },
  ECP_EXTERNAL_REF: { zh: '码头回执号', en: 'Terminal receipt no.' },
  // the lists' filters: the packing list's container and booking, named as there
  CNNO: packingFieldWords.CNNO,
  CGO_ID: packingFieldWords.CGO_ID,
} satisfies Record<string, Bilingual>;
