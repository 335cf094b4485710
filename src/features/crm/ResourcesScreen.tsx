import { CustomersScreen } from './CustomersScreen';

/** /CRM/CustomerResources (commercial.md §7.4): the team's customers and holders; transfer, assign, release. */
export default function ResourcesScreen() {
  return <CustomersScreen scope="ALL" />;
}
