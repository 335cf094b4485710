import type { Queryable } from '../../db/types';
import { syncMenuButtons } from '../access/public';
import { grantPricingManager } from './managerGrantRepository';

/** The demo: the pricing manager's new button, and three of the desk's published rates listed. */
export async function seedEcommerce(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantPricingManager(tx, ['/SeaFreight/FreightManagement/FCLFreight', '/FlcExport/FclFreight'], ['ecommerce'], false);
  await tx.query(
    `insert into ecommerce_products (owner_company_id, rate_no)
     select distinct r.owner_company_id, r.rate_no from fcl_rates r join company_directory c on c.id = r.owner_company_id and c.code = 'PLATFORM'
      where r.status = 'PUBLISHED' and r.visible and r.valid_to >= (now() at time zone 'Asia/Shanghai')::date
        and (r.carrier_code, r.pol_code, r.pod_code) in (('COSU', 'CNSHA', 'NLRTM'), ('CMDU', 'CNSHA', 'USLAX'), ('EGLV', 'CNYTN', 'SGSIN'))
     on conflict do nothing`,
  );
}
