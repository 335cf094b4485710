import { OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../db/types';

/** The IANA zone a port's clock reads (times at it are typed and shown on it), else the office's (Asia/Shanghai). */
export async function portZone(q: Queryable, code: string): Promise<string> {
  if (!code) return OFFICE_ZONE;
  const [p] = await q.query<{ zone: string }>(`select time_zone as zone from ports where code = upper($1)`, [code]);
  return p?.zone || OFFICE_ZONE;
}
