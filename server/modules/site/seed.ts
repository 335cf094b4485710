import type { Queryable } from '../../db/types';
import { setSiteDomainWhenUnset } from '../companies/public';

/** 天祥's own site: open http://hztx.localhost:8080 to see a company site resolved. */
export async function seedDemoSites(tx: Queryable): Promise<void> {
  await setSiteDomainWhenUnset(tx, 'CUS-HZTX', 'hztx.localhost');
}
