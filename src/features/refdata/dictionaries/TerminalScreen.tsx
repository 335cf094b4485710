import { dictionaryCalls } from '../../../contract/refdata/dictionaryCalls';
import { ACCESS } from '../../../contract/access';
import type { TerminalRow } from '../../../contract/refdata/dictionaryRows';
import { TERMINAL_KINDS, TERMINAL_PROVIDERS } from '../../../domain/refdata/dictionaries';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { MasterGrid, statusColumn } from '../MasterGrid';
import { dictionaryWords, FACILITY_KIND_WORDS, PROVIDER_WORDS } from './words';
import { refdataListCalls } from '../../../contract/refdata/listCalls';

/**
 * /BasicData/Wharf: the terminals of each port with their SMDG terminal or BIC facility code and
 * DCSA facility type (码头, 堆场, 集装箱货运站 …); filter by port; a terminal the rate terminals name
 * is disabled, not deleted.
 */
export default function TerminalScreen() {
  const w = useWords(dictionaryWords);
  const lang = useLanguage();
  return (
    <MasterGrid<TerminalRow>
      list={refdataListCalls.terminalList}
      calls={dictionaryCalls.terminal}
      access={{ read: ACCESS.terminalRead, edit: ACCESS.terminalEdit }}
      entity="terminal"
      keyField="Id"
      label={(r) => `${r.PortCode} ${r.Code}`}
      importColumns={['港口 Port', '代码 Code', '代码来源 Provider', '类型 Kind', '中文名 Chinese name', '英文名 English name', '海关监管场所 Customs site']}
      newTitle={dictionaryWords.newTerminal}
      editTitle={dictionaryWords.editTerminal}
      columns={[
        { key: 'Id', title: dictionaryWords.terminalId, width: 70 },
        { key: 'PortCode', title: dictionaryWords.port, width: 120, filter: 'text', sortable: true, text: (r) => `${r.PortCode} ${r.PortName}` },
        { key: 'Code', title: dictionaryWords.terminalCode, width: 90, filter: 'text', sortable: true },
        {
          key: 'Provider',
          title: dictionaryWords.provider,
          width: 110,
          filter: TERMINAL_PROVIDERS.map((p) => ({ value: p, label: PROVIDER_WORDS[p] })),
          text: (r, l) => PROVIDER_WORDS[r.Provider as (typeof TERMINAL_PROVIDERS)[number]]?.[l] ?? r.Provider,
        },
        {
          key: 'Kind',
          title: dictionaryWords.facilityKind,
          width: 110,
          sortable: true,
          filter: TERMINAL_KINDS.map((k) => ({ value: k, label: FACILITY_KIND_WORDS[k] })),
          text: (r, l) => FACILITY_KIND_WORDS[r.Kind as (typeof TERMINAL_KINDS)[number]]?.[l] ?? r.Kind,
        },
        { key: 'NameZh', title: dictionaryWords.chineseName, width: 170, filter: 'text', sortable: true },
        { key: 'NameEn', title: dictionaryWords.englishName, width: 240, filter: 'text', sortable: true },
        { key: 'CustomsSiteCode', title: dictionaryWords.customsSite, width: 110 },
        { key: 'InRates', title: dictionaryWords.inRates, width: 70, text: (r) => (r.InRates ? '✓' : '') },
        statusColumn<TerminalRow>(),
      ]}
      fields={() => [
        { name: 'PortCode', label: w.portCodeHelp, type: 'port' },
        { name: 'Code', label: w.terminalCode, helper: w.terminalCodeHelp },
        { name: 'Provider', label: w.provider, options: TERMINAL_PROVIDERS.map((p) => ({ value: p, label: `${p} ${PROVIDER_WORDS[p][lang]}` })) },
        { name: 'Kind', label: w.facilityKind, options: TERMINAL_KINDS.map((k) => ({ value: k, label: `${k} ${FACILITY_KIND_WORDS[k][lang]}` })) },
        { name: 'NameZh', label: w.chineseName },
        { name: 'NameEn', label: w.englishName },
        { name: 'CustomsSiteCode', label: w.customsSite },
      ]}
      initial={(r) => ({
        PortCode: r.PortCode,
        Code: r.Code,
        Provider: r.Provider,
        Kind: r.Kind,
        NameZh: r.NameZh,
        NameEn: r.NameEn,
        CustomsSiteCode: r.CustomsSiteCode,
      })}
      body={(v) => ({ ...v, Provider: v.Provider || 'SMDG', Kind: v.Kind || 'POTE' })}
    />
  );
}
