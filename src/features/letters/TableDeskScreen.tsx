import { useMemo } from 'react';
import { sailingCalls, type SailingTableRow, type SailingTableWire } from '../../contract/letters/calls';
import { LETTERS_ACCESS as A } from '../../contract/letters/module';
import { useWords } from '../../i18n/words';
import { useConfirm } from '../../lib/useConfirm';
import { usePublishTable, useWithdrawTable } from './api/sailing';
import { tableColumns } from './columns';
import { PublishedDesk } from './PublishedDesk';
import { run } from './shared';
import { SiteCompanyBar, useSiteCompany } from './SiteCompanyBar';
import { TableHeaderEditor } from './TableHeaderEditor';
import { TablePanel } from './TablePanel';
import { lettersWords } from './words';

const COLUMNS = tableColumns(true);

/**
 * /Portal/ShipTableMaintain (operations.md §13.4): the desk's sailing tables — created, their sailings
 * imported from Excel (a preview with each refused row's reasons first) or edited in a grid,
 * published to their audience, changed (a new version), withdrawn with a reason, exported. Platform
 * staff keep them for the site they pick (`?company=`, §14): a company's own tables go to its site.
 */
export default function TableDeskScreen() {
  const w = useWords(lettersWords);
  const { dialog, ask } = useConfirm();
  const publish = usePublishTable().mutateAsync;
  const withdraw = useWithdrawTable().mutateAsync;
  const company = useSiteCompany();
  const fixed = useMemo(() => (company ? { CompanyId: String(company) } : undefined), [company]);
  const onPublish = async (t: SailingTableWire) => {
    if (!(await ask({ text: `${w.publish}：${t.Title}`, confirm: w.publish, cancel: w.cancel }))) return;
    await run(async () => {
      await publish({ Id: t.Id, Version: t.Version });
      return w.published;
    });
  };
  return (
    <PublishedDesk<SailingTableRow, SailingTableWire>
      testId="table-desk"
      hint={w.tableHint}
      add={{ text: w.addTable, testId: 'table-add', access: A.tableEdit }}
      list={sailingCalls.list}
      head={<SiteCompanyBar />}
      fixed={fixed}
      columns={COLUMNS}
      exportAccess={A.tableRead}
      publish={onPublish}
      withdraw={withdraw}
      dialog={dialog}
      panel={(p) => <TablePanel {...p} />}
      editor={(p) => <TableHeaderEditor table={p.item} company={company} onClose={p.onClose} onSaved={p.onSaved} />}
    />
  );
}
