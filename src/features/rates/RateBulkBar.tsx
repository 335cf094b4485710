import type { Call, CallInput } from '../../contract/call';
import { formValue } from '../../lib/formValue';
import { callApi } from '../../streams/callApi';
import { ratesCalls } from '../../contract/rates/calls';
import { useState } from 'react';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { FclRateRow } from '../../contract/rates/calls';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { ApiForm } from '../../lib/ApiForm';
import { listKey } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { AppDialog } from '../../ui/AppDialog';
import { showToast } from '../../ui/toaster';
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
  const queries = useQueryClient();
  const navigate = useNavigate();
  const { dialog, ask } = useConfirm();
  const [renewing, setRenewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = async (ok: number, failed: string[]) => {
    void showToast({ intent: failed.length ? 'warning' : 'success', message: w.bulkDone(ok, failed.join('；')) });
    await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.fclRateList) });
  };
  /** One call per row, one after another (each names the revision it read); refusals collected. */
  const each = async (call: (r: FclRateRow) => Promise<unknown>) => {
    setBusy(true);
    const failed: string[] = [];
    for (const r of rows) await call(r).catch((err: Error) => failed.push(`${r.RateNo}：${err.message}`));
    setBusy(false);
    return failed;
  };
  const ids = rows.map((r) => r.Id);
  /** One call for every row (Ids), all or nothing on the server. */
  const all = async <C extends Call<'POST'>>(call: C, body: CallInput<C>) => {
    setBusy(true);
    const failed = await callApi(call, body).then(
      () => [],
      (err: Error) => [err.message],
    );
    setBusy(false);
    await done(failed.length ? 0 : rows.length, failed);
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
                const failed = await each((r) => callApi(ratesCalls.submit, { Id: r.Id, Revision: r.Revision }));
                await done(rows.length - failed.length, failed);
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
                await all(ratesCalls.delete, { Ids: ids });
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
                const answer = await callApi(ratesCalls.confirm, {
                  Ids: ids,
                  Decision: 'APPROVE',
                }).catch((err: Error) => ({ Results: rows.map((r) => ({ Id: r.Id, Ok: false, Message: err.message })) }));
                setBusy(false);
                const no = (id: number) => rows.find((r) => r.Id === id)?.RateNo ?? String(id);
                const failed = answer.Results.filter((x) => !x.Ok).map((x) => `${no(x.Id)}：${x.Message ?? ''}`);
                await done(answer.Results.filter((x) => x.Ok).length, failed);
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
              onClick={() => void all(ratesCalls.setVisibility, { Ids: ids, Visible: view === 'hidden' })}
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
              const failed = await each((r) =>
                callApi(ratesCalls.copy, { Id: r.Id, ValidFrom: formValue(v.ValidFrom?.trim()), ValidTo: formValue(v.ValidTo?.trim()) }),
              );
              setRenewing(false);
              await done(rows.length - failed.length, failed);
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
