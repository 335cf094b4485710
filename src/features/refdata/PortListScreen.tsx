import { refdataCalls } from '../../contract/refdata/calls';
import { ACCESS } from '../../contract/access';
import type { PortRow } from '../../contract/refdata/listItems';
import { useWords } from '../../i18n/words';
import { MasterGrid, statusColumn } from './MasterGrid';
import { listOf } from '../../lib/codeList';
import { refdataWords } from './words';
import { refdataListCalls } from '../../contract/refdata/listCalls';

/**
 * /BasicData/GlobleHaven: world ports by UN/LOCODE with Chinese and English names, the country beside
 * each (names are not unique: 奥克兰 is in New Zealand and in the United States), IANA time zone
 * (cut-offs are shown in it), function flags, lane, port group and superseded codes; searched by
 * code, either name, country or alias.
 */
export default function PortListScreen() {
  const w = useWords(refdataWords);
  return (
    <MasterGrid<PortRow>
      list={refdataListCalls.portList}
      calls={refdataCalls.port}
      access={{ read: ACCESS.portRead, edit: ACCESS.portEdit }}
      entity="port"
      importColumns={[
        '代码 UN/LOCODE',
        '中文名 Chinese name',
        '英文名 English name',
        '国家 Country',
        '时区 Time zone',
        '功能 Functions',
        '航线 Lane',
        '港口组 Port group',
        '别名 Aliases',
      ]}
      newTitle={refdataWords.newPort}
      editTitle={refdataWords.editPort}
      columns={[
        { key: 'Code', title: refdataWords.unlocode, width: 90, filter: 'text', sortable: true },
        { key: 'NameZh', title: refdataWords.chineseName, width: 110, filter: 'text', sortable: true },
        { key: 'NameEn', title: refdataWords.englishName, width: 170, filter: 'text', sortable: true },
        { key: 'CountryCode', title: refdataWords.country, width: 110, filter: 'text', sortable: true, text: (r) => `${r.CountryCode} · ${r.CountryName}` },
        { key: 'TimeZone', title: refdataWords.timeZone, width: 150 },
        { key: 'Functions', title: refdataWords.functions, width: 90 },
        { key: 'LaneCode', title: refdataWords.lane, width: 80, filter: 'text', sortable: true },
        { key: 'PortGroup', title: refdataWords.portGroup, width: 100 },
        { key: 'Aliases', title: refdataWords.aliases, width: 150, filterKey: 'AliasText', filter: 'text', text: (r) => r.Aliases.join(', ') },
        statusColumn<PortRow>(),
        { key: 'InUse', title: refdataWords.inUse, width: 70, sortable: true },
      ]}
      fields={(row) => [
        { name: 'Code', label: w.unlocode, disabled: !!row, helper: w.codeFixed },
        { name: 'NameZh', label: w.chineseName },
        { name: 'NameEn', label: w.englishName },
        { name: 'CountryCode', label: w.countryCode },
        { name: 'TimeZone', label: w.timeZone },
        { name: 'Functions', label: w.functions },
        { name: 'LaneCode', label: w.lane },
        { name: 'PortGroup', label: w.portGroup },
        { name: 'Aliases', label: w.aliases },
      ]}
      initial={(r) => ({
        Code: r.Code,
        NameZh: r.NameZh,
        NameEn: r.NameEn,
        CountryCode: r.CountryCode,
        TimeZone: r.TimeZone,
        Functions: r.Functions,
        LaneCode: r.LaneCode,
        PortGroup: r.PortGroup,
        Aliases: r.Aliases.join(', '),
      })}
      body={(v) => ({
        Code: v.Code,
        NameZh: v.NameZh,
        NameEn: v.NameEn,
        CountryCode: v.CountryCode,
        TimeZone: v.TimeZone,
        Functions: v.Functions,
        LaneCode: v.LaneCode,
        PortGroup: v.PortGroup,
        Aliases: listOf(v.Aliases),
      })}
    />
  );
}
