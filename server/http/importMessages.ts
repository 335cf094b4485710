import type { SiLang } from '../../src/domain/si/messages';
import { IMPORT_LIMITS } from './importLimits';
import type { RefusalCode } from './zipInflate';

/** Why reading an import stopped, beyond what the file itself says (sheetReader.ts). */
export type ReadFailure = RefusalCode | 'READ_FAILED' | 'READ_TIMEOUT' | 'BUSY';

const MIB = 1024 * 1024;
const rows = IMPORT_LIMITS.maxRows.toLocaleString('en-US');

/** Status and the message in each language; the envelope's Code is `IMPORT_` + the key. */
export const IMPORT_REFUSALS: Record<ReadFailure, { status: number; zh: string; en: string }> = {
  NOT_XLSX: { status: 400, zh: '文件不是 Excel 工作簿（.xlsx 或 .xls）。', en: 'The file is not an Excel workbook (.xlsx or .xls).' },
  NO_SHEET: { status: 400, zh: '工作簿里没有带表头行的工作表。', en: 'The workbook has no sheet with a header row.' },
  ENCRYPTED: { status: 400, zh: '文件设有密码，请取消密码后再导入。', en: 'The file is password-protected: remove the password, then import it.' },
  DAMAGED: { status: 400, zh: '文件已损坏：压缩包内容与其声明的大小不符。', en: 'The file is damaged: its parts do not match the sizes it declares.' },
  INFLATES_TOO_LARGE: {
    status: 413,
    zh: `文件解压后超过 ${IMPORT_LIMITS.maxInflatedBytes / MIB} MiB 的上限，请拆分后分批导入。`,
    en: `The file unpacks to more than the ${IMPORT_LIMITS.maxInflatedBytes / MIB} MiB limit: split it and import the parts.`,
  },
  TOO_MANY_PARTS: {
    status: 413,
    zh: `文件包含的部件超过 ${IMPORT_LIMITS.maxParts} 个，不像是一个普通的工作簿。`,
    en: `The file holds more than ${IMPORT_LIMITS.maxParts} parts, more than a workbook has.`,
  },
  TOO_MANY_ROWS: {
    status: 413,
    zh: `每次最多导入 ${rows} 行（不含表头），请拆分后分批导入。`,
    en: `An import takes at most ${rows} rows (besides the header): split the sheet and import the parts.`,
  },
  READ_FAILED: {
    status: 400,
    zh: '文件过于复杂，读取它所需的内存超过了导入的上限。',
    en: 'The file is too complex to read within the memory an import may use.',
  },
  READ_TIMEOUT: {
    status: 503,
    zh: `读取文件超过 ${IMPORT_LIMITS.readTimeoutMs / 1000} 秒，已停止；请拆分文件或稍后重试。`,
    en: `Reading the file took more than ${IMPORT_LIMITS.readTimeoutMs / 1000} s and was stopped: split it or try again later.`,
  },
  BUSY: { status: 503, zh: '其他导入正在读取中，请稍后重试。', en: 'Other imports are being read: try again in a moment.' },
};

export const importMessage = (failure: ReadFailure, lang: SiLang) => IMPORT_REFUSALS[failure][lang];
