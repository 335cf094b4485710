import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../../../server/http/logging';
import { USER_CARD_PATHS } from '../../../src/contract/userCard/module';

/** The card's link token never reaches the access log: `?c=` is redacted on the page and on both public calls. */
describe("a business card's link in the access log", () => {
  it('redacts the token of ?c= and keeps the path', () => {
    const token = 'llgJgNHcIGCPJyBunYptjJ0kn2rLo4LbpKoPjKO-q4A';
    for (const path of ['/UserCard/Index', USER_CARD_PATHS.userCardPublic, USER_CARD_PATHS.userCardPublicVcf]) {
      const logged = loggableUrl(`${path}?c=${token}`);
      expect(logged).not.toContain(token);
      expect(logged.startsWith(`${path}?c=`)).toBe(true);
    }
  });
});
