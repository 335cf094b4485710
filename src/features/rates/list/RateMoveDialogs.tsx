import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { FclRateRow } from '../../../contract/rates/calls';
import { commonWords } from '../../../i18n/commonWords';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { formValue } from '../../../lib/formValue';
import { AppDialog } from '../../../ui/AppDialog';
import { showToast } from '../../../ui/toaster';
import { rateWords } from '../words';
import { M } from './rateViews';
import type { useRateMoves } from './useRateMoves';

type Open = [FclRateRow | undefined, (r: FclRateRow | undefined) => void];

/** A renewal's new validity: the copy is made and opens in the rate form. */
function RenewRateDialog({ renewingOf, copyRate }: { renewingOf: Open; copyRate: ReturnType<typeof useRateMoves>['copyRate'] }) {
  const w = useWords(rateWords);
  const c = useWords(commonWords);
  const navigate = useNavigate();
  const [renewing, setRenewing] = renewingOf;
  return (
    <AppDialog isOpen={!!renewing} onClose={() => setRenewing(undefined)} title={renewing ? w.renewTitle(renewing.RateNo) : ''}>
      {renewing && (
        <div className="bp6-dialog-body">
          <ApiForm
            draftKey={`rate.renew.${renewing.Id}`}
            fields={[
              { name: 'ValidFrom', label: w.validFrom },
              { name: 'ValidTo', label: w.validTo },
            ]}
            submitText={w.renew}
            onSubmit={async (v) => {
              const made = await copyRate({
                Id: renewing.Id,
                ValidFrom: formValue(v.ValidFrom?.trim()),
                ValidTo: formValue(v.ValidTo?.trim()),
              });
              setRenewing(undefined);
              void showToast({ intent: 'success', message: w.renewedToast(made.RateNo) });
              navigate(`${M}/FCLFreightAdd?id=${made.Id}`);
            }}
            footer={<Button variant="minimal" text={c.cancel} onClick={() => setRenewing(undefined)} />}
          />
        </div>
      )}
    </AppDialog>
  );
}

/** The moves that ask something first: a rejection's remarks, a withdrawal's reason, a renewal's new validity (the copy opens in the rate form). */
export function RateMoveDialogs({
  moves,
  rejectingOf,
  withdrawingOf,
  renewingOf,
}: {
  moves: ReturnType<typeof useRateMoves>;
  rejectingOf: Open;
  withdrawingOf: Open;
  renewingOf: Open;
}) {
  const w = useWords(rateWords);
  const c = useWords(commonWords);
  const { confirmRates, withdrawRates, copyRate } = moves;
  const [rejecting, setRejecting] = rejectingOf;
  const [withdrawing, setWithdrawing] = withdrawingOf;
  return (
    <>
      <AppDialog isOpen={!!rejecting} onClose={() => setRejecting(undefined)} title={rejecting ? w.rejectTitle(rejecting.RateNo) : ''}>
        {rejecting && (
          <div className="bp6-dialog-body">
            <ApiForm
              draftKey={`rate.reject.${rejecting.Id}`}
              fields={[{ name: 'Remarks', label: w.rejectReason, type: 'textarea' }]}
              submitText={w.reject}
              onSubmit={async (v) => {
                await confirmRates({ Ids: [rejecting.Id], Decision: 'REJECT', Remarks: v.Remarks });
                setRejecting(undefined);
                void showToast({ intent: 'warning', message: w.rejectedToast });
              }}
              footer={<Button variant="minimal" text={c.cancel} onClick={() => setRejecting(undefined)} />}
            />
          </div>
        )}
      </AppDialog>
      <AppDialog isOpen={!!withdrawing} onClose={() => setWithdrawing(undefined)} title={withdrawing ? w.withdrawTitle(withdrawing.RateNo) : ''}>
        {withdrawing && (
          <div className="bp6-dialog-body">
            <ApiForm
              draftKey={`rate.withdraw.${withdrawing.Id}`}
              fields={[{ name: 'Reason', label: w.withdrawReason, type: 'textarea' }]}
              submitText={w.withdraw}
              onSubmit={async (v) => {
                await withdrawRates({ Ids: [withdrawing.Id], Reason: formValue(v.Reason) });
                setWithdrawing(undefined);
                void showToast({ intent: 'warning', message: w.withdrawnToast });
              }}
              footer={<Button variant="minimal" text={c.cancel} onClick={() => setWithdrawing(undefined)} />}
            />
          </div>
        )}
      </AppDialog>
      <RenewRateDialog renewingOf={renewingOf} copyRate={copyRate} />
    </>
  );
}
