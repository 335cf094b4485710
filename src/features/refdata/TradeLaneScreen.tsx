import { refdataCalls } from '../../contract/refdata/calls';
import { ACCESS } from '../../contract/access';
import type { TradeLaneRow } from '../../contract/refdata/listItems';
import { useWords } from '../../i18n/words';
import { MasterGrid, statusColumn } from './MasterGrid';
import { listOf } from '../../lib/codeList';
import { refdataWords } from './words';
import { refdataListCalls } from '../../contract/refdata/listCalls';

/**
 * /BasicData/Line: trade lanes (欧洲线, 美西线 …) and their sub-lanes (北欧, 东地, 西地) with the
 * destination ports of each; a sub-lane's ports are ports of its parent. A lane named by ports or
 * sub-lanes is disabled, not deleted.
 */
export default function TradeLaneScreen() {
  const w = useWords(refdataWords);
  return (
    <MasterGrid<TradeLaneRow>
      list={refdataListCalls.tradeLaneList}
      calls={refdataCalls.tradeLane}
      access={{ read: ACCESS.tradeLaneRead, edit: ACCESS.tradeLaneEdit }}
      entity="tradeLane"
      importColumns={['代码 Code', '中文名 Chinese name', '英文名 English name', '上级 Parent', '目的港 PODs', '排序 Order']}
      newTitle={refdataWords.newLane}
      editTitle={refdataWords.editLane}
      columns={[
        { key: 'Code', title: refdataWords.code, width: 100, filter: 'text', sortable: true },
        { key: 'NameZh', title: refdataWords.chineseName, width: 110, filter: 'text', sortable: true },
        { key: 'NameEn', title: refdataWords.englishName, width: 200, filter: 'text', sortable: true },
        { key: 'ParentCode', title: refdataWords.parentLaneShort, width: 90, filter: 'text' },
        { key: 'PodCodes', title: refdataWords.podCodesShort, width: 360, text: (r) => r.PodCodes.join(' ') },
        statusColumn<TradeLaneRow>(),
      ]}
      fields={(row) => [
        { name: 'Code', label: w.code, disabled: !!row, helper: w.codeFixed },
        { name: 'NameZh', label: w.chineseName },
        { name: 'NameEn', label: w.englishName },
        { name: 'ParentCode', label: w.parentLane },
        { name: 'PodCodes', label: w.podCodes, type: 'ports' },
        { name: 'SortOrder', label: w.sortOrder },
      ]}
      initial={(r) => ({
        Code: r.Code,
        NameZh: r.NameZh,
        NameEn: r.NameEn,
        ParentCode: r.ParentCode,
        PodCodes: r.PodCodes.join(', '),
        SortOrder: String(r.SortOrder),
      })}
      body={(v) => ({
        Code: v.Code,
        NameZh: v.NameZh,
        NameEn: v.NameEn,
        ParentCode: v.ParentCode,
        PodCodes: listOf(v.PodCodes),
        ...(v.SortOrder?.trim() ? { SortOrder: Number(v.SortOrder) } : {}),
      })}
    />
  );
}
