import { describe, expect, it } from 'vitest';
import { pgClientTarget } from '../../../server/backup/pgClient';

/** pg_dump and pg_restore never see the password on their command line (issue 47, item 2). */
describe('the PostgreSQL client tools get the password through their environment', () => {
  it('takes the password out of --dbname and gives it as PGPASSWORD, decoded', () => {
    const t = pgClientTarget('postgres://freight:s%40cr%3At%2Fpw@db.example:5433/freight?options=-c%20search_path%3Dtenant1');
    expect(t.dbname).not.toContain('s%40cr');
    expect(t.dbname).not.toContain('s@cr:t/pw');
    expect(t.env).toEqual({ PGPASSWORD: 's@cr:t/pw' });
    const u = new URL(t.dbname);
    expect([u.username, u.host, u.pathname, u.searchParams.get('options')]).toEqual(['freight', 'db.example:5433', '/freight', '-c search_path=tenant1']);
  });

  it('adds nothing to the environment when the URL has no password', () => {
    expect(pgClientTarget('postgres://freight@127.0.0.1:54329/postgres')).toEqual({ dbname: 'postgres://freight@127.0.0.1:54329/postgres', env: {} });
  });
});
