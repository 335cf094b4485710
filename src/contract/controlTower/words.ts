import type { Bilingual } from '../../i18n/bilingual';
import { containerEventFieldWords } from '../containerEvents/public';
import type { Severity } from './codes';

export const severityWords: Record<Severity, Bilingual> = {
  high: { zh: '高', en: 'High' },
  medium: { zh: '中', en: 'Medium' },
  low: { zh: '低', en: 'Low' },
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
