import { OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../db/types';
import { storedPortZone } from './portZoneRepository';

/** The IANA zone a port's clock reads (times at it are typed and shown on it), else the office's (Asia/Shanghai). */
export async function portZone(q: Queryable, code: string): Promise<string> {
  if (!code) return OFFICE_ZONE;
  return (await storedPortZone(q, code)) || OFFICE_ZONE;
}
