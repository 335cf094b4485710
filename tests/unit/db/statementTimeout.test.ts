import { describe, expect, it } from 'vitest';
import { checkSettings } from '../../../server/settings/check';

/** DATABASE_STATEMENT_TIMEOUT_MS (issue 47, item 3): a bound by default, a wrong value a refusal at start (server/settings/). */
const timeout = (raw?: string) => checkSettings(raw === undefined ? {} : { DATABASE_STATEMENT_TIMEOUT_MS: raw });

describe('the statement timeout setting', () => {
  it('is 30 s unless told, and takes a whole number of milliseconds from 100 to an hour', () => {
    expect(timeout().settings.DATABASE_STATEMENT_TIMEOUT_MS).toBe(30_000);
    expect(timeout(' 5000 ').settings.DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000);
    expect(timeout('100').settings.DATABASE_STATEMENT_TIMEOUT_MS).toBe(100);
    expect(timeout('3600000').settings.DATABASE_STATEMENT_TIMEOUT_MS).toBe(3_600_000);
  });

  it('refuses what is not such a number, naming the setting and the value', () => {
    for (const raw of ['abc', '-5', '0', '99', '2.5', '3600001', '5s'])
      expect(timeout(raw).problems).toEqual([`DATABASE_STATEMENT_TIMEOUT_MS=${raw}: expected a whole number from 100 to 3600000`]);
  });
});
