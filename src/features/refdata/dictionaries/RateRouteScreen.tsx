import { dictionaryCalls } from '../../../contract/refdata/dictionaryCalls';
import { Tag } from '@blueprintjs/core';
import { ACCESS } from '../../../contract/access';
import type { RateRouteRow } from '../../../contract/refdata/dictionaryRows';
import { useWords } from '../../../i18n/words';
import { MasterGrid, statusColumn } from '../MasterGrid';
import { listOf } from '../../../lib/codeList';
import { idsOfText } from '../../../domain/refdata/agencies';
import { RECORDS, recordText } from '../recordSources';
import { dictionaryWords } from './words';
import { refdataListCalls } from '../../../contract/refdata/listCalls';

/**
 * /DataMaintenance/FreightRateMaintenance/linemaintain: per trade lane, the destination ports rate
 * maintenance offers, who maintains the lane's rates and the default transhipment ports. The lane
 * itself (code, names, sub-lanes) is the master list's (航线).
 */
export default function RateRouteScreen() {
  const w = useWords(dictionaryWords);
  return (
    <MasterGrid<RateRouteRow>
      list={refdataListCalls.rateRouteList}
      calls={dictionaryCalls.rateRoute}
      access={{ read: ACCESS.rateRouteRead, edit: ACCESS.rateRouteEdit }}
      entity="rateRoute"
      importColumns={['航线 Lane', '目的港 PODs', '维护人 Maintainers', '中转港 Via']}
      newTitle={dictionaryWords.newRateRoute}
      editTitle={dictionaryWords.editRateRoute}
      columns={[
        { key: 'Code', title: dictionaryWords.lane, width: 80, filter: 'text', sortable: true },
        { key: 'NameZh', title: dictionaryWords.chineseName, width: 110, filter: 'text', sortable: true },
        { key: 'NameEn', title: dictionaryWords.englishName, width: 170, filter: 'text', sortable: true },
        { key: 'PodCodes', title: dictionaryWords.podCodes, width: 360, filterKey: 'PodText', filter: 'text', text: (r) => r.PodCodes.join(' ') },
        { key: 'MaintainerNames', title: dictionaryWords.maintainer, width: 130, text: (r) => r.MaintainerNames.join(', ') },
        { key: 'DefaultViaCodes', title: dictionaryWords.viaCodes, width: 130, text: (r) => r.DefaultViaCodes.join(' ') },
        statusColumn<RateRouteRow>(),
      ]}
      fields={(row) => [
        { name: 'Code', label: w.lane, disabled: !!row, helper: w.masterCodeFixed },
        { name: 'PodCodes', label: w.podCodesHelp, type: 'ports' },
        { name: 'MaintainerEmployeeIds', label: w.maintainerIds, type: 'records', records: RECORDS.employees },
        { name: 'DefaultViaCodes', label: w.viaCodesHelp, type: 'ports' },
      ]}
      initial={(r) => ({
        Code: r.Code,
        PodCodes: r.PodCodes.join(', '),
        MaintainerEmployeeIds: r.MaintainerEmployeeIds.map((id, i) => recordText(id, r.MaintainerNames[i])).join(', '),
        DefaultViaCodes: r.DefaultViaCodes.join(', '),
      })}
      body={(v) => ({
        Code: v.Code,
        PodCodes: listOf(v.PodCodes),
        MaintainerEmployeeIds: idsOfText(v.MaintainerEmployeeIds ?? ''),
        DefaultViaCodes: listOf(v.DefaultViaCodes),
      })}
    >
      <Tag minimal>{w.rateRoutesHint}</Tag>
    </MasterGrid>
  );
}
