import { noticeQueryOptions } from '../api/reads';
import type { CallInput } from '../../../contract/call';
import { formValue } from '../../../lib/formValue';
import type { noticeCalls } from '../../../contract/rates/noticeCalls';
import { useAttachNoticeCircular, usePublishNotice, useSaveNotice, useWithdrawNotice } from '../api/notices';
import { Button, Callout, H2 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ENDPOINTS } from '../../../contract/endpoints';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { NOTICE_AUDIENCES, type NoticeWire } from '../../../contract/rates/noticeCalls';
import { commonWords } from '../../../i18n/commonWords';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { DataTable } from '../../../lib/DataTable';
import { saveDownload } from '../../../lib/saveFile';
import { useConfirm } from '../../../lib/useConfirm';
import { Gate } from '../../../session/Gate';
import { AppDialog } from '../../../ui/AppDialog';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { AUDIENCE_WORDS, NOTICE_STATUS_WORDS, noticeWords } from './words';
import { NOTICE_COLUMNS } from './noticeColumns';
import { FilePick } from '../../../lib/FilePick';
import { ratesListCalls } from '../../../contract/rates/listCalls';

const fail = (err: unknown) => void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });

/** Writing a notice (a new one, or a draft again): what is typed is kept until it is saved. */
function NoticeEditor({ notice, onClose }: { notice: NoticeWire | 'new'; onClose(): void }) {
  const w = useWords(noticeWords);
  const lang = useLanguage();
  const saveNotice = useSaveNotice().mutateAsync;
  const editing = notice === 'new' ? undefined : notice;
  return (
    <AppDialog isOpen onClose={onClose} title={editing ? `${w.edit}：${editing.Title}` : w.add} style={{ width: 620 }}>
      <div className="bp6-dialog-body">
        <ApiForm
          draftKey={`rateNotice.${editing?.Id ?? 'new'}`}
          initial={
            editing && {
              Title: editing.Title,
              Body: editing.Body,
              CarrierCode: editing.CarrierCode ?? '',
              TradeLaneCodes: editing.TradeLaneCodes.join(', '),
              FeeCode: editing.FeeCode ?? '',
              EffectiveDate: editing.EffectiveDate,
              Audience: editing.Audience,
            }
          }
          fields={[
            { name: 'Title', label: w.title },
            { name: 'Body', label: w.body, type: 'textarea' },
            { name: 'CarrierCode', label: w.carrier, type: 'carrier' },
            { name: 'TradeLaneCodes', label: w.lanes },
            { name: 'FeeCode', label: w.feeCode, options: ['', 'GRI', 'PSS', 'BAF', 'EBS', 'PCS'].map((v) => ({ value: v, label: v || '—' })) },
            { name: 'EffectiveDate', label: w.effective, helper: 'YYYY-MM-DD' },
            { name: 'Audience', label: w.audience, options: NOTICE_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_WORDS[a][lang] })) },
          ]}
          submitText={w.saved}
          onSubmit={async (v) => {
            await saveNotice({
              ...(editing ? { Id: editing.Id, Revision: editing.Revision } : {}),
              Title: formValue(v.Title),
              Body: v.Body,
              CarrierCode: v.CarrierCode || null,
              TradeLaneCodes: (v.TradeLaneCodes ?? '')
                .split(/[\s,，、]+/)
                .map((c) => c.trim().toUpperCase())
                .filter(Boolean),
              FeeCode: v.FeeCode || null,
              EffectiveDate: formValue(v.EffectiveDate),
              Audience: formValue<CallInput<typeof noticeCalls.save>['Audience']>(v.Audience),
            });
            onClose();
            return w.saved;
          }}
        />
      </div>
    </AppDialog>
  );
}

/** A notice as its message links to it (`?open=`): what it says, to whom, and its circular. */
function NoticeRead({ id, onClose }: { id: number; onClose(): void }) {
  const w = useWords(noticeWords);
  const lang = useLanguage();
  const notice = useQuery(noticeQueryOptions(id));
  const n = notice.data;
  return (
    <AppDialog isOpen onClose={onClose} title={n?.Title ?? w.title} style={{ width: 560 }}>
      <div className="bp6-dialog-body" data-testid="notice-read">
        {notice.isError ? <Callout intent="danger">{notice.error.message}</Callout> : null}
        {n ? (
          <>
            <p>
              {NOTICE_STATUS_WORDS[n.Status][lang]} · {AUDIENCE_WORDS[n.Audience][lang]} · {w.effectiveFrom(n.EffectiveDate)}
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{n.Body}</p>
            {n.AttachmentName ? (
              <Button
                icon="document"
                text={`${w.download} ${n.AttachmentName}`}
                onClick={() => void saveDownload(`${ENDPOINTS.noticeAttachment}?Id=${n.Id}`).catch(fail)}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </AppDialog>
  );
}

/** A notice's moves by its state: a draft edited or published, a published one withdrawn, the circular attached and downloaded. */
function NoticeActions({
  n,
  onEdit,
  onPublish,
  onWithdraw,
  onAttach,
}: {
  n: NoticeWire;
  onEdit(): void;
  onPublish(): void;
  onWithdraw(): void;
  onAttach(file: File): void;
}) {
  const w = useWords(noticeWords);
  return (
    <>
      {n.Status === 'DRAFT' ? (
        <Gate access={RATES_ACCESS.noticeEdit}>
          <Button size="small" icon="edit" text={w.edit} onClick={onEdit} />
        </Gate>
      ) : null}
      {n.Status === 'DRAFT' ? (
        <Gate access={RATES_ACCESS.noticePublish}>
          <Button size="small" intent="primary" icon="send-message" text={w.publish} onClick={onPublish} />
        </Gate>
      ) : null}
      {n.Status === 'PUBLISHED' ? (
        <Gate access={RATES_ACCESS.noticePublish}>
          <Button size="small" icon="undo" text={w.withdraw} onClick={onWithdraw} />
        </Gate>
      ) : null}
      {n.Status !== 'WITHDRAWN' ? (
        <Gate access={RATES_ACCESS.noticeEdit}>
          <FilePick
            small
            text={w.attach}
            buttonText="PDF"
            inputProps={{ accept: 'application/pdf', 'aria-label': `${w.attach} ${n.Title}` }}
            onFile={onAttach}
          />
        </Gate>
      ) : null}
      {n.AttachmentName ? (
        <Button
          size="small"
          minimal
          icon="document"
          aria-label={w.download}
          onClick={() => void saveDownload(`${ENDPOINTS.noticeAttachment}?Id=${n.Id}`).catch(fail)}
        />
      ) : null}
    </>
  );
}

/**
 * /SeaFreight/FreightManagement/FCLFreightPost (commercial.md §2.5 RateNotice): the desk's GRI and
 * PSS circulars — written as drafts, the carrier's PDF attached, published to staff, customers or
 * both (each company gets a message), withdrawn when void; filtered, sorted and exported.
 */
export default function RateNoticeScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(noticeWords);
  const c = useWords(commonWords);
  const { dialog, ask } = useConfirm();
  // each refreshes the notice list and what shows the notice once it worked (api/notices.ts)
  const publishNotice = usePublishNotice().mutateAsync;
  const withdrawNotice = useWithdrawNotice().mutateAsync;
  const attachCircular = useAttachNoticeCircular().mutateAsync;
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<NoticeWire | 'new'>();
  const run = async (work: () => Promise<string>) => {
    try {
      void showToast({ intent: 'success', message: await work() });
    } catch (err) {
      fail(err);
    }
  };
  const publish = async (n: NoticeWire) => {
    if (!(await ask({ text: w.publishAsk(AUDIENCE_WORDS[n.Audience][lang]), confirm: w.publish, cancel: c.cancel }))) return;
    await run(async () => w.published((await publishNotice({ Id: n.Id, Revision: n.Revision })).Told));
  };
  const withdraw = async (n: NoticeWire) => {
    if (!(await ask({ text: w.withdrawAsk, confirm: w.withdraw, cancel: c.cancel, intent: 'danger' }))) return;
    await run(async () => {
      await withdrawNotice({ Id: n.Id, Revision: n.Revision });
      return w.withdrawn;
    });
  };
  const attach = (n: NoticeWire, file: File) =>
    run(async () => {
      await attachCircular({ Id: n.Id, Revision: n.Revision, file });
      return w.attached;
    });
  const opened = Number(params.get('open')) || undefined;
  return (
    <section className="admin-screen" data-testid="rate-notices">
      {dialog}
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.hint}</Callout>
      <DataTable<NoticeWire>
        list={ratesListCalls.notices}
        label={route.title[lang]}
        exportAccess={RATES_ACCESS.noticeRead}
        columns={NOTICE_COLUMNS}
        toolbar={
          <Gate access={RATES_ACCESS.noticeEdit}>
            <Button icon="add" intent="primary" text={w.add} onClick={() => setEditing('new')} />
          </Gate>
        }
        onOpen={(n) => n.Status === 'DRAFT' && setEditing(n)}
        actionsWidth={330}
        actions={(n) => (
          <NoticeActions
            n={n}
            onEdit={() => setEditing(n)}
            onPublish={() => void publish(n)}
            onWithdraw={() => void withdraw(n)}
            onAttach={(file) => void attach(n, file)}
          />
        )}
      />
      {opened ? <NoticeRead id={opened} onClose={() => setParams({})} /> : null}
      {editing ? <NoticeEditor notice={editing} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}
