import { describe, expect, it } from 'vitest';
import type { SiProblem } from '../../../src/contract/si';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { draftFor } from '../../support/siDrafts';
import { CUSTOMER, siApp } from './siApp';

/** The SI check answers in the language the request asks for. */
const { sources, body, post } = siApp();

describe('the language of the check', () => {
  const broken = () => {
    const s = sources['CGO-HZTX-2611-003']!;
    const d = draftFor(s, [{ no: s.Containers[0]!.CNNOS[0]!, type: s.Containers[0]!.TYPE }]);
    return body(s, [{ ...d, TBI_CONSIGNOR: '', TBI_DISCHARGE_CODE: 'NLXXX' }]);
  };
  it('answers in the language the request asks for, Chinese by default; the codes do not change', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-language': 'en-GB,en;q=0.9' }, { 'accept-language': 'fr-FR, zh-CN;q=0.8, en;q=0.5' }];
    const answers = await Promise.all(asked.map((h) => post(ENDPOINTS.siCheck, broken(), CUSTOMER, h)));
    const [zh, en, zhByPreference] = answers.map((a) => a.json().Data as SiProblem[]);
    const first = (ps: SiProblem[]) => ps.find((p) => p.Path === '/TDBLInfos/0/TBI_CONSIGNOR')!;
    expect(first(zh!).Message).toBe('发货人为必填项。');
    expect(first(en!).Message).toBe('The consignor is required.');
    expect(first(zhByPreference!).Message).toBe('发货人为必填项。');
    expect(en!.map((p) => [p.Path, p.Code])).toEqual(zh!.map((p) => [p.Path, p.Code]));
    expect(en!.map((p) => p.Code)).toContain('place.unknown'); // the right shape, but no port of the ports table
  });
  it('a refused submission words its summary in that language too', async () => {
    const zh = await post(ENDPOINTS.siAdd, broken());
    expect(zh.statusCode).toBe(400);
    expect(zh.json().Message).toMatch(/^提单检查发现 \d+ 个问题/);
    const en = await post(ENDPOINTS.siAdd, broken(), CUSTOMER, { 'accept-language': 'en' });
    expect(en.json().Message).toMatch(/^The SI check found \d+ problem/);
  });
});
