import type { CodeProblem } from '../../domain/codeLists/code';
import type { Bilingual } from '../../i18n/bilingual';
import { statusWords } from '../words';

/** A field left empty, said after its name. */
const REQUIRED: Bilingual = { zh: '请填写', en: 'is required' };

/** What the code lists' calls refuse with, in both languages (the server answers in the caller's). */
export const codeListRefusalWords = {
  noList: { zh: '没有这个代码表。', en: 'No such code list.' },
  noEntry: { zh: '没有这个代码。', en: 'No such code.' },
  stale: { zh: '代码表已在别处修改，请刷新后再试。', en: 'The code list was changed elsewhere: reload it and try again.' },
  nameZh: REQUIRED,
  systemCode: {
    zh: '系统代码表的代码由程序读取，不能新增、修改或删除；可以修改名称、顺序和备注，或停用。',
    en: 'A system list’s codes are read by the product: they cannot be added, changed or deleted; rename, reorder, annotate or deactivate them instead.',
  },
  systemList: { zh: '系统代码表不能删除或改代码。', en: 'A system list cannot be deleted or recoded.' },
  activeCell: { zh: '请填写“启用”或“停用”（或 是/否）', en: 'write Active or Disabled (or Yes / No)' },
  notAllEntries: { zh: '排序须包含此代码表的每个代码各一次，请刷新后再试。', en: 'The order must name every code of the list once: reload and try again.' },
} satisfies Record<string, Bilingual>;

/** Why a typed code is refused, said after the field's name (代码：…, Code …). */
export const codeProblemWords: Record<CodeProblem, Bilingual> = {
  empty: REQUIRED,
  tooLong: { zh: '最多 20 个字符', en: 'has at most 20 characters' },
  badChars: { zh: '只能包含字母、数字、“-”和“_”', en: 'takes only letters, digits, - and _' },
};

/** Refusals that name a code. */
export const codeListCodeWords = {
  duplicate: (code: string): Bilingual => ({ zh: `代码 ${code} 已存在（不区分大小写）。`, en: `The code ${code} is already in this list (case aside).` }),
  duplicateList: (code: string): Bilingual => ({ zh: `代码表 ${code} 已存在。`, en: `There is already a code list ${code}.` }),
  inUse: (code: string, uses: string): Bilingual => ({
    zh: `代码 ${code} 正在使用中（${uses}），不能删除；可以停用。`,
    en: `The code ${code} is in use (${uses}): deactivate it instead.`,
  }),
  listInUse: (code: string): Bilingual => ({
    zh: `代码表中的 ${code} 正在使用中，不能删除此表。`,
    en: `The list’s code ${code} is in use: the list cannot be deleted.`,
  }),
};

/** The sheet's words for an entry's state (the export writes them, the import reads them back). */
export const codeListSheetWords = {
  yes: statusWords.active,
  no: statusWords.disabled,
} satisfies Record<string, Bilingual>;
