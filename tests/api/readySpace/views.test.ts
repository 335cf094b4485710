import { beforeAll, describe, expect, it } from 'vitest';
import { spaceViewsSince } from '../../../server/modules/readySpace/public';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { kit, spaceWire } from './support';

/**
 * A customer's views of a ready-space offer (issue 51, the user radar's signal): written where the
 * detail call is answered, one row per company, offer and office day counting the views; the
 * provider's and the platform's own readings and a listing the customer may not see count nothing.
 */
const t = withTestApp({ modules: ['readySpace'] });
const k = kit(t);
beforeAll(() => k.signIn());

const companyOf = async (account: string) =>
  (
    await t.db.query<{ id: string }>('select e.company_id::text as id from employees e join users u on u.id = e.user_id where u.account = $1 limit 1', [
      account,
    ])
  )[0]!.id;
const rows = (spaceId: number) =>
  t.db.query<{ company: string; day: string; views: number }>(
    'select company_id::text as company, day::text, views from ready_space_views where ready_space_id = $1 order by company_id',
    [spaceId],
  );

describe('ready-space views', () => {
  it('a customer’s three readings of one offer are one row of three views, for today; the provider’s and the platform’s count nothing', async () => {
    const id = await k.onSale();
    for (let i = 0; i < 3; i += 1) expect((await k.get('buyer', `${ENDPOINTS.readySpaceGet}?Id=${id}`)).statusCode).toBe(200);
    expect((await k.get('buyer2', `${ENDPOINTS.readySpaceGet}?Id=${id}`)).statusCode).toBe(200);
    expect((await k.get('provider', `${ENDPOINTS.readySpaceGet}?Id=${id}`)).statusCode).toBe(200);
    expect((await k.get('admin', `${ENDPOINTS.readySpaceGet}?Id=${id}`)).statusCode).toBe(200);
    const [buyer, buyer2] = [await companyOf('customer@demo.test'), await companyOf('customer2@demo.test')];
    const today = todayInShanghai();
    expect(await rows(id)).toEqual(
      [
        { company: buyer, day: today, views: 3 },
        { company: buyer2, day: today, views: 1 },
      ].sort((a, b) => Number(a.company) - Number(b.company)),
    );
    const read = (await spaceViewsSince(t.db, today)).filter((v) => v.spaceId === id);
    expect(read.map((v) => [v.companyId, v.views]).sort()).toEqual(
      [
        [buyer, 3],
        [buyer2, 1],
      ].sort(),
    );
    expect(read[0]).toMatchObject({ polCode: 'CNSHA', podCode: 'NLRTM', day: today });
  });

  it('a listing the customer may not read (a draft) is 404 and counts no view', async () => {
    const draft = (await k.post('provider', ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire() })).json().Data.Id as number;
    expect((await k.get('buyer', `${ENDPOINTS.readySpaceGet}?Id=${draft}`)).statusCode).toBe(404);
    expect(await rows(draft)).toEqual([]);
  });
});
