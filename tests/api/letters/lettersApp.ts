import { beforeAll } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * What the letters API tests share: an app with the letters module, the demo people's sessions —
 * the desk (the platform's administrator), a staff member without the portal pages (the SI reviewer),
 * 天祥's administrator and clerk, 海越's clerk — and a valid letter and table to start from.
 */
export const PEOPLE = {
  desk: 'admin@demo.test',
  reviewer: 'reviewer@demo.test',
  hztxAdmin: 'customer.admin@demo.test',
  hztx: 'customer@demo.test',
  nbhy: 'customer2@demo.test',
} as const;
export type Who = keyof typeof PEOPLE;

export function lettersApp() {
  const t = withTestApp({ modules: ['letters'] });
  const { call } = caller(t);
  const { asUser } = caller(t);
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const [k, account] of Object.entries(PEOPLE)) tokens[k as Who] = await asUser(account);
  });
  const get = (who: Who, url: string) => call('GET', url, tokens[who]);
  const post = (who: Who, url: string, body?: object | Buffer, type?: string) => call('POST', url, tokens[who], body, type);
  const idOf = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ id: string }>(sql, params))[0]!.id);
  return { t, get, post, tokens, idOf };
}

export const letterBody = (over: Record<string, unknown> = {}) => ({
  Carrier: 'COSU',
  Title: '测试函件 GRI',
  Kind: 'GRI',
  EffectiveFrom: '2026-12-20',
  Ports: ['CNSHA', 'DEHAM'],
  Lines: ['AEU3'],
  Body: '<p>GRI USD 500</p>',
  Audience: 'ALL_CUSTOMERS',
  Companies: [],
  ...over,
});

export const sailingRow = (over: Record<string, unknown> = {}) => ({
  Vessel: 'COSCO SHIPPING ARIES',
  IMO: '9783497',
  Voyage: '099W',
  POL: 'CNSHA',
  ETD: '2026-12-20T10:00:00.000Z',
  DCO: '2026-12-17T04:00:00.000Z',
  VCO: '2026-12-18T04:00:00.000Z',
  PCO: '2026-12-19T04:00:00.000Z',
  POD: 'DEHAM',
  ETA: '2027-01-23T07:00:00.000Z',
  Remarks: '',
  ...over,
});

export const tableBody = (over: Record<string, unknown> = {}) => ({
  Title: '测试船期表',
  Carrier: 'COSU',
  Service: 'AEU3',
  Line: 'Asia–Europe',
  PeriodFrom: '2026-12-01',
  PeriodTo: '2026-12-31',
  Audience: 'ALL_CUSTOMERS',
  Companies: [],
  Rows: [sailingRow()],
  ...over,
});
