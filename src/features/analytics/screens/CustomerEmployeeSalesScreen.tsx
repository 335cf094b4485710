import { SalesScreen } from '../SalesScreen';

/** commercial.md §9.3: the page's own chunk (ECharts comes with it, never with the shell). */
export default function CustomerEmployeeSalesScreen() {
  return <SalesScreen setup={{ call: 'customerEmployeeSales', groups: ['CUSTOMER_EMPLOYEE', 'LANE', 'CARRIER', 'OWNER_COMPANY'] }} />;
}
