import { Button, Callout, Card, FormGroup, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { OFFICE_ZONE, parseLocalDateTime } from '../../domain/refdata/localTimes';
import { useWords } from '../../i18n/words';
import { fill } from '../../lib/fill';
import { type IdempotencyKey, newIdempotencyKey } from '../../lib/idempotencyKey';
import { RichTextView } from '../../ui/richText/RichTextEditor';
import { showToast } from '../../ui/toaster';
import { contactsQueryOptions, edmKeys, previewCampaign, scheduleCampaign, testSendCampaign } from './api/edm';
import { campaignFlowMachine, type PreviewResult, type ScheduleResult } from './machines/campaignFlowMachine';
import { edmWords } from './words';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The draft's way out, as the flow machine allows: preview as a chosen contact (their prices), a test send, then schedule. */
export function CampaignFlow(props: { campaignId: number }) {
  const w = useWords(edmWords);
  const qc = useQueryClient();
  const [emails, setEmails] = useState('');
  const [sendAt, setSendAt] = useState('');
  // one key per schedule attempt of this draft: a retried click is the same request
  const key = useMemo(() => newIdempotencyKey(`edm-schedule-${props.campaignId}`), [props.campaignId]);
  const scheduledSays = (r: ScheduleResult) => fill(w.scheduled, { recipients: r.Recipients, suppressed: r.Suppressed, noConsent: r.NoConsent });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words of the language the flow began in
  const machine = useMemo(
    () => flowMachineFor(key, () => void qc.invalidateQueries({ queryKey: edmKeys.all }), w.testSent, scheduledSays),
    [key, qc, w.testSent],
  );
  const [state, send] = useMachine(machine, { input: { campaignId: props.campaignId } });
  const ctx = state.context;
  const canGoOut = state.matches('previewed');
  const when = parseLocalDateTime(sendAt, OFFICE_ZONE);
  return (
    <Card>
      <H4>{w.flow}</H4>
      {!ctx.preview ? <Callout compact>{w.previewFirst}</Callout> : null}
      <PreviewAs busy={state.matches('previewing')} onPreview={(contactId) => send({ type: 'preview', contactId })} />
      {ctx.preview ? (
        <>
          <p>
            <strong>{ctx.preview.Subject}</strong> · {fill(w.previewLevel, { level: ctx.preview.LevelName })}
          </p>
          <RichTextView html={ctx.preview.Html} className="edm-preview" testId="edm-preview-body" />
        </>
      ) : null}
      <FormGroup label={w.testEmails}>
        <div className="edm-row">
          <InputGroup aria-label={w.testEmails} value={emails} onValueChange={setEmails} />
          <Button
            disabled={!canGoOut || !emails.trim()}
            loading={state.matches('testing')}
            onClick={() =>
              send({
                type: 'test',
                emails: emails
                  .split(/[,，\s]+/)
                  .filter(Boolean)
                  .slice(0, 5),
              })
            }
          >
            {w.testSend}
          </Button>
        </div>
      </FormGroup>
      <FormGroup label={w.sendAt}>
        <div className="edm-row">
          <InputGroup type="datetime-local" aria-label={w.sendAt} value={sendAt} onValueChange={setSendAt} />
          <Button
            intent="primary"
            disabled={!canGoOut || !when}
            loading={state.matches('scheduling')}
            onClick={() => when && send({ type: 'schedule', sendAt: when })}
            data-testid="edm-schedule"
          >
            {w.schedule}
          </Button>
        </div>
      </FormGroup>
      {ctx.scheduled ? (
        <Callout intent="success">
          {fill(w.scheduled, { recipients: ctx.scheduled.Recipients, suppressed: ctx.scheduled.Suppressed, noConsent: ctx.scheduled.NoConsent })}
        </Callout>
      ) : null}
    </Card>
  );
}

/** A contact to preview as (searched among the company's CRM contacts): the preview shows their company's prices. */
export function PreviewAs(props: { busy: boolean; onPreview(contactId: number): void; testId?: string }) {
  const w = useWords(edmWords);
  const [search, setSearch] = useState('');
  const [contactId, setContactId] = useState<number>();
  const contacts = useQuery(contactsQueryOptions(search.trim()));
  return (
    <FormGroup label={w.previewAs}>
      <div className="edm-row">
        <InputGroup aria-label={w.searchContact} placeholder={w.searchContact} value={search} onValueChange={setSearch} />
        <HTMLSelect
          aria-label={w.chooseContact}
          value={contactId ?? ''}
          onChange={(e) => setContactId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
          options={[
            { value: '', label: w.chooseContact },
            ...(contacts.data ?? []).map((c) => ({ value: c.Id, label: `${c.Name} · ${c.CustomerName} <${c.Email}>` })),
          ]}
        />
        <Button disabled={!contactId} loading={props.busy} onClick={() => contactId && props.onPreview(contactId)} data-testid={props.testId ?? 'edm-preview'}>
          {w.preview}
        </Button>
      </div>
    </FormGroup>
  );
}

/** The flow machine with its calls and toasts. */
function flowMachineFor(key: IdempotencyKey, refresh: () => void, testSent: string, scheduledSays: (r: ScheduleResult) => string) {
  return campaignFlowMachine.provide({
    actors: {
      preview: fromPromise<PreviewResult, { id: number; contactId: number }>(({ input }) => previewCampaign({ Id: input.id, ContactId: input.contactId })),
      testSend: fromPromise<unknown, { id: number; emails: string[] }>(({ input }) => testSendCampaign({ Id: input.id, Emails: input.emails })),
      schedule: fromPromise<ScheduleResult, { id: number; sendAt: string }>(({ input }) => scheduleCampaign({ Id: input.id, SendAt: input.sendAt, key })),
    },
    actions: {
      failed: (_, p) => void showToast({ intent: 'danger', message: message(p.error) }),
      tested: () => void showToast({ intent: 'success', message: testSent }),
      // said in a toast: the refreshed campaign is no longer a draft, and this flow's card leaves with it
      scheduledDone: ({ context }) => {
        if (context.scheduled) void showToast({ intent: 'success', message: scheduledSays(context.scheduled) });
        refresh();
      },
    },
  });
}
