import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { workbookOf } from '../../support/xlsxFiles';
import { crmApp } from './crmApp';

import { XLSX_TYPE as XLSX } from '../../../server/http/xlsx';

/** Leads from Excel (§7.4): the preview's row report names each refused row's reasons — a duplicate of a customer among them — and writes nothing; the confirmation writes the rows taken. */
describe('importing leads', () => {
  const { t, tokens, one } = crmApp();
  const upload = (body: Buffer, query: string) =>
    t.app.inject({
      method: 'POST',
      url: `${ENDPOINTS.crmLeadImport}?${query}`,
      payload: body,
      headers: { authorization: `Bearer ${tokens.sunLi}`, 'content-type': XLSX, 'accept-language': 'zh-CN' },
    });

  it('reports the refused rows, then writes only the rows taken', async () => {
    const file = await workbookOf([
      ['公司名称 Company', '联系人 Contact', '电话 Phone', '邮箱 E-mail', '来源 Source'],
      ['嘉兴秀洲纺织有限公司', '沈涛', '13857300061', 'shentao@xz-tex.example.com', 'EXPO'],
      ['苏州恒达机械制造有限责任公司', '李明', '', '', 'EXPO'],
      ['无来源的公司', '某人', '12345', '', 'NOWHERE'],
    ]);
    const before = (await one<{ n: number }>(`select count(*)::int as n from crm_leads`)).n;
    const preview = await upload(file, 'DryRun=true');
    expect(preview.statusCode).toBe(200);
    const data = preview.json().Data;
    expect(data.Imported).toBe(1);
    expect(data.Rejected.map((r: { Row: number }) => r.Row)).toEqual([3, 4]);
    expect(data.Rejected[0].Reasons[0]).toContain('公海');
    expect(data.Rejected[1].Reasons.join(' ')).toContain('不是有效的手机号码');
    expect((await one<{ n: number }>(`select count(*)::int as n from crm_leads`)).n).toBe(before);
    const done = await upload(file, `Confirm=${encodeURIComponent(data.Token)}`);
    expect(done.statusCode).toBe(200);
    expect((await one<{ n: number }>(`select count(*)::int as n from crm_leads`)).n).toBe(before + 1);
    expect((await one<{ stage: string }>(`select stage from crm_leads where company_name = '嘉兴秀洲纺织有限公司'`)).stage).toBe('NEW');
  });
});
