/**
 * How the PostgreSQL client tools (pg_dump, pg_restore) are given a DATABASE_URL: the address without
 * its password on the command line, the password in the child's environment (PGPASSWORD). A command
 * line is readable by every local user (`ps`, /proc/<pid>/cmdline) for as long as the dump runs; a
 * process's environment only by its own user (issue 47, item 2).
 */
export interface PgClientTarget {
  /** The `--dbname` value: the URL with its password removed. */
  dbname: string;
  /** What the child's environment adds: the password, when the URL had one. */
  env: Record<string, string>;
}

export function pgClientTarget(databaseUrl: string): PgClientTarget {
  const url = new URL(databaseUrl);
  // the URL's own password wins over one the caller's environment may hold
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { dbname: url.toString(), env: password === undefined ? {} : { PGPASSWORD: password } };
}
