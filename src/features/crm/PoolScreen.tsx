import { CustomersScreen } from './CustomersScreen';

/** /CRM/OpenSeaPool (commercial.md §7.4): the public pool, contacts masked; claim within the caps. */
export default function PoolScreen() {
  return <CustomersScreen scope="POOL" />;
}
