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
