import type { ModuleFieldWords } from '../registry';

/** The surveys' field words, found by fieldLabels.ts under this name in this file. */
export const fieldWords: ModuleFieldWords = {
  fields: {
    Audience: { zh: '对象', en: 'Audience' },
    TitleZh: { zh: '标题（中文）', en: 'Title (Chinese)' },
    TitleEn: { zh: '标题（英文）', en: 'Title (English)' },
    Intro: { zh: '说明', en: 'Introduction' },
    Questions: { zh: '问题', en: 'Questions' },
    Kind: { zh: '题型', en: 'Question kind' },
    TextZh: { zh: '题目（中文）', en: 'Question (Chinese)' },
    TextEn: { zh: '题目（英文）', en: 'Question (English)' },
    Required: { zh: '必答', en: 'Required' },
    Options: { zh: '选项', en: 'Choices' },
    Zh: { zh: '中文', en: 'Chinese' },
    En: { zh: '英文', en: 'English' },
    Target: { zh: '发送范围', en: 'Send to' },
    TargetIds: { zh: '选中的公司或人员', en: 'Chosen companies or people' },
    Answers: { zh: '回答', en: 'Answers' },
    Q: { zh: '搜索', en: 'Search' },
  },
};
