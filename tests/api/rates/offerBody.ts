/** A shared-rate offer as the offer form sends it: 远达's Helsinki lane at USD 50 a container (over: any field). */
export const offerBody = (over: object = {}) => ({
  Name: '远达芬兰线',
  Filter: { TradeLaneCodes: [], CarrierCodes: [], PolCodes: [], PodCodes: ['FIHEL'], RateTypes: [], CargoTypes: [] },
  Markup: { Basis: 'AMOUNT', Currency: 'USD', Amounts: [{ ContainerClass: '*', Amount: '50' }], Percent: '0' },
  Audience: 'PUBLIC',
  InvitedCompanyIds: [],
  ApprovalRequired: true,
  ShowOwnerName: true,
  Terms: '',
  ...over,
});
