import { dictionaryCalls } from '../../../contract/refdata/dictionaryCalls';
import { Tag } from '@blueprintjs/core';
import { ACCESS } from '../../../contract/access';
import type { RateTerminalRow } from '../../../contract/refdata/dictionaryRows';
import { useWords } from '../../../i18n/words';
import { MasterGrid, statusColumn } from '../MasterGrid';
import { listOf } from '../../../lib/codeList';
import { dictionaryWords } from './words';
import { RECORDS, recordText } from '../recordSources';
import { oneIdOfText } from '../../../domain/refdata/agencies';
import { refdataListCalls } from '../../../contract/refdata/listCalls';

/**
 * /DataMaintenance/FreightRateMaintenance/wharfmaintain: the terminals rates name, which carriers
 * call at each, and the label rate grids show ("洋山 / 外高桥"). The terminal itself (port, code,
 * names) is the master list's (港区码头).
 */
export default function RateTerminalScreen() {
  const w = useWords(dictionaryWords);
  return (
    <MasterGrid<RateTerminalRow>
      list={refdataListCalls.rateTerminalList}
      calls={dictionaryCalls.rateTerminal}
      access={{ read: ACCESS.rateTerminalRead, edit: ACCESS.rateTerminalEdit }}
      entity="rateTerminal"
      keyField="Id"
      label={(r) => `${r.PortCode} ${r.TerminalCode}`}
      importColumns={['码头编号 Terminal Id', '港口 Port', '码头代码 Terminal code', '船公司 Carriers', '显示 Display']}
      newTitle={dictionaryWords.newRateTerminal}
      editTitle={dictionaryWords.editRateTerminal}
      columns={[
        { key: 'PortCode', title: dictionaryWords.port, width: 80, filter: 'text', sortable: true },
        { key: 'TerminalCode', title: dictionaryWords.terminalCode, width: 90, filter: 'text', sortable: true },
        { key: 'NameZh', title: dictionaryWords.chineseName, width: 170, filter: 'text', sortable: true },
        { key: 'NameEn', title: dictionaryWords.englishName, width: 220 },
        {
          key: 'CarrierCodes',
          title: dictionaryWords.carriersCalling,
          width: 220,
          filterKey: 'CarrierText',
          filter: 'text',
          text: (r) => r.CarrierCodes.join(' '),
        },
        { key: 'Display', title: dictionaryWords.displayLabel, width: 110, filter: 'text', sortable: true },
        statusColumn<RateTerminalRow>(),
      ]}
      fields={(row) => [
        { name: 'Id', label: w.terminalId, disabled: !!row, helper: w.terminalIdHelp, type: 'record', records: RECORDS.terminals },
        { name: 'CarrierCodes', label: w.carriersCallingHelp, type: 'carriers' },
        { name: 'Display', label: w.displayLabel },
      ]}
      initial={(r) => ({ Id: recordText(r.Id, r.PortCode, r.TerminalCode, r.NameZh), CarrierCodes: r.CarrierCodes.join(', '), Display: r.Display })}
      body={(v) => ({ Id: oneIdOfText(v.Id ?? ''), CarrierCodes: listOf(v.CarrierCodes), Display: v.Display })}
    >
      <Tag minimal>{w.rateTerminalsHint}</Tag>
    </MasterGrid>
  );
}
