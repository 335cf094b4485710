import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionResult, responseRate } from '../../../src/domain/survey/results';
import { answerProblems, type Question, surveyProblems } from '../../../src/domain/survey/survey';

/** The results' figures against a count made here another way (issue 51): NPS, shares, the average. */
const nps: Question = { Id: 'q1', Kind: 'NPS', TextZh: '推荐', TextEn: 'Recommend', Required: true, Options: [] };
const multi: Question = {
  Id: 'q2',
  Kind: 'MULTI',
  TextZh: '改进',
  TextEn: 'Improve',
  Required: false,
  Options: [0, 1, 2].map((i) => ({ Zh: `选项${i}`, En: `o${i}` })),
};

describe('survey results', () => {
  it('NPS is promoters less detractors over those who answered; the average and shares match a plain count', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 60 }), (scores) => {
        const r = questionResult(
          nps,
          scores.map((s) => ({ q1: s })),
        );
        let promoters = 0;
        let detractors = 0;
        for (const s of scores) {
          if (s >= 9) promoters += 1;
          else if (s < 7) detractors += 1;
        }
        expect(r.Nps).toBe(Math.round((100 * (promoters - detractors)) / scores.length));
        expect(r.Average).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 2);
        expect(r.Counts.reduce((a, c) => a + c.Count, 0)).toBe(scores.length);
        for (const c of r.Counts) expect(c.Percent).toBe(Math.round((100 * scores.filter((s) => String(s) === c.Label).length) / scores.length));
      }),
    );
  });

  it('a worked example: 10, 9, 8, 6, 3 → NPS 0, average 7.2; a multiple choice counts each pick', () => {
    expect(
      questionResult(
        nps,
        [10, 9, 8, 6, 3].map((q1) => ({ q1 })),
      ),
    ).toMatchObject({ Nps: 0, Average: 7.2, Answered: 5 });
    const m = questionResult(multi, [{ q2: [0, 2] }, { q2: [2] }, {}, { q2: [1, 2] }]);
    expect(m.Answered).toBe(3);
    expect(m.Counts.map((c) => [c.Count, c.Percent])).toEqual([
      [1, 33],
      [1, 33],
      [3, 100],
    ]);
    expect(questionResult(nps, []).Nps).toBeNull();
    expect(responseRate(2, 3)).toBe(67);
    expect(responseRate(0, 0)).toBe(0);
  });

  it('a survey needs questions with words and two choices; an answer must fit its question', () => {
    expect(surveyProblems([]).map((p) => p.problem)).toEqual(['noQuestions']);
    expect(surveyProblems([{ ...multi, Options: [{ Zh: 'a', En: '' }] }]).map((p) => p.problem)).toEqual(['fewOptions']);
    expect(answerProblems([nps, multi], { q1: 11 }).map((p) => p.problem)).toEqual(['badValue']);
    expect(answerProblems([nps, multi], { q2: [0, 0] }).map((p) => `${p.path}:${p.problem}`)).toEqual(['/Answers/q1:required', '/Answers/q2:badValue']);
    expect(answerProblems([nps, multi], { q1: 0, q9: 1 }).map((p) => p.path)).toEqual(['/Answers/q9']);
    expect(answerProblems([nps, multi], { q1: 7, q2: [2, 0] })).toEqual([]);
  });
});
