import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';

/** A complete FCL rate draft (COSU Shanghai → Rotterdam, this month and next), with `over` laid on top. */
export const rateBody = (over: object = {}) => ({
  RateType: 'SPOT',
  CarrierCode: 'COSU',
  PolCode: 'CNSHA',
  PodCode: 'NLRTM',
  Currency: 'USD',
  ValidFrom: todayInShanghai(),
  ValidTo: addDays(todayInShanghai(), 30),
  TransitDays: 30,
  CutOffWeekdays: [2],
  EtdWeekdays: [4],
  Prices: [
    { ContainerClass: '20GP', Cost: '1450' },
    { ContainerClass: '40HQ', Cost: '1850', ListPrice: '2150', MaxGrossKg: 26000 },
  ],
  Surcharges: [
    { FeeCode: 'THC', Basis: 'PER_CONTAINER', ContainerClass: '40HQ', Amount: '1190', Currency: 'CNY', PaymentTerm: 'PRE', Side: 'ORIGIN' },
    { FeeCode: 'DOC', Basis: 'PER_BL', Amount: '450', Currency: 'CNY', PaymentTerm: 'PRE', Side: 'ORIGIN' },
  ],
  ...over,
});
