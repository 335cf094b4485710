import { defineWords } from '../../i18n/words';

/** The change log's own words (every module's screens show it): `useWords(auditWords)`. */
export const auditWords = defineWords({
  changeLog: { zh: '变更记录', en: 'Change log' },
  changesOf: { zh: '变更对象', en: 'Changes of' },
  who: { zh: '操作人', en: 'Who' },
  action: { zh: '动作', en: 'Action' },
  id: { zh: '编号', en: 'Id' },
  whatChanged: { zh: '内容', en: 'What changed' },
  yesValue: { zh: '是', en: 'yes' },
  noValue: { zh: '否', en: 'no' },
});
