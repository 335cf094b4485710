import type { Queryable } from '../../db/types';

/** 天祥's own site: open http://hztx.localhost:8080 to see a company site resolved. */
export async function seedDemoSites(tx: Queryable): Promise<void> {
  await tx.query(`update companies set site_domain = 'hztx.localhost' where code = 'CUS-HZTX' and site_domain is null`);
}
