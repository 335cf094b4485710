import { CustomersScreen } from './CustomersScreen';

/** /CRM/MyCustomers (commercial.md §7.4): my private sea with each customer's recycle date; release, delete. */
export default function MineScreen() {
  return <CustomersScreen scope="MINE" />;
}
