import { Type, type Static } from '@sinclair/typebox';
import { AUDIENCES, MAX_OPTIONS, MAX_QUESTIONS, MAX_TEXT_ANSWER, QUESTION_KINDS, SURVEY_STATUSES, TARGETS } from '../../domain/survey/survey';
import { defineCall, Nothing } from '../call';
import { id, strict, text, textOf } from '../schema';
import { SURVEY_ACCESS as A, SURVEY_PATHS as P } from './module';

/**
 * The surveys' calls (issue 51), each once. Refusals are 400 with a Code — NOT_DRAFT, NOT_OPEN,
 * NOT_READY (a survey that cannot be sent yet, its problems by field), NO_RECIPIENTS, ANSWERED (a
 * second answer), STALE — never 409; a survey not sent to the caller is 404 on the recipient's calls.
 */
const OptionSchema = strict({ Zh: text(100), En: text(100) });
export const QuestionSchema = strict({
  Id: Type.String({ pattern: '^q[0-9]{1,3}$' }),
  Kind: textOf(QUESTION_KINDS),
  TextZh: text(300),
  TextEn: text(300),
  Required: Type.Boolean(),
  Options: Type.Array(OptionSchema, { maxItems: MAX_OPTIONS }),
});

export const SurveySaveSchema = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  Audience: textOf(AUDIENCES),
  TitleZh: text(100, 1),
  TitleEn: text(100),
  Intro: text(1000),
  Questions: Type.Array(QuestionSchema, { maxItems: MAX_QUESTIONS }),
  Target: textOf(TARGETS),
  /** The companies (COMPANIES) or employee accounts (PEOPLE) chosen; empty for ALL. */
  TargetIds: Type.Array(id, { maxItems: 500 }),
});
export type SurveySave = Static<typeof SurveySaveSchema>;

const Counts = { Sent: Type.Integer(), Answered: Type.Integer() };
export const SurveyRowSchema = Type.Object({
  Id: Type.Integer(),
  Audience: textOf(AUDIENCES),
  TitleZh: Type.String(),
  TitleEn: Type.String(),
  Status: textOf(SURVEY_STATUSES),
  Questions: Type.Integer(),
  ...Counts,
  UpdatedAt: Type.String(),
  SentAt: Type.Union([Type.String(), Type.Null()]),
  Version: Type.Integer(),
});
export type SurveyRow = Static<typeof SurveyRowSchema>;

const AnswerValueSchema = Type.Union([
  Type.Integer({ minimum: 0, maximum: 10 }),
  Type.Array(Type.Integer({ minimum: 0, maximum: 50 }), { maxItems: MAX_OPTIONS }),
  Type.String({ maxLength: MAX_TEXT_ANSWER }),
]);
const AnswersSchema = Type.Record(Type.String({ pattern: '^q[0-9]{1,3}$' }), AnswerValueSchema);

const QuestionOut = Type.Object({
  Id: Type.String(),
  Kind: textOf(QUESTION_KINDS),
  TextZh: Type.String(),
  TextEn: Type.String(),
  Required: Type.Boolean(),
  Options: Type.Array(Type.Object({ Zh: Type.String(), En: Type.String() })),
});
export const SurveySchema = Type.Object({
  ...SurveyRowSchema.properties,
  Intro: Type.String(),
  QuestionList: Type.Array(QuestionOut),
  Target: textOf(TARGETS),
  TargetIds: Type.Array(Type.Integer()),
});
export type Survey = Static<typeof SurveySchema>;

export const AudienceSchema = Type.Object({
  Companies: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
  People: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String(), Company: Type.String() })),
});

const CountOut = Type.Object({ Label: Type.String(), Count: Type.Integer(), Percent: Type.Integer() });
export const ResultsSchema = Type.Object({
  ...Counts,
  Rate: Type.Integer(),
  Questions: Type.Array(
    Type.Object({
      Id: Type.String(),
      Answered: Type.Integer(),
      Counts: Type.Array(CountOut),
      Average: Type.Union([Type.Number(), Type.Null()]),
      Nps: Type.Union([Type.Integer(), Type.Null()]),
      Texts: Type.Array(Type.String()),
    }),
  ),
});
export type SurveyResults = Static<typeof ResultsSchema>;

/** What a recipient reads: the survey's words and questions, and their own answers once given. */
export const MineSchema = Type.Object({
  Id: Type.Integer(),
  TitleZh: Type.String(),
  TitleEn: Type.String(),
  Intro: Type.String(),
  Status: textOf(SURVEY_STATUSES),
  QuestionList: Type.Array(QuestionOut),
  AnsweredAt: Type.Union([Type.String(), Type.Null()]),
  Answers: AnswersSchema,
});
export type MySurvey = Static<typeof MineSchema>;

const ById = strict({ Id: id });
const ByIdVersion = strict({ Id: id, Version: Type.Integer({ minimum: 1 }) });
const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });

export const surveyCalls = {
  list: defineCall({
    method: 'GET',
    path: P.surveyList,
    input: strict({ Audience: textOf(AUDIENCES), Q: Type.Optional(text(100)) }),
    answer: Type.Array(SurveyRowSchema),
    access: A.surveyRead,
  }),
  get: defineCall({ method: 'GET', path: P.surveyGet, input: ById, answer: SurveySchema, access: A.surveyRead }),
  save: defineCall({ method: 'POST', path: P.surveySave, input: SurveySaveSchema, answer: saved, access: A.surveyEdit }),
  delete: defineCall({ method: 'POST', path: P.surveyDelete, input: ByIdVersion, answer: Nothing, access: A.surveyEdit }),
  send: defineCall({
    method: 'POST',
    path: P.surveySend,
    input: ByIdVersion,
    answer: Type.Object({ Version: Type.Integer(), Sent: Type.Integer(), Mailed: Type.Integer() }),
    access: A.surveySend,
  }),
  close: defineCall({ method: 'POST', path: P.surveyClose, input: ByIdVersion, answer: saved, access: A.surveySend }),
  audience: defineCall({ method: 'GET', path: P.surveyAudience, input: strict({ Audience: textOf(AUDIENCES) }), answer: AudienceSchema, access: A.surveyRead }),
  results: defineCall({ method: 'GET', path: P.surveyResults, input: ById, answer: ResultsSchema, access: A.surveyRead }),
  /** The answers as an Excel file, one row per recipient who answered, one column per question. */
  export: defineCall({ method: 'GET', path: P.surveyExport, input: ById, answer: Type.String(), access: A.surveyRead }),
  mine: defineCall({ method: 'GET', path: P.surveyMine, input: ById, answer: MineSchema, access: 'employee' }),
  answer: defineCall({
    method: 'POST',
    path: P.surveyAnswer,
    input: strict({ Id: id, Answers: AnswersSchema }),
    answer: Type.Object({ AnsweredAt: Type.String() }),
    access: 'employee',
  }),
} as const;
