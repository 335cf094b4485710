import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { epackingCalls } from '../../contract/epacking/calls';
import { EPACKING_ACCESS, epackingContract } from '../../contract/epacking/module';
import { ECP_KIND, ECP_STATUS, type EcpStatus } from '../../domain/epacking/status';
import { ecpKindWords, ecpStatusWords } from '../../domain/epacking/words';
import { PKL_STATUS } from '../../domain/packing/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCallMutation } from '../../lib/useCallAction';
import { useCan } from '../../session/access';
import { Gate } from '../../session/Gate';
import { callApi } from '../../streams/callApi';
import { showToast } from '../../ui/toaster';
import { latestPackQueryOptions, packingKeys } from './api/packing';
import { packingWords } from './words';

/** Electronic packing is asked for once the data is submitted or approved (operations.md §4.1). */
const MAY_APPLY: readonly number[] = [PKL_STATUS.DATA_SUBMITTED, PKL_STATUS.DATA_APPROVED];
/** A request in one of these states is on its way or done: another pack would be refused (`ecp.once`). */
const LIVE: readonly number[] = [ECP_STATUS.SUBMITTED, ECP_STATUS.APPROVED, ECP_STATUS.TRANSMITTED, ECP_STATUS.ACKNOWLEDGED, ECP_STATUS.SEND_FAILED];

/**
 * The customer's or trucker's "apply for electronic packing" on a packing list (operations.md §4.4):
 * the latest pack request's state when there is one, the button while none is live, and the
 * server's refusal (no VGM yet, data not submitted, already packed) in place, as it words it.
 */
export function PklEpacking({ pklId, pklStatus }: { pklId: number; pklStatus: number }) {
  const lang = useLanguage();
  const w = useWords(packingWords);
  const mayRead = useCan(EPACKING_ACCESS.epackingRead);
  const [refusal, setRefusal] = useState<string>();
  const latest = useQuery(latestPackQueryOptions(pklId, mayRead));
  const apply = useCallMutation(() => callApi(epackingCalls.apply, { PKL_ID: pklId, Kind: ECP_KIND.PACK }), [packingKeys.latestPack(pklId)]);
  const request = latest.data;
  const offered = MAY_APPLY.includes(pklStatus) && !latest.isPending && !(request && LIVE.includes(request.ECP_STATUS));
  if (!request && !offered) return null;

  const onApply = async () => {
    setRefusal(undefined);
    try {
      const made = await apply.mutateAsync();
      void showToast({ intent: 'success', message: w.ePackApplied(made.ECP_NO) });
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e));
    }
  };
  const state = request ? ecpStatusWords[request.ECP_STATUS as EcpStatus] : undefined;
  return (
    <Card className="pkl-epacking" data-testid="pkl-epacking">
      <strong>{ecpKindWords[ECP_KIND.PACK][lang]}</strong>{' '}
      {request ? (
        <span data-testid="pkl-epacking-state" data-status={request.ECP_STATUS}>
          {request.ECP_NO}{' '}
          <Tag minimal intent={request.ECP_STATUS === ECP_STATUS.ACKNOWLEDGED ? 'success' : 'none'}>
            {state?.[lang] ?? request.ECP_STATUS}
          </Tag>{' '}
          {request.ECP_ERROR || request.ECP_REMARKS}
        </span>
      ) : null}
      {offered ? (
        <Gate access={EPACKING_ACCESS.epackingApply}>
          <Button
            icon="send-to"
            text={(epackingContract.buttons?.ePack ?? ecpKindWords[ECP_KIND.PACK])[lang]}
            loading={apply.isPending}
            onClick={() => void onApply()}
          />
        </Gate>
      ) : null}
      {refusal ? (
        <Callout intent="danger" role="alert" data-testid="pkl-epacking-refusal">
          {refusal}
        </Callout>
      ) : null}
    </Card>
  );
}
