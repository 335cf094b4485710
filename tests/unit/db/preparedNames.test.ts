import { describe, expect, it } from 'vitest';
import { PreparedNames } from '../../../server/db/preparedNames';
import { defaultPoolSize } from '../../../server/databaseSettings';
import { checkSettings } from '../../../server/settings/check';

describe('prepared statement names', () => {
  it('names a data statement once it has run three times, always by the same name', () => {
    const names = new PreparedNames();
    const sql = 'select id from bookings where id = $1';
    expect(names.nameOf(sql)).toBeUndefined();
    expect(names.nameOf(sql)).toBeUndefined();
    const name = names.nameOf(sql);
    expect(name).toMatch(/^f_[0-9a-f]{20}$/);
    expect(names.nameOf(sql)).toBe(name);
    expect(new PreparedNames(1).nameOf(sql)).toBe(name);
  });

  it('never names a utility statement', () => {
    const names = new PreparedNames(1);
    for (const sql of ['listen "x"', 'create table t (a int)', 'begin', 'set search_path = x']) expect(names.nameOf(sql)).toBeUndefined();
    expect(names.nameOf('  WITH a AS (select 1) select * from a')).toBeDefined();
  });

  it('names at most its bound of statements, so values written into a text cannot fill the database’s memory', () => {
    const names = new PreparedNames(1, 3);
    expect([1, 2, 3, 4, 5].map((i) => names.nameOf(`select ${i}`) !== undefined)).toEqual([true, true, true, false, false]);
    expect(names.size).toBe(3);
  });

  it('runs a statement unnamed after PostgreSQL refused its kept plan (its table changed shape)', () => {
    const names = new PreparedNames(1);
    const sql = 'select * from t';
    expect(names.nameOf(sql)).toBeDefined();
    expect(names.stale(sql, { code: '42P01', message: 'relation does not exist' })).toBe(false);
    expect(names.stale(sql, { code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(names.nameOf(sql)).toBeUndefined();
  });
});

describe('the pool of each server process', () => {
  it('is 10 connections up to 8 workers and fewer past that, within PostgreSQL’s default 100', () => {
    expect([1, 2, 4, 8, 12, 16, 32].map((w) => defaultPoolSize(w))).toEqual([10, 10, 10, 10, 6, 4, 2]);
    for (const w of [1, 2, 4, 8, 12, 16]) expect(w * (defaultPoolSize(w) + 2)).toBeLessThanOrEqual(96);
  });

  it('is DATABASE_POOL_SIZE when set, and a refusal when that is not a count (server/settings/)', () => {
    expect(checkSettings({ DATABASE_POOL_SIZE: '25' }).settings.DATABASE_POOL_SIZE).toBe(25);
    expect(checkSettings({ DATABASE_POOL_SIZE: 'many' }).problems).toEqual(['DATABASE_POOL_SIZE=many: expected a whole number from 1 to 1000']);
  });
});
