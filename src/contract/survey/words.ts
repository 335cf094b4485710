import type { SurveyProblem } from '../../domain/survey/survey';
import type { Bilingual } from '../../i18n/bilingual';

/** What the surveys' calls refuse with, in both languages (the server answers in the caller's). */
export const surveyRefusalWords = {
  notDraft: { zh: '问卷已发送，不能再修改或删除；可以关闭它。', en: 'The survey has been sent: it can no longer be changed or deleted, only closed.' },
  notOpen: { zh: '问卷未在进行中：只有进行中的问卷可以关闭或作答。', en: 'The survey is not open: only an open survey can be closed or answered.' },
  notReady: { zh: '问卷还不能发送：请先修改标出的地方。', en: 'The survey cannot be sent yet: fix what is marked first.' },
  noRecipients: { zh: '发送范围内没有可接收的人员（在职员工、有效公司）。', en: 'Nobody active is in the chosen audience.' },
  stale: { zh: '问卷已在别处修改，请刷新后再试。', en: 'The survey was changed elsewhere: reload it and try again.' },
  audience: { zh: '问卷的对象不能修改。', en: 'A survey’s audience cannot be changed.' },
  targetIds: { zh: '请选择至少一个公司或人员。', en: 'Choose at least one company or person.' },
  answered: { zh: '您已提交过这份问卷，每人只能作答一次。', en: 'You have already answered this survey: one answer per person.' },
  closed: { zh: '问卷已结束，不再接收回答。', en: 'The survey has closed and takes no more answers.' },
  answersBad: { zh: '回答有需要修改的地方，未提交。', en: 'Some answers need fixing; nothing was submitted.' },
  noSuchSurvey: { zh: '没有这份问卷，或它没有发给您。', en: 'No such survey, or it was not sent to you.' },
} satisfies Record<string, Bilingual>;

/** A problem of a survey or of an answer, said after its field's name. */
export const surveyProblemWords: Record<SurveyProblem['problem'], Bilingual> = {
  noQuestions: { zh: '至少需要一个问题', en: 'at least one question is needed' },
  noText: { zh: '请填写题目', en: 'write the question' },
  fewOptions: { zh: '单选和多选题至少需要两个选项', en: 'a choice question needs at least two choices' },
  emptyOption: { zh: '选项不能为空', en: 'a choice cannot be empty' },
  duplicateId: { zh: '问题编号重复', en: 'two questions have the same number' },
  required: { zh: '此题必答', en: 'this question must be answered' },
  badValue: { zh: '回答不是此题可选的值', en: 'not an answer this question takes' },
};
