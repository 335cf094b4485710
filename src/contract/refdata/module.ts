import { read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Reference data (spec §2.1 basic data, §2.5 data maintenance; ../shared/domain/commercial.md §1):
 * the master lists every other module stands on. This is the module's first call: the carrier
 * grid. The rest of §1.3 (ports, terminals, fee codes, currencies, schedules …) comes with issue 14.
 */
export const REFDATA_PATHS = {
  carrierList: '/api/Carrier/List',
} as const;

export const REFDATA_ACCESS = {
  /** Master data is kept by the platform: the basic-data menus are staff menus. */
  carrierRead: read(['/BasicData/ShippingCompany'], true),
} as const;

export const refdataContract = contractModule({ name: 'refdata', paths: REFDATA_PATHS, access: REFDATA_ACCESS });
