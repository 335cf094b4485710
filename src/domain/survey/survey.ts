/**
 * Surveys of users, customers and providers (issue 51): the rules both sides run — the question
 * kinds, what a survey needs before it is sent, what a recipient's answers must be.
 */
export const AUDIENCES = ['USER', 'CUSTOMER', 'PROVIDER'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const SURVEY_STATUSES = ['DRAFT', 'OPEN', 'CLOSED'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
/** Who of the audience receives it: all of the kind, chosen companies (their active employees), chosen people. */
export const TARGETS = ['ALL', 'COMPANIES', 'PEOPLE'] as const;
export type Target = (typeof TARGETS)[number];
export const QUESTION_KINDS = ['SINGLE', 'MULTI', 'RATING', 'NPS', 'TEXT'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const MAX_QUESTIONS = 30;
export const MAX_OPTIONS = 12;
export const MAX_TEXT_ANSWER = 1000;

export interface Question {
  /** Stable within the survey (q1, q2 …): answers name it. */
  Id: string;
  Kind: QuestionKind;
  TextZh: string;
  TextEn: string;
  Required: boolean;
  /** The choices of SINGLE and MULTI (empty for the others). */
  Options: { Zh: string; En: string }[];
}

/** One answer: a choice's index (SINGLE), choices' indexes (MULTI), a score (RATING 1–5, NPS 0–10) or text. */
export type AnswerValue = number | number[] | string;
export type Answers = Record<string, AnswerValue>;

export type SurveyProblem =
  | { path: string; problem: 'noQuestions' | 'noText' | 'fewOptions' | 'emptyOption' | 'duplicateId' }
  | { path: string; problem: 'required' | 'badValue' };

const hasChoices = (k: QuestionKind) => k === 'SINGLE' || k === 'MULTI';

/** What keeps a survey from being sent (a draft may be saved with them, never sent). */
export function surveyProblems(questions: readonly Question[]): SurveyProblem[] {
  if (!questions.length) return [{ path: '/Questions', problem: 'noQuestions' }];
  const out: SurveyProblem[] = [];
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    const at = `/Questions/${i}`;
    if (seen.has(q.Id)) out.push({ path: `${at}/Id`, problem: 'duplicateId' });
    seen.add(q.Id);
    if (!q.TextZh.trim()) out.push({ path: `${at}/TextZh`, problem: 'noText' });
    if (hasChoices(q.Kind) && q.Options.length < 2) out.push({ path: `${at}/Options`, problem: 'fewOptions' });
    if (hasChoices(q.Kind) && q.Options.some((o) => !o.Zh.trim())) out.push({ path: `${at}/Options`, problem: 'emptyOption' });
  });
  return out;
}

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Whether one answer fits its question (an empty one is judged by `Required` instead). */
function fits(q: Question, v: AnswerValue): boolean {
  switch (q.Kind) {
    case 'SINGLE':
      return isInt(v, 0, q.Options.length - 1);
    case 'MULTI':
      return Array.isArray(v) && v.length > 0 && new Set(v).size === v.length && v.every((x) => isInt(x, 0, q.Options.length - 1));
    case 'RATING':
      return isInt(v, 1, 5);
    case 'NPS':
      return isInt(v, 0, 10);
    case 'TEXT':
      return typeof v === 'string' && v.length <= MAX_TEXT_ANSWER;
  }
}

const isEmpty = (v: AnswerValue | undefined) => v === undefined || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);

/** The problems of a recipient's answers: a required question left empty, a value that is not one of its question's, an unknown question. */
export function answerProblems(questions: readonly Question[], answers: Answers): SurveyProblem[] {
  const out: SurveyProblem[] = [];
  const ids = new Set(questions.map((q) => q.Id));
  for (const key of Object.keys(answers)) if (!ids.has(key)) out.push({ path: `/Answers/${key}`, problem: 'badValue' });
  for (const q of questions) {
    const v = answers[q.Id];
    if (isEmpty(v)) {
      if (q.Required) out.push({ path: `/Answers/${q.Id}`, problem: 'required' });
    } else if (!fits(q, v as AnswerValue)) out.push({ path: `/Answers/${q.Id}`, problem: 'badValue' });
  }
  return out;
}

/** The answers kept: empty ones left out, text trimmed. */
export function cleanAnswers(questions: readonly Question[], answers: Answers): Answers {
  const out: Answers = {};
  for (const q of questions) {
    const v = answers[q.Id];
    if (isEmpty(v)) continue;
    out[q.Id] = typeof v === 'string' ? v.trim() : (v as AnswerValue);
  }
  return out;
}
