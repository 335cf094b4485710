import type { Bilingual } from '../../i18n/bilingual';
import { containerEventFieldWords } from '../containerEvents/public';
import { packingFieldWords } from '../packing/public';
import { commonFieldWords } from '../words';
import type { ActorRole, Severity } from './codes';

const table = <K extends string>(t: Record<K, Bilingual>) => t;

/**
 * The exceptions of operations.md §12.1 in words: each code's name, the severities and who acts.
 * A screen never shows a code like `VGM_MISSING` alone: it shows these (the code beside, in grey).
 */
export const exceptionCodeWords = table({
  DOC_CUTOFF: { zh: '截单临近：提单补料未审核', en: 'Documentation cut-off: SI not approved' },
  VGM_MISSING: { zh: 'VGM 未申报', en: 'VGM not declared' },
  VGM_DEVIATION: { zh: 'VGM 与过磅重量偏差过大', en: 'VGM deviates from the weighed mass' },
  PKL_NOT_OPENED: { zh: '装箱单未开', en: 'Packing lists not opened' },
  NOT_GATED_IN: { zh: '重箱未进港', en: 'Laden box not gated in' },
  SHUT_OUT: { zh: '疑似退关（已进港未装船）', en: 'Shut out (gated in, not loaded)' },
  MANIFEST_DUE: { zh: '舱单即将截止', en: 'Manifest due' },
  MANIFEST_FAILED: { zh: '舱单发送失败或海关退单', en: 'Manifest failed or rejected' },
  ETA_SLIP: { zh: '预计到港推迟', en: 'ETA slipped' },
  CUSTOMS_HOLD: { zh: '海关查验扣留', en: 'Customs hold' },
  BL_BLOCKED: { zh: '提单申请被拦截', en: 'B/L application blocked' },
  UNPAID_AFTER_ARRIVAL: { zh: '到港 3 天后仍有应收未收', en: 'Receivables unpaid 3 days after arrival' },
});

export const severityWords: Record<Severity, Bilingual> = {
  high: { zh: '高', en: 'High' },
  medium: { zh: '中', en: 'Medium' },
  low: { zh: '低', en: 'Low' },
};

/** Who acts on an exception (operations.md §2's roles). */
export const actorRoleWords: Record<ActorRole, Bilingual> = {
  customer: commonFieldWords.CustomerCompanyId,
  clerk: { zh: '单证员', en: 'Documentation clerk' },
  operator: { zh: '操作员', en: 'Operator' },
  trucker: packingFieldWords.PKL_TRUCKER_ID,
  verifier: { zh: '舱单审核员', en: 'Manifest verifier' },
  customerService: { zh: '客服', en: 'Customer service' },
  finance: { zh: '财务', en: 'Finance' },
};

/** The control tower's and the work center's call fields as their pages name them (fieldWords.ts). */
export const controlTowerFieldWords = {
  Severity: { zh: '级别', en: 'Severity' },
  Acked: { zh: '只看已暂缓的', en: 'Snoozed only' },
  DocType: containerEventFieldWords.EVT_DOC_TYPE,
  DocId: containerEventFieldWords.EVT_DOC_REF,
  SnoozeHours: { zh: '暂缓多久（小时）', en: 'Snooze for (hours)' },
  Note: { zh: '暂缓说明', en: 'Why snoozed' },
  Queue: { zh: '队列', en: 'Queue' },
} satisfies Record<string, Bilingual>;
