import { defineWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';

/** The reference-data module's words in both languages: `useWords(refdataWords)` in its screens. */
export const refdataWords = defineWords({
  // carriers
  scacCode: { zh: 'SCAC 代码', en: 'SCAC code' },
  codeKind: { zh: '代码类型', en: 'Code kind' },
  codeKindScac: { zh: 'SCAC（NMFTA）', en: 'SCAC (NMFTA)' },
  codeKindLocal: { zh: '本地代码', en: 'Local code' },
  smdgCode: { zh: 'SMDG 代码', en: 'SMDG code' },
  carrierName: commonWords.englishName,
  chineseName: { zh: '中文名称', en: 'Chinese name' },
  shortName: { zh: '简称', en: 'Short name' },
  aliases: { zh: '别名（逗号分隔）', en: 'Aliases (comma-separated)' },
  bookingsNamingIt: { zh: '订舱数', en: 'Bookings' },
  newCarrier: { zh: '新增船公司', en: 'New carrier' },
  editCarrier: (code: string) => ({ zh: `编辑船公司 ${code}`, en: `Edit carrier ${code}` }),
  // ports
  unlocode: { zh: 'UN/LOCODE', en: 'UN/LOCODE' },
  englishName: commonWords.englishName,
  country: { zh: '国家', en: 'Country' },
  countryCode: { zh: '国家代码（ISO 3166）', en: 'Country code (ISO 3166)' },
  timeZone: { zh: '时区（IANA）', en: 'Time zone (IANA)' },
  functions: { zh: '功能（UN/LOCODE，1=港口，8=内河）', en: 'Functions (UN/LOCODE: 1 port, 8 inland water)' },
  lane: { zh: '航线', en: 'Lane' },
  portGroup: { zh: '港口组', en: 'Port group' },
  inUse: { zh: '使用中', en: 'In use' },
  newPort: { zh: '新增港口', en: 'New port' },
  editPort: (code: string) => ({ zh: `编辑港口 ${code}`, en: `Edit port ${code}` }),
  // both
  active: commonWords.active,
  disabledState: commonWords.disabled,
  enable: commonWords.enable,
  disable: commonWords.disable,
  enabledDone: { zh: '已启用', en: 'Enabled' },
  disabledDone: { zh: '已停用', en: 'Disabled' },
  deleteConfirm: (code: string) => ({
    zh: `删除 ${code}？只有未被任何记录使用的代码才能删除；在用的请停用。`,
    en: `Delete ${code}? Only a code no record uses can be deleted; disable one in use instead.`,
  }),
  codeFixed: { zh: '代码保存后不可更改（在用的代码请停用）', en: 'A code cannot change once saved (disable one in use)' },
});
