import { SalesScreen } from '../SalesScreen';

/** commercial.md §9.3: the page's own chunk (ECharts comes with it, never with the shell). */
export default function EmployeeSalesScreen() {
  return <SalesScreen setup={{ call: 'employeeSales', groups: ['SALESPERSON', 'LANE', 'CARRIER', 'OWNER_COMPANY'] }} />;
}
