import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { cardApp, cardBody, tokenOfUrl } from './cardApp';

/**
 * Company scoping of the business card. No call of the module takes an id (every owner call acts on
 * the caller's own card), so the shared table-driven suite (tests/api/support/crossCompany.ts) has
 * nothing to list and refuses a table; what it would check is checked here: an employee of 宁波海越
 * reaches only their own card, naming 天祥's employee is refused, writing their own changes nothing of
 * 天祥's, and 天祥's card leaves the company only through its link, with its public fields.
 */
const { t, as, visitor } = cardApp();
const tianxiang = async () =>
  (
    await t.db.query<{ id: string; version: number; views: number }>(
      `select c.employee_id::text as id, c.version, c.crd_views as views from user_cards c join employees e on e.id = c.employee_id join users u on u.id = e.user_id where u.account = 'customer@demo.test'`,
    )
  )[0]!;

describe('the business card across companies', () => {
  it("gives 海越's employee their own card, never 天祥's", async () => {
    const other = await as('customer2@demo.test');
    const card = await other.get();
    expect(card).toMatchObject({ VERSION: 0, CRD_NAME: '赵磊' });
    expect(card.CompanyName).toMatch(/海越/);
    expect(JSON.stringify(card)).not.toContain('Jing Chen');
    expect((await other.stats()).Views).toBe(0);
  });

  it("refuses a call naming 天祥's employee (400: no call takes an id), changing nothing", async () => {
    const other = await as('customer2@demo.test');
    const before = await tianxiang();
    for (const res of [
      await other.send('GET', `${ENDPOINTS.userCardGet}?EmployeeId=${before.id}`),
      await other.send('GET', `${ENDPOINTS.userCardStats}?EmployeeId=${before.id}`),
      await other.save({ ...cardBody(), EmployeeId: Number(before.id) }),
      await other.send('POST', ENDPOINTS.userCardShare, { EmployeeId: Number(before.id) }),
      await other.send('POST', ENDPOINTS.userCardImageRemove, { Kind: 'AVATAR', EmployeeId: Number(before.id) }),
    ])
      expect(res.statusCode, res.body).toBe(400);
    expect(await tianxiang()).toEqual(before);
  });

  it("writes 海越's own card apart from 天祥's, with a link of its own", async () => {
    const other = await as('customer2@demo.test');
    const before = await tianxiang();
    expect((await other.save(cardBody({ CRD_NAME: '赵磊' }))).statusCode).toBe(200);
    const url = (await other.share()).json().Data.Url as string;
    const seen = (await visitor().card(tokenOfUrl(url))).json().Data;
    expect(seen.Name).toBe('赵磊');
    expect(seen.CompanyName).toMatch(/海越/);
    expect(await tianxiang()).toEqual(before);
  });
});
