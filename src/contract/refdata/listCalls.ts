import { listCallOf } from '../schema';
import { BillCodeSeriesRowSchema, BookCodeRowSchema, BookingAgencyRowSchema } from './codeCalls';
import {
  RateCarrierRowSchema,
  RatePortRowSchema,
  RateRouteRowSchema,
  RateTerminalRowSchema,
  SurchargeTypeRowSchema,
  TerminalRowSchema,
} from './dictionaryRows';
import {
  CarrierRowSchema,
  CodeMappingRowSchema,
  CurrencyRowSchema,
  ExchangeRateRowSchema,
  FeeCodeRowSchema,
  PortRowSchema,
  ScheduleTemplateRowSchema,
  ServiceRowSchema,
  ShipAgencyRowSchema,
  TradeLaneRowSchema,
  UnmappedCodeRowSchema,
  VesselCallRowSchema,
  VesselRowSchema,
} from './listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from './module';

/** The reference data's lists of the list kit (server/modules/refdata/*: `defineList`), keyed by their paths' names, each typed by its row schema. */
export const refdataListCalls = {
  billCodeSeriesList: listCallOf(P.billCodeSeriesList, BillCodeSeriesRowSchema, A.billCodeSeriesRead),
  bookCodeList: listCallOf(P.bookCodeList, BookCodeRowSchema, A.bookCodeRead),
  bookingAgencyList: listCallOf(P.bookingAgencyList, BookingAgencyRowSchema, A.bookingAgencyRead),
  carrierList: listCallOf(P.carrierList, CarrierRowSchema, A.carrierRead),
  codeMappingList: listCallOf(P.codeMappingList, CodeMappingRowSchema, A.codeMappingRead),
  currencyList: listCallOf(P.currencyList, CurrencyRowSchema, A.currencyRead),
  exchangeRateList: listCallOf(P.exchangeRateList, ExchangeRateRowSchema, A.currencyRead),
  feeCodeList: listCallOf(P.feeCodeList, FeeCodeRowSchema, A.feeCodeRead),
  codeMappingUnmapped: listCallOf(P.codeMappingUnmapped, UnmappedCodeRowSchema, A.codeMappingRead),
  portList: listCallOf(P.portList, PortRowSchema, A.portRead),
  rateCarrierList: listCallOf(P.rateCarrierList, RateCarrierRowSchema, A.rateCarrierRead),
  ratePortList: listCallOf(P.ratePortList, RatePortRowSchema, A.ratePortRead),
  rateRouteList: listCallOf(P.rateRouteList, RateRouteRowSchema, A.rateRouteRead),
  rateTerminalList: listCallOf(P.rateTerminalList, RateTerminalRowSchema, A.rateTerminalRead),
  scheduleTemplateList: listCallOf(P.scheduleTemplateList, ScheduleTemplateRowSchema, A.scheduleTemplateRead),
  vesselCallList: listCallOf(P.vesselCallList, VesselCallRowSchema, A.vesselCallRead),
  serviceList: listCallOf(P.serviceList, ServiceRowSchema, A.serviceRead),
  shipAgencyList: listCallOf(P.shipAgencyList, ShipAgencyRowSchema, A.shipAgencyRead),
  surchargeTypeList: listCallOf(P.surchargeTypeList, SurchargeTypeRowSchema, A.surchargeTypeRead),
  terminalList: listCallOf(P.terminalList, TerminalRowSchema, A.terminalRead),
  tradeLaneList: listCallOf(P.tradeLaneList, TradeLaneRowSchema, A.tradeLaneRead),
  vesselList: listCallOf(P.vesselList, VesselRowSchema, A.vesselRead),
};
