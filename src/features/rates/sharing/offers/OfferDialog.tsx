import type { OfferWire } from '../../../../contract/rates/sharedCalls';
import { useWords } from '../../../../i18n/words';
import { ApiForm } from '../../../../lib/ApiForm';
import { ApiError } from '../../../../streams/callApi';
import { AppDialog } from '../../../../ui/AppDialog';
import { useSaveOffer } from '../../api/sharing';
import { amountsOf } from '../offerText';
import { offerInitial, offerSaveOf } from './offerForm';
import { sharingWords } from '../words';

/** An offer made or changed: what it shares (its filter), at what mark-up, to whom, on what terms. */
export function OfferDialog({ offer: e, onClose }: { offer: OfferWire | undefined; onClose(): void }) {
  const w = useWords(sharingWords);
  // refreshes the offers once it settled (api/sharing.ts)
  const saveOffer = useSaveOffer().mutateAsync;
  return (
    <AppDialog isOpen onClose={() => onClose()} title={e ? e.Name : w.newOffer} style={{ width: 640 }}>
      <div className="bp6-dialog-body">
        <ApiForm
          draftKey={`sharedOffer.${e?.Id ?? 'new'}`}
          initial={offerInitial(e)}
          fields={[
            { name: 'Name', label: w.name },
            { name: 'PolCodes', label: w.pols, type: 'ports' },
            { name: 'PodCodes', label: w.pods, type: 'ports' },
            { name: 'CarrierCodes', label: w.carriers, type: 'carriers' },
            { name: 'TradeLaneCodes', label: w.tradeLanes },
            { name: 'RateTypes', label: w.rateTypes },
            { name: 'CargoTypes', label: w.cargoTypes },
            {
              name: 'Basis',
              label: w.markupBasis,
              options: [
                { value: 'AMOUNT', label: w.byAmount },
                { value: 'PERCENT', label: w.byPercent },
              ],
            },
            { name: 'Currency', label: w.currency },
            { name: 'Amounts', label: w.amounts },
            { name: 'Percent', label: w.percent },
            {
              name: 'Audience',
              label: w.audience,
              options: [
                { value: 'PUBLIC', label: w.public },
                { value: 'INVITED', label: w.invited },
              ],
            },
            { name: 'InvitedCompanyIds', label: w.invitedCompanies, helper: '3 上海远达, 7 …' },
            { name: 'ApprovalRequired', label: w.approvalRequired, type: 'checkbox' },
            { name: 'ShowOwnerName', label: w.showOwnerName, type: 'checkbox' },
            { name: 'Terms', label: w.terms, type: 'textarea' },
          ]}
          submitText={w.save}
          onSubmit={async (v) => {
            const amounts = amountsOf(v.Amounts ?? '');
            if (v.Basis === 'AMOUNT' && !amounts) throw new ApiError(400, w.amountsBad, [{ Path: '/Amounts', Message: w.amountsBad }]);
            await saveOffer(offerSaveOf(v, amounts, e));
            onClose();
            return w.saved;
          }}
        />
      </div>
    </AppDialog>
  );
}
