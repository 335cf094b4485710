import type { Queryable } from '../../db/types';
import type { SeedStep } from '../module';

export const DEMO_COMPANIES = [
  { code: 'PLATFORM', zh: '环球货代平台', en: 'Global Freight Platform', kind: 'platform' },
  { code: 'CUS-HZTX', zh: '杭州天祥进出口有限公司', en: 'Hangzhou Tianxiang Import & Export Co., Ltd.', kind: 'customer' },
  { code: 'CUS-NBHY', zh: '宁波海越贸易有限公司', en: 'Ningbo Haiyue Trading Co., Ltd.', kind: 'customer' },
  { code: 'PRV-SHYD', zh: '上海远达船务代理有限公司', en: 'Shanghai Yuanda Shipping Agency Co., Ltd.', kind: 'provider' },
] as const;

/** The platform itself and three demo companies: everything else of the demo hangs on them. */
export const COMPANY_SEED: SeedStep[] = [
  {
    name: 'demo-v1',
    async run(tx) {
      for (const c of DEMO_COMPANIES) {
        await tx.query('insert into companies (code, name_zh, name_en, kind) values ($1, $2, $3, $4) on conflict (code) do nothing', [
          c.code,
          c.zh,
          c.en,
          c.kind,
        ]);
      }
    },
  },
];

/**
 * The platform's own details, printed on what it issues (an invoice's bank account, a bill's issuer):
 * demo values, written once where none were typed. Run by the billing module's seed (which prints
 * them) once migration 082 has added the columns: the companies' own seed runs on every schema.
 */
export async function seedPlatformIssuer(tx: Queryable): Promise<void> {
  await tx.query(
    `update companies set address_zh = $2, address_en = $3, tax_no = $4, bank_name = $5, bank_account_name = $6, bank_account_no = $7, bank_swift = $8
      where code = $1 and tax_no = ''`,
    [
      'PLATFORM',
      '上海市浦东新区世纪大道 100 号 18 楼',
      '18F, 100 Century Avenue, Pudong New Area, Shanghai 200120, China',
      '91310115MA1H7GQX24',
      '中国银行上海市分行 Bank of China, Shanghai Branch',
      'Global Freight Platform',
      '4500 1234 5678 9012',
      'BKCHCNBJ300',
    ],
  );
}
