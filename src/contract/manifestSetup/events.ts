import type { Bilingual } from '../../i18n/bilingual';
import { mftFilingWords } from '../../domain/manifest/public';
import { manifestSetupFieldWords as F, REMARK_USE_WORDS, SWITCH_WORDS } from './words';

/**
 * A setup record's history (filing configurations, standard remarks, party templates) in words, as
 * its page shows it: what happened and the values saved, each under the name its form gives it —
 * never an event code, a stored key or JSON.
 */
type Detail = Record<string, unknown>;
const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const both = (zh: string, en: string): Bilingual => ({ zh, en });
const LABELS = F as Record<string, Bilingual>;
/** Keys a saved record carries that its page already shows (the company, the version). */
const UNSAID = new Set(['CompanyId', 'Version']);

function value(key: string, v: unknown): Bilingual {
  if (typeof v === 'boolean') return v ? SWITCH_WORDS.on : SWITCH_WORDS.off;
  if (key === 'MCF_FILING') return mftFilingWords[s(v) as keyof typeof mftFilingWords] ?? both(s(v), s(v));
  if (key === 'MRK_USE') return REMARK_USE_WORDS[s(v) as keyof typeof REMARK_USE_WORDS] ?? both(s(v), s(v));
  return both(s(v), s(v));
}

/** The saved values under their form names, empty ones left out: "申报类型 中国出口预配舱单，截止（装船前小时数） 24 …". */
function values(d: Detail): Bilingual {
  const parts = Object.entries(d)
    .filter(([k, v]) => !UNSAID.has(k) && LABELS[k] && v !== null && v !== undefined && s(v).trim() !== '')
    .map(([k, v]) => ({ label: LABELS[k]!, value: value(k, v) }));
  return { zh: parts.map((p) => `${p.label.zh} ${p.value.zh}`).join('，'), en: parts.map((p) => `${p.label.en} ${p.value.en}`).join(', ') };
}
const withValues = (head: Bilingual, d: Detail): Bilingual => {
  const v = values(d);
  return v.zh ? both(`${head.zh}：${v.zh}`, `${head.en}: ${v.en}`) : head;
};
const party = (v: unknown): Bilingual => LABELS[s(v)] ?? both(s(v), s(v));

const TEXT: Record<string, (d: Detail) => Bilingual> = {
  'v1.ManifestConfigCreated': (d) => withValues(both('新建舱单配置', 'Filing configuration made'), d),
  'v1.ManifestConfigSaved': (d) => withValues(both('保存舱单配置', 'Filing configuration saved'), d),
  'v1.ManifestConfigDeleted': () => both('删除舱单配置', 'Filing configuration deleted'),
  'v1.ManifestRemarkCreated': (d) => withValues(both('新建标准备注', 'Standard remark made'), d),
  'v1.ManifestRemarkSaved': (d) => withValues(both('保存标准备注', 'Standard remark saved'), d),
  'v1.ManifestRemarkDeleted': () => both('删除标准备注', 'Standard remark deleted'),
  'v1.SftTemplateCreated': (d) => both(`新建模板“${s(d.Name)}”`, `Template "${s(d.Name)}" made`),
  'v1.SftTemplateSaved': (d) => both(`保存模板“${s(d.Name)}”`, `Template "${s(d.Name)}" saved`),
  'v1.SftTemplateDeleted': (d) => both(`删除模板“${s(d.Name)}”`, `Template "${s(d.Name)}" deleted`),
  'v1.CodeCheckOverridden': (d) =>
    both(
      `${party(d.Party).zh}企业代码 ${s(d.Code)} 未通过校验，按原因保留：${s(d.Reason)}`,
      `${party(d.Party).en}'s enterprise code ${s(d.Code)} failed its check and was kept: ${s(d.Reason)}`,
    ),
};

const OTHER: Bilingual = { zh: '其他记录', en: 'Other entry' };

export const manifestSetupEventText = (type: string, detail: unknown): Bilingual =>
  TEXT[type]?.(detail && typeof detail === 'object' ? (detail as Detail) : {}) ?? OTHER;

/** The event types the setup writes (a test keeps this list and the services' writes together). */
export const MANIFEST_SETUP_EVENT_TYPES = Object.keys(TEXT);
