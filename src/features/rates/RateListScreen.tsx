import { formValue } from '../../lib/formValue';
import { useState } from 'react';
import { Button, ButtonGroup, Callout, H2, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import type { FclRateRow } from '../../contract/rates/calls';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable, type DataColumn } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { ApiError } from '../../streams/callApi';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { type BulkView, bulkCan, RateBulkBar } from './RateBulkBar';
import { RateHistoryDialog } from './RateHistoryDialog';
import { useConfirmRates, useCopyRate, useDeleteRates, useSetRatesListed, useSetRateVisibility, useSubmitRate, useWithdrawRates } from './api/fclRates';
import { RATE_STATUS_WORDS, rateWords } from './words';
import { ratesListCalls } from '../../contract/rates/listCalls';

type View = 'published' | 'drafts' | 'pending' | 'hidden' | 'expired' | 'history';
const M = '/SeaFreight/FreightManagement';
/** Each rate page is one view of the one rate store (commercial.md §2.2 "route ↔ status"). */
const VIEWS: Record<string, { view: View; fixed?: Record<string, string> }> = {
  [`${M}/FCLFreight`]: { view: 'published', fixed: { Status: 'PUBLISHED', Expired: 'false' } },
  '/FlcExport/FclFreight': { view: 'published', fixed: { Status: 'PUBLISHED', Expired: 'false' } },
  [`${M}/FreightDrafts`]: { view: 'drafts', fixed: { Status: 'DRAFT' } },
  [`${M}/FreightModifyList`]: { view: 'pending', fixed: { Status: 'PENDING' } },
  [`${M}/FreightNotVisible`]: { view: 'hidden', fixed: { Status: 'PUBLISHED', Visible: 'false' } },
  [`${M}/ExpiredFreight`]: { view: 'expired', fixed: { Status: 'PUBLISHED', Expired: 'true' } },
  [`${M}/FCLFreightHistory`]: { view: 'history' },
};
const CLASSES = ['20GP', '40GP', '40HQ'];

/**
 * The FCL rate pages over one store: published (and its export-menu twin), drafts (submit),
 * waiting for confirmation (confirm, or reject with remarks), hidden, expired, and every version.
 * Each row opens its history: every version side by side with what happened to it.
 */
export default function RateListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(rateWords);
  const c = useWords(commonWords);
  const { dialog, ask } = useConfirm();
  const navigate = useNavigate();
  const spec = VIEWS[route.path] ?? VIEWS[`${M}/FCLFreightHistory`]!;
  const [historyOf, setHistoryOf] = useState<string>();
  const [rejecting, setRejecting] = useState<FclRateRow>();
  const [withdrawing, setWithdrawing] = useState<FclRateRow>();
  const [renewing, setRenewing] = useState<FclRateRow>();
  // each move refreshes the rate lists when it settles, worked or refused (api/fclRates.ts)
  const submitRate = useSubmitRate().mutateAsync;
  const confirmRates = useConfirmRates().mutateAsync;
  const setVisibility = useSetRateVisibility().mutateAsync;
  const setListed = useSetRatesListed().mutateAsync;
  const deleteRates = useDeleteRates().mutateAsync;
  const withdrawRates = useWithdrawRates().mutateAsync;
  const copyRate = useCopyRate().mutateAsync;

  /** A move from a row's button: a refusal is a toast (an overlap on submit is the caller's, to offer superseding). */
  const send = async <I, A>(write: (input: I) => Promise<A>, body: I, overlapIsAsked = false): Promise<A | undefined> => {
    try {
      return await write(body);
    } catch (err) {
      if (overlapIsAsked && err instanceof ApiError && err.code === 'RATE_OVERLAP') throw err;
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
      return undefined;
    }
  };
  const submit = async (row: FclRateRow) => {
    let answer: { Status: keyof typeof RATE_STATUS_WORDS } | undefined;
    try {
      answer = await send(submitRate, { Id: row.Id, Revision: row.Revision }, true);
    } catch (err) {
      // overlapping a published rate: say with which, and offer to supersede it
      const yes = await ask({ text: `${(err as Error).message} ${w.supersedeAsk}`, confirm: w.supersede, cancel: c.cancel, intent: 'warning' });
      if (yes) answer = await send(submitRate, { Id: row.Id, Revision: row.Revision, Supersede: true });
    }
    if (answer) void showToast({ intent: 'success', message: w.submitted(RATE_STATUS_WORDS[answer.Status][lang]) });
  };
  const approve = async (row: FclRateRow) => {
    let result = (await send(confirmRates, { Ids: [row.Id], Decision: 'APPROVE' }))?.Results[0];
    if (
      result?.Code === 'RATE_OVERLAP' &&
      (await ask({ text: `${result.Message} ${w.supersedeAsk}`, confirm: w.supersede, cancel: c.cancel, intent: 'warning' }))
    )
      result = (await send(confirmRates, { Ids: [row.Id], Decision: 'APPROVE', Supersede: true }))?.Results[0];
    if (result?.Ok) void showToast({ intent: 'success', message: w.confirmed });
    else if (result) void showToast({ intent: 'danger', message: result.Message ?? '' });
  };

  const visibility = async (row: FclRateRow, visible: boolean) => {
    if (await send(setVisibility, { Ids: [row.Id], Visible: visible })) void showToast({ intent: 'success', message: visible ? w.shownToast : w.hiddenToast });
  };
  const listing = async (row: FclRateRow, listed: boolean) => {
    if (await send(setListed, { RateNos: [row.RateNo], Listed: listed }))
      void showToast({ intent: 'success', message: listed ? w.listedToast : w.delistedToast });
  };
  const remove = async (row: FclRateRow) => {
    if (!(await ask({ text: w.deleteAsk(row.RateNo), confirm: w.deleteDraft, cancel: c.cancel, intent: 'danger' }))) return;
    if (await send(deleteRates, { Ids: [row.Id] })) void showToast({ intent: 'success', message: w.deletedToast });
  };

  const costColumns: DataColumn<FclRateRow>[] = CLASSES.map((cls) => ({
    key: `Cost${cls}`,
    title: rateWords.costOf(cls),
    width: 90,
    text: (r) => r.Costs[cls] ?? '',
  }));
  const columns: DataColumn<FclRateRow>[] = [
    { key: 'RateNo', title: rateWords.rateNo, width: 150, sortable: true, filter: 'text' },
    { key: 'Version', title: rateWords.version, width: 50 },
    ...(spec.view === 'history'
      ? [
          {
            key: 'Status',
            title: rateWords.status,
            width: 110,
            filter: (Object.keys(RATE_STATUS_WORDS) as (keyof typeof RATE_STATUS_WORDS)[]).map((s) => ({ value: s, label: RATE_STATUS_WORDS[s] })),
            text: (r: FclRateRow, l: 'zh' | 'en') => (r.Expired ? rateWords.expired : RATE_STATUS_WORDS[r.Status])[l],
          },
        ]
      : []),
    { key: 'CarrierCode', title: rateWords.carrier, width: 70, sortable: true, filter: 'text' },
    { key: 'PolCode', title: rateWords.pol, width: 120, sortable: true, filter: 'text', text: (r) => `${r.PolCode} ${r.PolName}` },
    { key: 'ViaCode', title: rateWords.via, width: 70, text: (r) => r.ViaCode ?? '' },
    { key: 'PodCode', title: rateWords.pod, width: 120, sortable: true, filter: 'text', text: (r) => `${r.PodCode} ${r.PodName}` },
    { key: 'Currency', title: rateWords.currency, width: 60 },
    ...costColumns,
    { key: 'ValidTo', title: rateWords.validity, width: 180, sortable: true, text: (r) => `${r.ValidFrom} – ${r.ValidTo}` },
    { key: 'TransitDays', title: rateWords.transitDays, width: 70 },
    ...(spec.view === 'drafts' ? [{ key: 'RejectRemarks', title: rateWords.rejectRemarks, width: 200, text: (r: FclRateRow) => r.RejectRemarks ?? '' }] : []),
    { key: 'MaintainerName', title: rateWords.maintainer, width: 80 },
    { key: 'UpdatedAt', title: rateWords.updatedAt, width: 140, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
  ];

  const title = route.title[lang];
  return (
    <section className="admin-screen" data-testid="rate-list">
      <H2>{title}</H2>
      {spec.view === 'pending' && <Callout icon="endorsed">{w.pendingHint}</Callout>}
      {spec.view === 'drafts' && <Callout icon="info-sign">{w.draftsHint}</Callout>}
      <DataTable<FclRateRow>
        list={ratesListCalls.fclRates}
        fixed={spec.fixed}
        label={title}
        exportAccess={ACCESS.rateRead}
        columns={columns}
        onOpen={(r) => setHistoryOf(r.RateNo)}
        {...(spec.view !== 'history'
          ? {
              pick: {
                key: (r: FclRateRow) => r.Id,
                can: bulkCan[spec.view],
                bar: (rows: FclRateRow[]) => <RateBulkBar view={spec.view as BulkView} rows={rows} />,
              },
            }
          : {})}
        actionsFirst
        actionsWidth={spec.view === 'published' ? 460 : spec.view === 'drafts' ? 310 : 260}
        actions={(r) => (
          <ButtonGroup>
            <Button size="small" icon="history" text={w.history} onClick={() => setHistoryOf(r.RateNo)} />
            {(r.Status === 'DRAFT' || (r.Status === 'PUBLISHED' && !r.Expired)) && (
              <Gate access={ACCESS.rateEdit}>
                <Button size="small" icon="edit" text={w.edit} onClick={() => navigate(`${M}/FCLFreightAdd?id=${r.Id}`)} />
              </Gate>
            )}
            {!r.Visible && r.Status === 'PUBLISHED' && spec.view !== 'hidden' && <Tag minimal>{w.hidden}</Tag>}
            {r.Status === 'DRAFT' && (
              <Gate access={ACCESS.rateSubmit}>
                <Button size="small" intent="primary" icon="send-message" text={w.submit} onClick={() => void submit(r)} />
              </Gate>
            )}
            {r.Status === 'PUBLISHED' && !r.Expired && (
              <Gate access={ACCESS.rateVisibility}>
                <Button
                  size="small"
                  icon={r.Visible ? 'eye-off' : 'eye-open'}
                  text={r.Visible ? w.hide : w.show}
                  onClick={() => void visibility(r, !r.Visible)}
                />
              </Gate>
            )}
            {r.Listed && (
              <Tag minimal intent="primary">
                {w.listedTag}
              </Tag>
            )}
            {r.Status === 'PUBLISHED' && !r.Expired && (
              <Gate access={ACCESS.ecommerceList}>
                <Button size="small" icon={r.Listed ? 'remove' : 'shop'} text={r.Listed ? w.delist : w.list} onClick={() => void listing(r, !r.Listed)} />
              </Gate>
            )}
            {r.Status === 'PUBLISHED' && !r.Expired && (
              <Gate access={ACCESS.rateWithdraw}>
                <Button size="small" intent="warning" icon="disable" text={w.withdraw} onClick={() => setWithdrawing(r)} />
              </Gate>
            )}
            {r.Status === 'PUBLISHED' && r.Expired && (
              <Gate access={ACCESS.rateEdit}>
                <Button size="small" icon="refresh" text={w.renew} onClick={() => setRenewing(r)} />
              </Gate>
            )}
            {r.Status === 'DRAFT' && (
              <Gate access={ACCESS.rateEdit}>
                <Button size="small" intent="danger" icon="trash" text={w.deleteDraft} onClick={() => void remove(r)} />
              </Gate>
            )}
            {r.Status === 'PENDING' && (
              <Gate access={ACCESS.rateConfirm}>
                <Button size="small" intent="success" icon="tick" text={w.approve} onClick={() => void approve(r)} />
                <Button size="small" intent="danger" icon="cross" text={w.reject} onClick={() => setRejecting(r)} />
              </Gate>
            )}
          </ButtonGroup>
        )}
      />
      {historyOf && <RateHistoryDialog rateNo={historyOf} onClose={() => setHistoryOf(undefined)} />}
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
      {dialog}
    </section>
  );
}
