import { describe, expect, it } from 'vitest';
import { getPublicSailingTable, listPublicLetters, listPublicSailingTables } from '../../../server/modules/letters/public';
import { lettersApp } from './lettersApp';

/** What the public sites read (public.ts): only the company's PUBLIC published tables and letters. */
describe('letters public.ts', () => {
  const { t, idOf } = lettersApp();

  it('answers the PUBLIC published tables and letters of the company, never another audience or a draft', async () => {
    const platform = await idOf(`select id from companies where code = 'PLATFORM'`);
    const tables = await listPublicSailingTables(t.db, platform);
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((x) => x.Audience === 'PUBLIC' && x.Status === 1)).toBe(true);
    const one = await getPublicSailingTable(t.db, platform, tables[0]!.Id, { POD: 'DEHAM' });
    expect(one?.Items.length).toBeGreaterThan(0);
    expect(one?.Items.every((r) => r.POD === 'DEHAM')).toBe(true);
    const customersOnly = await idOf(`select id from sailing_tables where sch_audience = 'ALL_CUSTOMERS' order by id limit 1`);
    expect(await getPublicSailingTable(t.db, platform, customersOnly)).toBeUndefined();
    const other = await idOf(`select id from companies where code = 'CUS-HZTX'`);
    expect(await listPublicSailingTables(t.db, other)).toEqual([]);
    const letters = await listPublicLetters(t.db, platform);
    expect(letters.length).toBeGreaterThan(0);
    expect(letters.every((l) => l.Title.length > 0)).toBe(true);
  });
});
