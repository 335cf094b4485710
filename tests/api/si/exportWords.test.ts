import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { siViaWords } from '../../../src/contract/si/words';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { SI_STATUS_TEXT } from '../../../src/domain/si/status';
import { onePerContainer } from '../../support/siDrafts';
import { CUSTOMER, siApp } from './siApp';

/** The SI lists' exports follow the person's language (issue 32: their status was always Chinese, "代客户 on behalf" fixed). */
const { t, tokens, sources, body, post } = siApp();

async function exported(url: string, lang: 'zh' | 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens['reviewer@demo.test']}`, 'accept-language': lang === 'zh' ? 'zh-CN' : 'en-GB' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  return (sheet.getRows(2, Math.max(sheet.rowCount - 1, 1)) ?? []).map((r) => Object.fromEntries(headers.map((h, i) => [h, r.getCell(i + 1).value])));
}

describe('SI exports', () => {
  it('write the status and who made each SI in the person’s words', async () => {
    const s = sources['CGO-HZTX-2611-001']!;
    expect((await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)), CUSTOMER)).statusCode).toBe(200);
    for (const lang of ['zh', 'en'] as const) {
      const created = await exported(`${ENDPOINTS.siCreationLog}/Export`, lang);
      expect(created.length).toBeGreaterThan(0);
      for (const r of created) {
        expect(Object.values(SI_STATUS_TEXT).map((w) => w[lang])).toContain(r['状态 Status']);
        expect([siViaWords.own[lang], siViaWords.onBehalf[lang]]).toContain(r['方式 Via']);
      }
    }
  });
});
