import { dictionaryCalls } from '../../../contract/refdata/dictionaryCalls';
import { Tag } from '@blueprintjs/core';
import { ACCESS } from '../../../contract/access';
import type { RatePortRow } from '../../../contract/refdata/dictionaryRows';
import { RATE_PORT_ROLES } from '../../../domain/refdata/dictionaries';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { MasterGrid, statusColumn } from '../MasterGrid';
import { dictionaryWords, ROLE_WORDS } from './words';
import { refdataListCalls } from '../../../contract/refdata/listCalls';

/**
 * /DataMaintenance/FreightRateMaintenance/portmaintain: the ports rates name, each with its role
 * (POL/POD/both), base-port flag (基港), hot flag and order, and its port group (深圳 = 盐田 / 蛇口 /
 * 赤湾 / 大铲湾), which is the master port's and is set here: a port is in at most one group, of its
 * own country (R1.5).
 */
export default function RatePortScreen() {
  const w = useWords(dictionaryWords);
  const lang = useLanguage();
  return (
    <MasterGrid<RatePortRow>
      list={refdataListCalls.ratePortList}
      calls={dictionaryCalls.ratePort}
      access={{ read: ACCESS.ratePortRead, edit: ACCESS.ratePortEdit }}
      entity="ratePort"
      importColumns={['港口 Port', '用途 Role', '基港 Base port', '热门 Hot', '港口组 Port group', '排序 Order']}
      newTitle={dictionaryWords.newRatePort}
      editTitle={dictionaryWords.editRatePort}
      columns={[
        { key: 'Code', title: dictionaryWords.port, width: 80, filter: 'text', sortable: true },
        { key: 'NameZh', title: dictionaryWords.chineseName, width: 110, filter: 'text', sortable: true },
        { key: 'NameEn', title: dictionaryWords.englishName, width: 150, filter: 'text', sortable: true },
        { key: 'CountryCode', title: dictionaryWords.country, width: 60, filter: 'text', sortable: true },
        {
          key: 'Role',
          title: dictionaryWords.role,
          width: 90,
          filter: RATE_PORT_ROLES.map((r) => ({ value: r, label: ROLE_WORDS[r] })),
          text: (r, l) => ROLE_WORDS[r.Role as (typeof RATE_PORT_ROLES)[number]]?.[l] ?? r.Role,
        },
        { key: 'IsBasePort', title: dictionaryWords.basePort, width: 60, text: (r) => (r.IsBasePort ? '✓' : '') },
        { key: 'Hot', title: dictionaryWords.hot, width: 60, text: (r) => (r.Hot ? '✓' : '') },
        {
          key: 'PortGroup',
          title: dictionaryWords.portGroup,
          width: 110,
          filter: 'text',
          sortable: true,
          text: (r) => (r.PortGroup ? `${r.PortGroup} ${r.PortGroupName}` : ''),
        },
        { key: 'SortOrder', title: dictionaryWords.sortOrder, width: 60, sortable: true },
        statusColumn<RatePortRow>(),
        {
          key: 'PortStatus',
          title: dictionaryWords.masterDisabled,
          width: 100,
          text: (r, l) => (r.PortStatus === 'DISABLED' ? dictionaryWords.masterDisabled[l] : ''),
        },
      ]}
      fields={(row) => [
        { name: 'Code', label: w.portCodeHelp, disabled: !!row, helper: w.masterCodeFixed, type: 'port' },
        { name: 'Role', label: w.role, options: RATE_PORT_ROLES.map((r) => ({ value: r, label: `${r} ${ROLE_WORDS[r][lang]}` })) },
        { name: 'IsBasePort', label: w.basePort, type: 'checkbox', helper: w.basePortHelp },
        { name: 'Hot', label: w.hot, type: 'checkbox' },
        { name: 'PortGroup', label: w.portGroupHelp },
        { name: 'SortOrder', label: w.sortOrder },
      ]}
      initial={(r) => ({
        Code: r.Code,
        Role: r.Role,
        IsBasePort: String(r.IsBasePort),
        Hot: String(r.Hot),
        PortGroup: r.PortGroup,
        SortOrder: String(r.SortOrder),
      })}
      body={(v) => ({
        Code: v.Code,
        Role: v.Role || 'BOTH',
        IsBasePort: v.IsBasePort === 'true',
        Hot: v.Hot === 'true',
        PortGroup: v.PortGroup ?? '',
        ...(v.SortOrder?.trim() ? { SortOrder: Number(v.SortOrder) } : {}),
      })}
    >
      <Tag minimal>{w.ratePortsHint}</Tag>
    </MasterGrid>
  );
}
