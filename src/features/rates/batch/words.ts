import type { BatchRowWire } from '../../../contract/rates/batchCalls';
import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { ruleWords } from '../rules/words';
import { rateWords } from '../words';
import { batchKindWords, batchStatusWords, ratesFieldWords } from '../../../contract/rates/words';
import { sharedWords } from '../../../contract/words';

/** What a person calls each batch state, kind and row action. */
export const BATCH_STATUS_WORDS = batchStatusWords; // the contract's words (the export writes the same)
export const BATCH_KIND_WORDS = batchKindWords;
export const ROW_ACTION_WORDS: Record<BatchRowWire['Action'], { zh: string; en: string }> = {
  CREATE: { zh: '新增', en: 'New rate' },
  UPDATE: { zh: '新版本', en: 'New version' },
  SPLIT: { zh: '拆分有效期', en: 'Window split' },
  SKIP: { zh: '跳过（无变化）', en: 'Skipped (unchanged)' },
};

export const batchWords = defineWords({
  status: commonWords.status,
  carrier: commonWords.carrier,
  pol: commonWords.pol,
  via: commonWords.via,
  pod: commonWords.pod,
  currency: commonWords.currency,
  validFrom: commonWords.validFrom,
  validTo: commonWords.validTo,
  transitDays: commonWords.transitDays,
  remarks: commonWords.remarks,
  // the import pages
  importHint: {
    zh: '上传船公司原始运价表或本系统模板：表头可在标题行下方、可为两行合并表头，每个航线一个工作表均可。每一行都会单独校验；被拒绝的行不影响其他行。确认预览后执行，通过的行成为草稿，在「草稿」页批量提交。',
    en: "Upload a carrier's own rate sheet or our template: the header may sit under a title and span two lines with merged cells, one sheet per trade is fine. Every row is checked on its own; a refused row never stops the others. After the preview, apply: the good rows become drafts to submit from the drafts page.",
  },
  v2Hint: {
    zh: '模板 v2：每条航线一行，每个箱型一列。预览中可直接在表格里修改被拒绝的行，修改后立即重新校验。',
    en: 'Template v2: one row per lane, one column per class. In the preview, correct a refused row in the grid: it is checked again as you leave it.',
  },
  template: (v: string) => ({ zh: `下载模板 ${v}`, en: `Download template ${v}` }),
  sheetDefaults: { zh: '表格未写明时使用（可选）', en: 'When the sheet does not say (optional)' },
  rateType: rateWords.rateType,
  chooseFile: { zh: '选择运价表（.xlsx 或 .xls）并上传', en: 'Choose a rate sheet (.xlsx or .xls) and upload' },
  uploading: { zh: '正在读取和校验…', en: 'Reading and checking…' },
  // a batch
  batchTitle: (id: number, kind: string) => ({ zh: `批次 ${id} · ${kind}`, en: `Batch ${id} · ${kind}` }),
  counts: (total: number, ok: number, refused: number) => ({
    zh: `共 ${total} 行：通过 ${ok} 行，拒绝 ${refused} 行`,
    en: `${total} rows: ${ok} pass, ${refused} refused`,
  }),
  applied: (n: number) => ({ zh: `已写入 ${n} 条运价`, en: `${n} rates written` }),
  by: (who: string, at: string) => ({ zh: `${who} 创建于 ${at}`, en: `made by ${who} at ${at}` }),
  decidedBy: (who: string, at: string) => ({ zh: `${who} 处理于 ${at}`, en: `decided by ${who} at ${at}` }),
  notice: { zh: '关联公告', en: 'Linked notice' },
  all: { zh: '全部行', en: 'All rows' },
  passing: { zh: '通过', en: 'Pass' },
  refused: commonWords.refused,
  apply: { zh: '执行批次', en: 'Apply the batch' },
  applyImportAsk: (n: number) => ({
    zh: `写入 ${n} 行为草稿？被拒绝的行不会写入。全部成功或全部不写入。`,
    en: `Write ${n} rows as drafts? Refused rows are left out. All of them are written, or none.`,
  }),
  applyChangeAsk: (n: number) => ({
    zh: `发布 ${n} 条运价的新版本？旧版本按预览结束或被取代。全部成功或全部不执行。`,
    en: `Publish new versions of ${n} rates? The old versions end or are superseded as previewed. All of them, or none.`,
  }),
  appliedToast: (n: number) => ({ zh: `批次已执行：写入 ${n} 条`, en: `Batch applied: ${n} written` }),
  applying: (percent: number) => ({ zh: `后台执行中：${percent}%`, en: `Applying in the background: ${percent}%` }),
  applyQueued: { zh: '批次较大，已转入后台执行，可离开本页', en: 'A large batch: it is applied in the background, you may leave this page' },
  applyRetrying: { zh: '执行失败，稍后自动重试', en: 'The apply failed: it is tried again shortly' },
  applyFailed: { zh: '执行多次失败，已交平台管理员处理', en: 'The apply failed every attempt: the platform administrators have it' },
  cancel: { zh: '取消批次', en: 'Cancel the batch' },
  cancelAsk: { zh: '取消这个批次？不会写入任何运价。', en: 'Cancel this batch? Nothing is written.' },
  errorSheet: { zh: '下载拒绝行（Excel）', en: 'Download refused rows (Excel)' },
  openDrafts: { zh: '去草稿页提交', en: 'Submit them from the drafts' },
  openRates: { zh: '查看已发布运价', en: 'See the published rates' },
  row: { zh: '行', en: 'Row' },
  sheet: commonWords.sheet,
  lane: commonWords.lane,
  action: { zh: '处理', en: 'Action' },
  before: { zh: '调整前', en: 'Before' },
  after: { zh: '调整后', en: 'After' },
  reasons: { zh: '拒绝原因', en: 'Why refused' },
  written: { zh: '写入', en: 'Written' },
  noRows: { zh: '没有符合的行。', en: 'No rows.' },
  saveRow: { zh: '保存并重新校验', en: 'Save and check again' },
  rowSaved: (ok: boolean) => ({ zh: ok ? '已通过校验' : '仍有问题，请看原因', en: ok ? 'The row passes now' : 'Still refused: see the reasons' }),
  // the increase page
  increaseHint: {
    zh: '先筛选要调整的已发布运价（航线、船公司、起运港或目的港至少一项），填写各箱型的调整金额或百分比与生效日期，预览每条运价调整前后的价格后再执行。生效日在有效期中间时，原运价截止到前一天，新版本从生效日开始。',
    en: 'Filter the published rates to change (a trade lane, carrier, POL or POD at least), give an amount per class or a percentage and the effective day, preview each rate before and after, then apply. An effective day inside a window splits it: the old version ends the day before, the new one starts that day.',
  },
  kindIncrease: { zh: '调价（GRI/PSS）', en: 'Increase (GRI/PSS)' },
  kindEdit: BATCH_KIND_WORDS.EDIT,
  tradeLanes: { zh: '航线代码（逗号分隔）', en: 'Trade lane codes (comma separated)' },
  carriers: { zh: '船公司代码（逗号分隔）', en: 'Carrier codes (comma separated)' },
  pols: { zh: '起运港代码（逗号分隔）', en: 'POL codes (comma separated)' },
  pods: { zh: '目的港代码（逗号分隔）', en: 'POD codes (comma separated)' },
  classes: { zh: '只调整这些箱型（逗号分隔，空 = 全部）', en: 'Only these classes (comma separated, empty = all)' },
  byAmount: ruleWords.byAmount,
  byPct: ruleWords.byPercent,
  amountOf: (c: string) => ({ zh: `${c} 调整金额`, en: `${c} change` }),
  pct: { zh: '百分比（-50 到 100）', en: 'Percentage (−50 to 100)' },
  effectiveFrom: { zh: '生效日期', en: 'Effective from' },
  reason: { zh: '调价原因', en: 'Reason for the change' },
  newValidTo: { zh: '新的有效期至', en: 'New last day' },
  linkNotice: { zh: '关联运价公告（可选）', en: 'Linked rate notice (optional)' },
  noNotice: { zh: '不关联', en: 'None' },
  preview: commonWords.preview,
  newPlan: { zh: '重新筛选', en: 'New filter' },
  // the results page
  resultsHint: {
    zh: '所有批次及其每一行的结果：新增、更新、拆分、拒绝及原因。可下载拒绝行修改后重新导入。',
    en: 'Every batch and the result of each row: created, updated, split, refused with reasons. Download the refused rows, correct them and import again.',
  },
  batch: ratesFieldWords.BatchId,
  kind: commonWords.kind,
  file: sharedWords.file,
  rows: { zh: '行数', en: 'Rows' },
  createdBy: { zh: '创建人', en: 'Made by' },
  createdAt: { zh: '创建时间', en: 'Made at' },
  open: commonWords.open,
});
