import { SalesScreen } from '../SalesScreen';

/** commercial.md §9.3: the page's own chunk (ECharts comes with it, never with the shell). */
export default function CompanySalesScreen() {
  return <SalesScreen setup={{ call: 'companySales', groups: ['OWNER_COMPANY', 'LANE', 'CARRIER'] }} />;
}
