import './entryOrder.css';
import { ENTRY_ORDER_PAGES as G } from '../../contract/entryOrder/module';
import { useSearchParams } from 'react-router-dom';
import { useRoute } from '../../ui/routeContext';
import { BoardScreen } from './BoardScreen';
import { DataSheetScreen } from './DataSheetScreen';
import { EntryListScreen } from './EntryListScreen';
import { EntryScreen } from './EntryScreen';
import { FormAdminScreen } from './FormAdminScreen';
import { FormUseScreen } from './FormUseScreen';
import { SecondHalfScreen } from './SecondHalfScreen';
import { SupplementListScreen } from './SupplementListScreen';
import { SupplementScreen } from './SupplementScreen';

/** The module's ten screens behind one lazy loader: the route picks the screen. */
export default function EntryOrderScreen() {
  const path = useRoute().path.toLowerCase();
  const is = (p: string) => path === p.toLowerCase();
  const [search] = useSearchParams();
  if (is(G.formAdmin)) return <FormAdminScreen />;
  if (is(G.formUse)) return <FormUseScreen />;
  if (is(G.entry)) return <EntryScreen />;
  // one request (`?Id=`) shows on its list's page: the page a destination agent holds (second half); the
  // page the work center's next supplement and the tower's SUP_OVERDUE open (orders)
  if (is(G.supplements)) return search.get('Id') ? <SupplementScreen /> : <SupplementListScreen scope="ORDER" />;
  if (is(G.secondHalfSupplement)) return search.get('Id') ? <SupplementScreen /> : <SupplementListScreen scope="SECOND_HALF" />;
  if (is(G.supplement)) return <SupplementScreen />;
  if (is(G.secondHalf)) return <SecondHalfScreen />;
  if (is(G.board)) return <BoardScreen />;
  if (is(G.data)) return <DataSheetScreen />;
  return <EntryListScreen />;
}
