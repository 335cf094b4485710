// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSi } from '../../../src/domain/si/check';
import { problemText, renderProblem, SI_PROBLEM_CODES } from '../../../src/domain/si/messages';
import { language } from '../../../src/i18n/language';
import { api } from '../../../src/streams/http';
import { A, box, si } from './siRecords';

describe('the words of the check', () => {
  const sample = {
    field: 'TBI_CONSIGNEE',
    value: 'X1',
    line: 1,
    length: 40,
    max: 35,
    weight: 30000,
    perPackage: 500,
    median: 12.5,
    factor: 10,
    lines: 6,
    declared: 1,
    sum: 2,
    container: A,
    first: '/TDBLInfos/0',
    si: '26000001',
    booking: 'CGO-1',
    booked: 1,
    given: '20GP',
    containers: A,
    type: '40HQ',
    used: 2,
  };
  it('every failure reads in Chinese and in English', () => {
    for (const code of SI_PROBLEM_CODES) {
      const zh = renderProblem(code, sample, 'zh');
      const en = renderProblem(code, sample, 'en');
      expect(zh, code).toMatch(/[\u4e00-\u9fff]/);
      expect(en, code).not.toMatch(/[\u4e00-\u9fff]/);
      expect(en, code).not.toMatch(/undefined/);
      expect(zh, code).not.toMatch(/undefined/);
    }
  });
  it('Message is Chinese by default; Code and Params let a screen show either language', () => {
    const [p] = checkSi({ ...si([box(A)]), TBI_CONSIGNOR: '' });
    expect(p).toEqual({ Path: '/TBI_CONSIGNOR', Code: 'party.required', Params: { field: 'TBI_CONSIGNOR' }, Message: '发货人为必填项。' });
    expect(problemText(p!, 'en')).toBe('The consignor is required.');
    expect(problemText(p!, 'zh')).toBe(p!.Message);
    expect(problemText({ Code: 'from.a.newer.server', Message: 'as sent' }, 'en')).toBe('as sent');
  });
});

describe("the browser asks for the person's language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    language.set('zh');
  });
  it('every call carries Accept-Language from the language setting, so the server words the check in it', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ Status: true, Data: [] }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchSpy);
    const sent = (i: number) => ((fetchSpy.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Headers).get('accept-language');
    await api('POST', '/api/TDBillLadingInfo/CheckTDBillLadingInfo', {});
    language.set('en');
    await api('POST', '/api/TDBillLadingInfo/CheckTDBillLadingInfo', {});
    expect([sent(0), sent(1)]).toEqual(['zh', 'en']);
  });
});
