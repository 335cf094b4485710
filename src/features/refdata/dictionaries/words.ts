import { defineWords } from '../../../i18n/words';
import { commonWords } from '../../../i18n/commonWords';
import { FEE_CATEGORY_WORDS, MAPPING_KIND_WORDS, refdataWords as r } from '../words';
import { scheduleWords } from '../schedule/words';
import { refdataFieldWords } from '../../../contract/refdata/words';

/** Terminals' and the rate dictionaries' words in both languages (pairs of refdata/words.ts reused, not written again). */
export const dictionaryWords = defineWords({
  // terminals
  terminals: { zh: '港区码头', en: 'Terminals' },
  port: MAPPING_KIND_WORDS.PORT,
  portCodeHelp: { zh: '港口（UN/LOCODE）', en: 'Port (UN/LOCODE)' },
  terminalCode: { zh: '码头代码', en: 'Terminal code' },
  terminalCodeHelp: {
    zh: 'SMDG 码头代码或 BIC 场站代码，不含 UN/LOCODE，最多 6 位',
    en: 'SMDG terminal or BIC facility code without the UN/LOCODE, at most 6 characters',
  },
  provider: { zh: '代码来源', en: 'Code list' },
  facilityKind: commonWords.kind,
  customsSite: { zh: '海关监管场所代码', en: 'Customs site code' },
  inRates: { zh: '运价在用', en: 'In rates' },
  newTerminal: { zh: '新增码头', en: 'New terminal' },
  editTerminal: (name: string) => ({ zh: `编辑码头 ${name}`, en: `Edit terminal ${name}` }),
  // rate carriers
  rateCarriers: { zh: '运价船公司', en: 'Rate carriers' },
  carrier: MAPPING_KIND_WORDS.CARRIER,
  showInSearch: { zh: '运价查询中显示', en: 'Shown in rate search' },
  displayNameZh: { zh: '显示名称', en: 'Display name' },
  maintainer: commonWords.maintainer,
  maintainerId: { zh: '维护人（输入员工姓名查找）', en: 'Maintainer (type the employee’s name)' },
  defaultCurrency: refdataFieldWords.DefaultCurrency,
  validityBasis: { zh: '有效期基准', en: 'Validity basis' },
  notes: { zh: '备注', en: 'Notes' },
  rateCarriersHint: {
    zh: '船公司本身（SCAC、名称）在“船公司”中维护；这里只决定运价查询中显示哪些船公司、顺序和维护人。',
    en: 'The carrier itself (SCAC, names) is kept under Shipping lines; here: which carriers rate search shows, their order and maintainer.',
  },
  masterCodeFixed: { zh: '主数据代码，保存后不可更改', en: 'The master code: fixed once saved' },
  newRateCarrier: { zh: '新增运价船公司', en: 'New rate carrier' },
  editRateCarrier: (code: string) => ({ zh: `编辑运价船公司 ${code}`, en: `Edit rate carrier ${code}` }),
  // rate ports
  ratePorts: { zh: '运价港口', en: 'Rate ports' },
  role: { zh: '用途', en: 'Role' },
  basePort: { zh: '基港', en: 'Base port' },
  hot: { zh: '热门', en: 'Hot' },
  portGroupHelp: {
    zh: '港口组（一个港口最多属于一个组，且须与组同一国家；留空即移出）',
    en: 'Port group (a port is in at most one group, of its own country; empty takes it out)',
  },
  basePortHelp: { zh: '基港：船公司直靠；非基港需驳船或附加', en: 'Base port: a direct call; others need a feeder or an add-on' },
  ratePortsHint: {
    zh: '港口本身在“世界港口”中维护；港口组即港口的组，一个港口最多属于一个组，搜索组名可找到各成员港的运价。',
    en: 'The port itself is kept under World ports; its group is the port’s own: a port is in at most one group, and searching a group finds each member’s rates.',
  },
  newRatePort: { zh: '新增运价港口', en: 'New rate port' },
  editRatePort: (code: string) => ({ zh: `编辑运价港口 ${code}`, en: `Edit rate port ${code}` }),
  // rate terminals
  rateTerminals: { zh: '运价码头', en: 'Rate terminals' },
  terminalId: { zh: '港区码头', en: 'Port terminal' },
  terminalIdHelp: { zh: '输入码头中文名查找（港区码头列表中的码头）', en: 'Type its Chinese name (a terminal of the terminal list)' },
  carriersCalling: { zh: '挂靠船公司', en: 'Carriers calling' },
  carriersCallingHelp: { zh: '挂靠船公司（SCAC，逗号分隔）', en: 'Carriers calling (SCAC, comma-separated)' },
  displayLabel: { zh: '显示标签', en: 'Display label' },
  rateTerminalsHint: {
    zh: '码头本身在“港区码头”中维护；这里写哪些船公司挂靠、运价表中显示的标签（如“洋山 / 外高桥”）。',
    en: 'The terminal itself is kept under Port-area terminals; here: the carriers calling and the label rate grids show (e.g. "洋山 / 外高桥").',
  },
  newRateTerminal: { zh: '新增运价码头', en: 'New rate terminal' },
  editRateTerminal: (name: string) => ({ zh: `编辑运价码头 ${name}`, en: `Edit rate terminal ${name}` }),
  // surcharge types
  surchargeTypes: { zh: '附加费类型', en: 'Surcharge types' },
  feeCode: commonWords.feeCode,
  group: refdataFieldWords.Group,
  showToCustomer: { zh: '客户可见', en: 'Shown to customers' },
  includedInAllIn: { zh: '含于全包价', en: 'In all-in rates' },
  includedInAllInHelp: { zh: '运价为全包价（ALL IN）时不再另加', en: 'Not added on top of an all-in rate' },
  perContainerType: { zh: '按箱型计价', en: 'Per container type' },
  newSurchargeType: { zh: '新增附加费类型', en: 'New surcharge type' },
  editSurchargeType: (code: string) => ({ zh: `编辑附加费类型 ${code}`, en: `Edit surcharge type ${code}` }),
  // rate routes
  rateRoutes: { zh: '运价航线', en: 'Rate routes' },
  podCodesHelp: r.podCodes,
  maintainerIds: { zh: '维护人（输入姓名选择，可多人）', en: 'Maintainers (type a name to pick; several allowed)' },
  viaCodes: refdataFieldWords.DefaultViaCodes,
  viaCodesHelp: { zh: '默认中转港（UN/LOCODE，逗号分隔）', en: 'Default via ports (UN/LOCODE, comma-separated)' },
  rateRoutesHint: {
    zh: '航线本身（代码、名称、子航线）在“航线”中维护；这里是运价维护所用的目的港、维护人和默认中转港。',
    en: 'The lane itself (code, names, sub-lanes) is kept under Routes; here: the PODs rate maintenance uses, its maintainers and default via ports.',
  },
  newRateRoute: { zh: '新增运价航线', en: 'New rate route' },
  editRateRoute: (code: string) => ({ zh: `编辑运价航线 ${code}`, en: `Edit rate route ${code}` }),
  // both
  masterDisabled: { zh: '主数据已停用', en: 'Master disabled' },
  code: r.code,
  chineseName: r.chineseName,
  englishName: r.englishName,
  country: r.country,
  portGroup: r.portGroup,
  sortOrder: r.sortOrder,
  currency: r.currency,
  feeCategory: r.feeCategory,
  lane: r.lane,
  podCodes: r.podCodesShort,
});

/** A rate's validity basis in words. */
export const VALIDITY_BASIS_WORDS = defineWords({
  ETD: { zh: '按开船日（ETD）', en: 'ETD' },
  GATE_IN: { zh: '按进港日（Gate-in）', en: 'Gate-in' },
});

/** A rate port's role in words. */
export const ROLE_WORDS = defineWords({
  POL: scheduleWords.pol,
  POD: scheduleWords.pod,
  BOTH: { zh: '起运/目的', en: 'POL and POD' },
});

/** Surcharge groups in words. */
export const SURCHARGE_GROUP_WORDS = defineWords({
  FREIGHT_SURCHARGE: { zh: '海运附加费', en: 'Freight surcharge' },
  ORIGIN_LOCAL: { zh: '起运港本地费', en: 'Origin local charge' },
  DEST_LOCAL: { zh: '目的港本地费', en: 'Destination local charge' },
  FILING: FEE_CATEGORY_WORDS.FILING,
});

/** DCSA facility types in words. */
export const FACILITY_KIND_WORDS = defineWords({
  POTE: { zh: '码头', en: 'Port terminal' },
  DEPO: { zh: '堆场', en: 'Depot' },
  COFS: { zh: '集装箱货运站', en: 'Container freight station' },
  INTE: { zh: '内陆码头', en: 'Inland terminal' },
  OFFD: { zh: '场外', en: 'Off-dock' },
});

/** Code lists of a terminal's code (DCSA facilityCodeListProvider) in words. */
export const PROVIDER_WORDS = defineWords({
  SMDG: { zh: 'SMDG 码头代码', en: 'SMDG terminal code' },
  BIC: { zh: 'BIC 场站代码', en: 'BIC facility code' },
  LOCAL: r.codeKindLocal,
});
