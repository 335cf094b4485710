/**
 * The name a notification channel has in one schema. PostgreSQL delivers NOTIFY to every session of
 * the database, whatever its schema: two deployments (or two test runs) sharing a database in
 * different schemas would hear each other's live messages. So a channel is named per schema —
 * `freight_live__public` — by the processes (LISTEN, pg_notify) and by the triggers alike
 * (migration 031: `'freight_live__' || current_schema()`).
 */
export function schemaChannel(channel: string, schema: string): string {
  const name = `${channel}__${schema}`;
  // a LISTEN name is an identifier (quoted below): at most 63 bytes, and nothing that needs escaping
  if (!/^[A-Za-z0-9_]+$/.test(name) || Buffer.byteLength(name) > 63) throw new Error(`not a channel name: ${name}`);
  return name;
}
