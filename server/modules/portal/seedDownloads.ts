import type { Queryable } from '../../db/types';
import { DOWNLOAD_KINDS } from '../../../src/contract/portal/downloadCalls';
import { buildWorkbook } from '../../http/workbookBuild';
import { activeCompanyByCode } from '../companies/public';
import { insertDownload } from './downloadRepository';

/** A one-page PDF saying its title (ASCII only: enough for a demo file). */
export function demoPdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** The demo sites' files (Chinese and English titles): public ones, and a customers-only one the public list leaves out. */
export async function seedDemoDownloads(tx: Queryable): Promise<void> {
  const sheet = Buffer.from(
    await buildWorkbook({
      sheet: 'Rates',
      columns: [{ header: 'POL' }, { header: 'POD' }, { header: '20GP' }, { header: '40HQ' }],
      rows: [['NINGBO', 'HAMBURG', 1450, 2600]],
    }),
  );
  const files = [
    {
      title: '订舱委托书模板',
      category: '单证模板',
      audience: 'PUBLIC',
      fileName: 'booking-form.pdf',
      mime: DOWNLOAD_KINDS.pdf,
      bytes: demoPdf('Booking form'),
    },
    {
      title: 'Shipping instruction template',
      category: 'Templates',
      audience: 'PUBLIC',
      fileName: 'shipping-instruction.pdf',
      mime: DOWNLOAD_KINDS.pdf,
      bytes: demoPdf('SI'),
    },
    { title: '2026 年欧线运价表（客户专享）', category: '运价', audience: 'CUSTOMERS', fileName: 'rates-2026.xlsx', mime: DOWNLOAD_KINDS.xlsx, bytes: sheet },
  ];
  for (const code of ['CUS-HZTX', 'PRV-SHYD']) {
    const company = await activeCompanyByCode(tx, code);
    if (!company) continue;
    for (const f of files) await insertDownload(tx, { companyId: String(company.id), ...f });
  }
}
