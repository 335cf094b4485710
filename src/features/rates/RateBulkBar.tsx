import { formValue } from '../../lib/formValue';
import { useState } from 'react';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import type { FclRateRow } from '../../contract/rates/calls';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { ApiForm } from '../../lib/ApiForm';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { AppDialog } from '../../ui/AppDialog';
import { showToast } from '../../ui/toaster';
import { useConfirmRates, useDeleteRates, useRenewEachRate, useSetRateVisibility, useSubmitEachRate } from './api/fclRates';
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
  const [busy, setBusy] = useState(false);
  // each write refreshes the rate lists when it settles (api/fclRates.ts)
  const submitEach = useSubmitEachRate().mutateAsync;
  const renewEach = useRenewEachRate().mutateAsync;
  const confirmRates = useConfirmRates().mutateAsync;
  const deleteRates = useDeleteRates().mutateAsync;
  const setVisibility = useSetRateVisibility().mutateAsync;
  const done = (ok: number, failed: string[]) => {
    void showToast({ intent: failed.length ? 'warning' : 'success', message: w.bulkDone(ok, failed.join('；')) });
  };
  /** Every row one after another (api/fclRates.ts eachRow): the refusals. */
  const each = async (write: () => Promise<string[]>) => {
    setBusy(true);
    const failed = await write();
    setBusy(false);
    return failed;
  };
  const ids = rows.map((r) => r.Id);
  /** One call for every row (Ids), all or nothing on the server. */
  const all = async <I,>(write: (input: I) => Promise<unknown>, body: I) => {
    setBusy(true);
    const failed = await write(body).then(
      () => [],
      (err: Error) => [err.message],
    );
    setBusy(false);
    done(failed.length ? 0 : rows.length, failed);
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
            <Button
              size="small"
              intent="success"
              icon="tick"
              loading={busy}
              text={w.bulkApprove(rows.length)}
              onClick={async () => {
                setBusy(true);
                const answer = await confirmRates({
                  Ids: ids,
                  Decision: 'APPROVE',
                }).catch((err: Error) => ({ Results: rows.map((r) => ({ Id: r.Id, Ok: false, Message: err.message })) }));
                setBusy(false);
                const no = (id: number) => rows.find((r) => r.Id === id)?.RateNo ?? String(id);
                const failed = answer.Results.filter((x) => !x.Ok).map((x) => `${no(x.Id)}：${x.Message ?? ''}`);
                done(answer.Results.filter((x) => x.Ok).length, failed);
              }}
            />
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
      <AppDialog isOpen={renewing} onClose={() => setRenewing(false)} title={w.bulkRenewTitle(rows.length)}>
        <div className="bp6-dialog-body">
          <p>{rows.map((r) => r.RateNo).join('、')}</p>
          <ApiForm
            draftKey="rate.bulkRenew"
            fields={[
              { name: 'ValidFrom', label: w.validFrom },
              { name: 'ValidTo', label: w.validTo },
            ]}
            submitText={w.bulkRenew(rows.length)}
            onSubmit={async (v) => {
              const failed = await each(() => renewEach({ rows, ValidFrom: formValue(v.ValidFrom?.trim()), ValidTo: formValue(v.ValidTo?.trim()) }));
              setRenewing(false);
              done(rows.length - failed.length, failed);
              // the copies are drafts: where they are checked and submitted
              if (failed.length < rows.length) navigate(`${M}/FreightDrafts`);
              return undefined;
            }}
            footer={<Button variant="minimal" text={c.cancel} onClick={() => setRenewing(false)} />}
          />
        </div>
      </AppDialog>
      {dialog}
    </>
  );
}
