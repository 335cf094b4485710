import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { caller } from '../support/calls';
import { onFreshSchema } from '../support/postgresSchema';
import { rateBody } from './rateBody';

/**
 * R2.2 on PostgreSQL (DATABASE_URL; skipped without): there a pool really runs the submits at once,
 * so the rate key's lock is what keeps two overlapping versions from both being published. A
 * trigger in the test's schema holds each publish for 300 ms between reading the published rates
 * and committing: without the lock every submit would read "nothing published" and publish.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('rate overlap on PostgreSQL', () => {
  it('eight overlapping rates of one key submitted at once: exactly one is published, the others answer RATE_OVERLAP', async () => {
    await onFreshSchema(url!, async ({ app, db }) => {
      await db.exec(`create function slow_publish() returns trigger language plpgsql as $$ begin perform pg_sleep(0.3); return new; end $$;
        create trigger slow_publish before insert on fcl_rate_events for each row when (new.type = 'PUBLISHED') execute function slow_publish();`);
      const { call, asUser } = caller({ app });
      const token = await asUser('pricing.manager@demo.test');
      const drafts = [];
      for (let i = 0; i < 8; i++) {
        const res = await call('POST', ENDPOINTS.fclRateSaveDraft, token, rateBody({ PodCode: 'GRPIR' }));
        expect(res.statusCode, res.body).toBe(200);
        drafts.push(res.json().Data as { Id: number; Revision: number });
      }
      const answers = await Promise.all(drafts.map((d) => call('POST', ENDPOINTS.fclRateSubmit, token, { Id: d.Id, Revision: d.Revision })));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().Code)).toEqual(Array(7).fill('RATE_OVERLAP'));
      const published = await db.query(`select 1 from fcl_rates where pod_code = 'GRPIR' and status = 'PUBLISHED'`);
      expect(published).toHaveLength(1);
    });
  });
});
