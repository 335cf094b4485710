import { SalesScreen } from '../SalesScreen';

/** commercial.md §9.3: the page's own chunk (ECharts comes with it, never with the shell). */
export default function CustomerCompanySalesScreen() {
  return <SalesScreen setup={{ call: 'customerCompanySales', groups: ['CUSTOMER_COMPANY', 'LANE', 'CARRIER', 'OWNER_COMPANY'] }} />;
}
