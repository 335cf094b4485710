import type { Queryable } from '../../db/types';

export interface ClientLogEntry {
  level: 'error' | 'warn' | 'info';
  message: string;
  url?: string;
  clientTime?: string;
  remoteAddress?: string;
}

export async function insertClientLog(db: Queryable, e: ClientLogEntry): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `insert into client_log (level, message, url, client_time, remote_address)
     values ($1, $2, $3, $4, $5) returning id`,
    [e.level, e.message, e.url ?? null, e.clientTime ?? null, e.remoteAddress ?? null],
  );
  return Number(row!.id);
}
