import { formValue } from '../../lib/formValue';
import { useState } from 'react';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import type { FclRateRow } from '../../contract/rates/calls';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { RateRenewDialog } from './RateRenewDialog';
import { useRateBulkWrites } from './useRateBulkWrites';
import { rateWords } from './words';

export type BulkView = 'published' | 'drafts' | 'pending' | 'hidden' | 'expired';
/** Which rows of a view a bulk action can take. */
export const bulkCan: Record<BulkView, (r: FclRateRow) => boolean> = {
  published: (r) => r.Status === 'PUBLISHED' && !r.Expired,
  drafts: (r) => r.Status === 'DRAFT',
  pending: (r) => r.Status === 'PENDING',
  hidden: (r) => r.Status === 'PUBLISHED' && !r.Visible,
  expired: (r) => r.Status === 'PUBLISHED' && r.Expired,
};

const M = '/SeaFreight/FreightManagement';

/**
 * The desk's bulk work on the ticked rows of a rate page (commercial.md §2.5: drafts submitted or
 * deleted in bulk, confirmations, hiding and showing, expired rates renewed in bulk). Each row is
 * the server's own step with its own checks; the page says how many went through and names each
 * one that did not, with the reason — one refused row never hides the others' result. A submit
 * that overlaps a published rate is left for the row's own button, which offers to supersede.
 */
export function RateBulkBar({ view, rows }: { view: BulkView; rows: FclRateRow[] }) {
  const w = useWords(rateWords);
  const c = useWords(commonWords);
  const navigate = useNavigate();
  const { dialog, ask } = useConfirm();
  const [renewing, setRenewing] = useState(false);
  const { busy, done, each, all, ids, approve, submitEach, renewEach, deleteRates, setVisibility } = useRateBulkWrites(rows);
  const renew = async (v: Record<string, string>) => {
    const failed = await each(() => renewEach({ rows, ValidFrom: formValue(v.ValidFrom?.trim()), ValidTo: formValue(v.ValidTo?.trim()) }));
    setRenewing(false);
    done(rows.length - failed.length, failed);
    // the copies are drafts: where they are checked and submitted
    if (failed.length < rows.length) navigate(`${M}/FreightDrafts`);
  };
  return (
    <>
      <ButtonGroup>
        {view === 'drafts' && (
          <Gate access={ACCESS.rateSubmit}>
            <Button
              size="small"
              intent="primary"
              icon="send-message"
              loading={busy}
              text={w.bulkSubmit(rows.length)}
              onClick={async () => {
                const failed = await each(() => submitEach(rows));
                done(rows.length - failed.length, failed);
              }}
            />
          </Gate>
        )}
        {view === 'drafts' && (
          <Gate access={ACCESS.rateEdit}>
            <Button
              size="small"
              intent="danger"
              icon="trash"
              text={w.bulkDelete(rows.length)}
              onClick={async () => {
                if (!(await ask({ text: w.bulkDeleteAsk(rows.length), confirm: w.deleteDraft, cancel: c.cancel, intent: 'danger' }))) return;
                await all(deleteRates, { Ids: ids });
              }}
            />
          </Gate>
        )}
        {view === 'pending' && (
          <Gate access={ACCESS.rateConfirm}>
            <Button size="small" intent="success" icon="tick" loading={busy} text={w.bulkApprove(rows.length)} onClick={approve} />
          </Gate>
        )}
        {(view === 'published' || view === 'hidden') && (
          <Gate access={ACCESS.rateVisibility}>
            <Button
              size="small"
              icon={view === 'hidden' ? 'eye-open' : 'eye-off'}
              text={view === 'hidden' ? w.bulkShow(rows.length) : w.bulkHide(rows.length)}
              loading={busy}
              onClick={() => void all(setVisibility, { Ids: ids, Visible: view === 'hidden' })}
            />
          </Gate>
        )}
        {view === 'expired' && (
          <Gate access={ACCESS.rateEdit}>
            <Button size="small" icon="refresh" text={w.bulkRenew(rows.length)} onClick={() => setRenewing(true)} />
          </Gate>
        )}
      </ButtonGroup>
      <RateRenewDialog rows={rows} isOpen={renewing} onClose={() => setRenewing(false)} onRenew={renew} />
      {dialog}
    </>
  );
}
