import type { Bilingual } from '../../i18n/bilingual';
import type { Language } from '../../i18n/language';
import { commonWords } from '../../i18n/commonWords';
import type { ChangeLogVocabulary } from '../../ui/audit/ChangeLog';
import { actionText, changeDescriber } from '../../ui/audit/changeText';
import { refdataWords as w } from './words';
import { dictionaryWords as d } from './dictionaries/words';

/** The kinds of reference record in the change log (server: masterRows.ts and currencies.ts `entity`). */
const SUBJECTS: Record<string, Bilingual> = {
  carrier: w.carriers,
  port: w.ports,
  exchangeRate: commonWords.exchangeRates,
  feeCode: w.feeCodes,
  tradeLane: w.tradeLanes,
  service: w.services,
  terminal: d.terminals,
  rateCarrier: d.rateCarriers,
  ratePort: d.ratePorts,
  rateTerminal: d.rateTerminals,
  surchargeType: d.surchargeTypes,
  rateRoute: d.rateRoutes,
};

/** How reference-data changes read: the wire fields recorded before and after, in this module's words. */
export const REFDATA_CHANGES: ChangeLogVocabulary = {
  subject: (entity: string, lang: Language) => SUBJECTS[entity]?.[lang] ?? entity,
  action: actionText,
  describe: changeDescriber({
    fields: {
      Code: w.code,
      CodeKind: w.codeKind,
      SmdgCode: w.smdgCode,
      Name: w.carrierName,
      NameZh: w.chineseName,
      NameEn: w.englishName,
      ShortName: w.shortName,
      Aliases: w.aliasesShort,
      CountryCode: w.country,
      TimeZone: w.timeZone,
      Functions: w.functionsShort,
      LaneCode: w.lane,
      PortGroup: w.portGroup,
      Status: commonWords.status,
      FromCode: w.currency,
      ToCode: w.intoCurrency,
      Kind: w.rateKind,
      Rate: w.rate,
      ValidFrom: w.validFrom,
      ValidTo: w.validTo,
      Source: w.source,
      Category: w.feeCategory,
      DefaultBasis: w.feeBasis,
      DefaultCurrency: w.currency,
      DefaultPaymentTerm: w.paymentTerm,
      ParentCode: w.parentLaneShort,
      PodCodes: w.podCodesShort,
      SortOrder: w.sortOrder,
      PortCode: d.port,
      Provider: d.provider,
      CustomsSiteCode: d.customsSite,
      ShowInSearch: d.showInSearch,
      DisplayNameZh: d.displayNameZh,
      MaintainerEmployeeId: d.maintainer,
      DefaultValidityBasis: d.validityBasis,
      Notes: d.notes,
      Role: d.role,
      IsBasePort: d.basePort,
      Hot: d.hot,
      CarrierCodes: d.carriersCalling,
      Display: d.displayLabel,
      Group: d.group,
      ShowToCustomer: d.showToCustomer,
      IncludedInAllIn: d.includedInAllIn,
      PerContainerType: d.perContainerType,
      MaintainerEmployeeIds: d.maintainer,
      DefaultViaCodes: d.viaCodes,
    },
    values: { ACTIVE: w.active, DISABLED: w.disabledState, MONTHLY_BOOK: w.monthlyBook, DAILY: w.daily, BOC: w.sourceBoc, MANUAL: w.sourceManual },
    codedFields: new Set(['Status', 'Kind', 'Source']),
    identity: ['Code', 'NameZh'],
  }),
};
