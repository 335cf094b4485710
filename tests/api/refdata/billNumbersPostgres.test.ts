import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { caller } from '../support/calls';
import { onFreshSchema } from '../support/postgresSchema';

/**
 * BillCodeSeries/Next on PostgreSQL (DATABASE_URL; skipped without): there a pool of connections
 * really runs 20 calls at once, so the one `update … returning` is what keeps the numbers apart.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('B/L numbers on PostgreSQL', () => {
  it('20 Next calls at once on a pool: 20 distinct, consecutive numbers, each recorded once', async () => {
    await onFreshSchema(url!, async ({ app, db }) => {
      const { call, asUser } = caller({ app });
      const token = await asUser('admin@demo.test');
      const platform = Number((await db.query<{ id: string }>(`select id from companies where code = 'PLATFORM'`))[0]!.id);
      const made = await call('POST', ENDPOINTS.billCodeSeriesSave, token, {
        OwnerCompanyId: platform,
        Kind: 'HBL',
        Prefix: 'PG',
        Pattern: '{PREFIX}{YY}{SEQ6}',
        NextSeq: 500,
        Reset: 'YEARLY',
      });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().Data.Id as number;
      const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', ENDPOINTS.billCodeSeriesNext, token, { SeriesId: id })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      const seqs = answers.map((a) => Number((a.json().Data.Number as string).slice(-6))).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => 500 + i));
      const recorded = await db.query<{ n: string }>('select count(distinct number) as n from bill_numbers where series_id = $1', [id]);
      expect(Number(recorded[0]!.n)).toBe(20);
    });
  });
});
