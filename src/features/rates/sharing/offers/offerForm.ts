import type { CallInput } from '../../../../contract/call';
import type { OfferWire, sharedCalls } from '../../../../contract/rates/sharedCalls';
import { idsOfText } from '../../../../domain/refdata/agencies';
import { listOf } from '../../../../lib/codeList';
import { formValue } from '../../../../lib/formValue';
import { type amountsOf, amountsText } from '../offerText';

/** An offer as its form starts: the offer's own values, or a new one's defaults. */
export const offerInitial = (e: OfferWire | undefined): Record<string, string> =>
  e
    ? {
        Name: e.Name,
        TradeLaneCodes: e.Filter.TradeLaneCodes.join(', '),
        CarrierCodes: e.Filter.CarrierCodes.join(', '),
        PolCodes: e.Filter.PolCodes.join(', '),
        PodCodes: e.Filter.PodCodes.join(', '),
        RateTypes: e.Filter.RateTypes.join(', '),
        CargoTypes: e.Filter.CargoTypes.join(', '),
        Basis: e.Markup.Basis,
        Currency: e.Markup.Currency,
        Amounts: amountsText(e.Markup.Amounts),
        Percent: e.Markup.Percent,
        Audience: e.Audience,
        InvitedCompanyIds: e.InvitedCompanyIds.map((id, i) => `${id} ${e.InvitedNames[i] ?? ''}`).join(', '),
        ApprovalRequired: String(e.ApprovalRequired),
        ShowOwnerName: String(e.ShowOwnerName),
        Terms: e.Terms,
      }
    : { Currency: 'USD', Basis: 'AMOUNT', Amounts: '*:50', Percent: '0', ApprovalRequired: 'true', ShowOwnerName: 'true' };

/** The offer's save from what the form holds (`amounts` read from its text). */
export const offerSaveOf = (
  v: Record<string, string>,
  amounts: ReturnType<typeof amountsOf>,
  e: OfferWire | undefined,
): CallInput<typeof sharedCalls.offerSave> => ({
  ...(e ? { Id: e.Id, Revision: e.Revision } : {}),
  Name: v.Name ?? '',
  Filter: {
    TradeLaneCodes: listOf(v.TradeLaneCodes),
    CarrierCodes: listOf(v.CarrierCodes),
    PolCodes: listOf(v.PolCodes),
    PodCodes: listOf(v.PodCodes),
    RateTypes: listOf(v.RateTypes),
    CargoTypes: listOf(v.CargoTypes),
  },
  Markup: {
    Basis: formValue<CallInput<typeof sharedCalls.offerSave>['Markup']['Basis']>(v.Basis),
    Currency: (v.Currency ?? '').toUpperCase(),
    Amounts: amounts ?? [],
    Percent: v.Percent || '0',
  },
  Audience: formValue<CallInput<typeof sharedCalls.offerSave>['Audience']>(v.Audience),
  InvitedCompanyIds: idsOfText(v.InvitedCompanyIds ?? ''),
  ApprovalRequired: v.ApprovalRequired === 'true',
  ShowOwnerName: v.ShowOwnerName === 'true',
  Terms: v.Terms ?? '',
});
