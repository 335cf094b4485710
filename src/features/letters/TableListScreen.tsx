import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { sailingCalls, type SailingTableRow } from '../../contract/letters/calls';
import { LETTERS_ACCESS as A, LETTERS_PAGES } from '../../contract/letters/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { tableColumns } from './columns';
import { lettersWords } from './words';

const COLUMNS = tableColumns(false);

/** /external/workbench/ShippingTable (operations.md §13.4): the published sailing tables meant for the company: carrier, service, period. */
export default function TableListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(lettersWords);
  const navigate = useNavigate();
  const open = (t: SailingTableRow) => navigate(`${LETTERS_PAGES.tableOpen}?id=${t.Id}`);
  return (
    <section className="admin-screen" data-testid="table-list">
      <H2>{route.title[lang]}</H2>
      <DataTable<SailingTableRow>
        list={sailingCalls.list}
        label={route.title[lang]}
        exportAccess={A.tableRead}
        columns={COLUMNS}
        onOpen={open}
        actionsWidth={90}
        actions={(t) => <Button size="small" icon="th" text={w.open} onClick={() => open(t)} />}
      />
    </section>
  );
}
