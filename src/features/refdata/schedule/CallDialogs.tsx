import { Button, Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { VesselCallRow } from '../../../contract/refdata/listItems';
import { localDateTime, parseLocalDateTime } from '../../../domain/refdata/localTimes';
import { commonWords } from '../../../i18n/commonWords';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { ApiError } from '../../../streams/callApi';
import { type CallChange, useChangeVesselCall } from '../api/refdata';
import { AppDialog } from '../../../ui/AppDialog';
import { CALL_STATUS_WORDS, scheduleWords } from './words';

/** What the clerk does to a call: enter a time, set its cut-offs, omit it or cancel it. */
export type CallAction = { kind: 'times' | 'cutOffs' | 'omit' | 'cancel'; call: VesselCallRow };

const nameOf = (c: VesselCallRow) => `${c.VesselName} ${c.Voyage} · ${c.PortCode}`;
const fieldError = (path: string, message: string) => new ApiError(400, message, [{ Path: path, Message: message }]);

/** "YYYY-MM-DD HH:mm" per line after its code ("DCO 2026-12-01 12:00"), on the port's clock: the cut-offs as instants. */
function cutOffsOf(text: string, zone: string, badLine: (line: string) => string) {
  const cutOffs = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z]{3})\s+(.+)$/.exec(line);
    const at = m && parseLocalDateTime(m[2]!, zone);
    if (!m || !at) throw fieldError('/CutOffs', badLine(line));
    cutOffs.push({ Code: m[1]!.toUpperCase(), DateTime: at });
  }
  return cutOffs;
}

/** A departure's or arrival's time, estimated or actual, typed on the port's clock. */
function SetTimesForm({
  call,
  zone,
  draftKey,
  send,
  footer,
}: {
  call: VesselCallRow;
  zone: string;
  draftKey: string;
  send(change: CallChange, body: object, done: string): Promise<string>;
  footer: ReactNode;
}) {
  const s = useWords(scheduleWords);
  const c = useWords(commonWords);
  return (
    <>
      <Callout icon="time">{s.delayHint}</Callout>
      <ApiForm
        draftKey={draftKey}
        fields={[
          {
            name: 'Event',
            label: s.event,
            options: [
              { value: 'DEPA', label: s.departure },
              { value: 'ARRI', label: s.arrival },
            ],
          },
          {
            name: 'Classifier',
            label: s.classifier,
            options: [
              { value: 'EST', label: s.estimated },
              { value: 'ACT', label: s.actual },
            ],
          },
          { name: 'DateTime', label: s.localTime(zone) },
        ]}
        initial={{ DateTime: localDateTime(call.EtdEstimated || call.EtdPlanned, zone) }}
        submitText={c.save}
        onSubmit={async (v) => {
          const at = parseLocalDateTime(v.DateTime ?? '', zone);
          if (!at) throw fieldError('/DateTime', s.badLocalTime);
          return send('setTimes', { Event: v.Event, Classifier: v.Classifier, DateTime: at }, s.timeSaved);
        }}
        footer={footer}
      />
    </>
  );
}

/**
 * The dialogs of /DataMaintenance/ScheduleMaintenance. Times are typed on the port's clock
 * (YYYY-MM-DD HH:mm in its zone) and sent as instants; the server checks the rules
 * (src/domain/refdata/vesselCallTimes.ts) and each dialog names the version it read, so a change
 * someone made meanwhile is refused (STALE), never overwritten. Drafts survive a reload.
 */
export function CallDialogs({ action, onClose }: { action: CallAction | null; onClose(): void }) {
  const lang = useLanguage();
  const s = useWords(scheduleWords);
  const c = useWords(commonWords);
  const changeCall = useChangeVesselCall();
  const call = action?.call;
  const zone = call?.TimeZone || 'UTC';
  const send = async (change: CallChange, body: object, done: string) => {
    await changeCall.mutateAsync({ change, input: { Id: call!.Id, Version: call!.Version, ...body } });
    onClose(); // done: closes at once, the lists refresh behind it
    return done;
  };
  const draft = (kind: string) => `vesselCall.${kind}.${call?.Id}@${call?.Version}`;
  const footer = <Button minimal text={c.cancel} onClick={onClose} />;
  const title = !action
    ? ''
    : action.kind === 'times'
      ? s.setTimesTitle(nameOf(action.call))
      : action.kind === 'cutOffs'
        ? s.cutOffsTitle(nameOf(action.call))
        : s.closeTitle(action.kind === 'omit' ? s.omit : s.cancelCall, nameOf(action.call));
  return (
    <AppDialog isOpen={!!action} onClose={onClose} title={title}>
      <div className="bp6-dialog-body">
        {action?.kind === 'times' && <SetTimesForm call={action.call} zone={zone} draftKey={draft('times')} send={send} footer={footer} />}
        {action?.kind === 'cutOffs' && (
          <ApiForm
            draftKey={draft('cutOffs')}
            fields={[{ name: 'CutOffs', label: s.cutOffLines(zone), type: 'textarea' }]}
            initial={{ CutOffs: action.call.CutOffs.map((x) => `${x.Code} ${localDateTime(x.DateTime, zone)}`).join('\n') }}
            submitText={c.save}
            onSubmit={async (v) => {
              return send('setCutOffs', { CutOffs: cutOffsOf(v.CutOffs ?? '', zone, s.badCutOffLine) }, s.cutOffsSaved);
            }}
            footer={footer}
          />
        )}
        {(action?.kind === 'omit' || action?.kind === 'cancel') && (
          <>
            <Callout icon="warning-sign" intent="warning">
              {s.closeHint}
            </Callout>
            <ApiForm
              draftKey={draft(action.kind)}
              fields={[{ name: 'Reason', label: s.statusReason }]}
              submitText={action.kind === 'omit' ? s.omit : s.cancelCall}
              onSubmit={(v) =>
                send(
                  action.kind === 'omit' ? 'omit' : 'cancel',
                  { Reason: v.Reason ?? '' },
                  action.kind === 'omit' ? s.omitted : CALL_STATUS_WORDS.CANCELLED[lang],
                )
              }
              footer={footer}
            />
          </>
        )}
      </div>
    </AppDialog>
  );
}
