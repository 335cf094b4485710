import type { Bilingual } from '../../i18n/bilingual';

/**
 * The background jobs as people read them: each kind by what it does for someone (the kinds are
 * declared by their modules: lists.export server/http/exportJob.ts, rates.batchApply,
 * readySpace.importApply). A kind not listed shows as "other job" with its code.
 */
export const JOB_KIND_WORDS: Readonly<Record<string, Bilingual>> = {
  'lists.export': { zh: '列表导出（Excel）', en: 'List export (Excel)' },
  'rates.batchApply': { zh: '运价批量调整', en: 'Rate batch change' },
  'readySpace.importApply': { zh: '现舱导入', en: 'Ready-space import' },
};

export const jobKindWords = (kind: string): Bilingual => JOB_KIND_WORDS[kind] ?? { zh: `其他后台任务（${kind}）`, en: `Other background job (${kind})` };

/** The refusals of the dead letters' calls. */
export const jobRefusalWords = {
  notDead: { zh: '该任务不是失败任务（正在运行、等待中或已完成）。', en: 'This job is not a dead letter (it is running, waiting or done).' },
  reason: { zh: '请写明为何放弃该任务。', en: 'Say why the job is discarded.' },
} as const;
