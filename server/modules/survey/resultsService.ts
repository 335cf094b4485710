import type { SurveyResults } from '../../../src/contract/survey/calls';
import type { Lang } from '../../../src/contract/fieldLabels';
import { questionResult, responseRate } from '../../../src/domain/survey/results';
import type { AnswerValue, Question } from '../../../src/domain/survey/survey';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { SheetColumn } from '../../http/xlsx';
import { noSurvey } from './editService';
import { answersOf, surveyOf } from './repository';

/** A survey's figures: per question counts and shares, the average score, the NPS, the texts; and the response rate. */
export async function surveyResults(db: Db, id: number): Promise<Outcome<SurveyResults>> {
  const s = await surveyOf(db, id);
  if (!s) return noSurvey();
  const all = (await answersOf(db, id)).map((a) => a.answers);
  return {
    ok: true,
    value: { Sent: s.sent, Answered: s.answered, Rate: responseRate(s.answered, s.sent), Questions: s.questions.map((q) => questionResult(q, all)) },
  };
}

type Row = Awaited<ReturnType<typeof answersOf>>[number];

/** One answer as a cell: a choice's words, scores as numbers, texts as written. */
function cell(q: Question, v: AnswerValue | undefined, lang: Lang): string | number | null {
  if (v === undefined) return null;
  const word = (i: number) => (lang === 'en' && q.Options[i]?.En ? q.Options[i]!.En : (q.Options[i]?.Zh ?? String(i)));
  if (q.Kind === 'SINGLE') return word(v as number);
  if (q.Kind === 'MULTI') return (v as number[]).map(word).join('; ');
  return v as string | number;
}

/** The export's sheet: who answered, when, and one column per question. */
export async function exportSheet(db: Db, id: number): Promise<Outcome<{ title: string; columns: SheetColumn<Row>[]; rows: Row[] }>> {
  const s = await surveyOf(db, id);
  if (!s) return noSurvey();
  const columns: SheetColumn<Row>[] = [
    { header: '公司 Company', value: (r) => r.company, width: 24 },
    { header: '姓名 Name', value: (r) => r.name, width: 14 },
    { header: '提交时间 Answered at', value: (r) => r.answeredAt, width: 20 },
    ...s.questions.map((q, i) => ({ header: `${i + 1}. ${q.TextZh}`, value: (r: Row, lang: Lang) => cell(q, r.answers[q.Id], lang), width: 24 })),
  ];
  return { ok: true, value: { title: s.titleZh, columns, rows: await answersOf(db, id) } };
}
