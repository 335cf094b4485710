import type { ModuleFieldWords } from '../registry';
import { commonFieldWords } from '../words';

/** The code lists' field words, found by fieldLabels.ts under this name in this file (Code, NameEn, Remarks … are the common words). */
export const fieldWords: ModuleFieldWords = {
  fields: {
    NameZh: { zh: '中文名称', en: 'Chinese name' },
    ListId: { zh: '代码表', en: 'Code list' },
    EntryIds: { zh: '代码顺序', en: 'Order of the codes' },
    Q: { zh: '搜索', en: 'Search' },
  },
};

/** Every field of an entry as the sheet and the row report name it. */
export const entryFieldWords = {
  Code: commonFieldWords.Code,
  NameZh: fieldWords.fields.NameZh!,
  NameEn: commonFieldWords.NameEn,
  Active: commonFieldWords.Active,
  Remarks: commonFieldWords.Remarks,
};
