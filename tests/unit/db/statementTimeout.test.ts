import { describe, expect, it } from 'vitest';
import { DEFAULT_STATEMENT_TIMEOUT_MS, statementTimeoutFromEnv } from '../../../server/databaseSettings';

/** DATABASE_STATEMENT_TIMEOUT_MS (issue 47, item 3): a bound by default, a wrong value a refusal at start. */
describe('the statement timeout setting', () => {
  it('is 30 s unless told, and takes a whole number of milliseconds from 100 to an hour', () => {
    expect(statementTimeoutFromEnv({})).toBe(DEFAULT_STATEMENT_TIMEOUT_MS);
    expect(DEFAULT_STATEMENT_TIMEOUT_MS).toBe(30_000);
    expect(statementTimeoutFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: ' 5000 ' })).toBe(5000);
    expect(statementTimeoutFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '100' })).toBe(100);
    expect(statementTimeoutFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '3600000' })).toBe(3_600_000);
  });

  it('refuses what is not such a number, naming the setting and the value', () => {
    for (const raw of ['abc', '-5', '0', '99', '2.5', '3600001', '5s'])
      expect(statementTimeoutFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: raw })).toEqual({
        refusal: `DATABASE_STATEMENT_TIMEOUT_MS=${raw} is not a whole number of milliseconds from 100 to 3600000.`,
      });
  });
});
