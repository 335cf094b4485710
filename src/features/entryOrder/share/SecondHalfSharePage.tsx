import { Button, Callout, Card, FormGroup, HTMLSelect, HTMLTable, InputGroup, TextArea } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SharedSecondHalf } from '../../../contract/entryOrder/shareCalls';
import { DESTINATION_MILESTONES, type DestinationMilestone } from '../../../domain/entryOrder/codes';
import { parseLocalDateTime, placeTime } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { recordSharedMilestone, shareKeys, sharedSecondHalfQuery } from '../api/shares';
import { day } from '../parts';
import { ShareGate, ShareHeading } from './ShareGate';
import { shareWords } from './words';
import { DESTINATION_MILESTONE_WORDS } from '../words';

/**
 * `/external/entryOrder/secondHalfShare?t=…` (operations.md §9.4, §9.7): whoever holds an order's
 * second-half link — the destination agent without an account, the consignee — sees that order's
 * destination side (port, boxes, milestones so far; times on the port's clock) and records a
 * milestone with the agent's rules (not ahead of now; the last free day a day).
 */
export default function SecondHalfSharePage() {
  const w = useWords(shareWords);
  return (
    <section style={{ maxWidth: 860, margin: '24px auto', padding: '0 16px' }} data-testid="entry-share-second-half">
      <ShareGate title={w.secondHalfTitle} query={sharedSecondHalfQuery}>
        {(o, token, code) => <SecondHalfView o={o} token={token} code={code} />}
      </ShareGate>
    </section>
  );
}

const SEEN: [DestinationMilestone, keyof SharedSecondHalf][] = [
  ['DISC', 'DischargedAt'],
  ['CUSR', 'ReleasedAt'],
  ['AVPU', 'AvailableAt'],
  ['GTOT', 'PickedUpAt'],
  ['DROP', 'DeliveredAt'],
  ['GTIN', 'EmptyReturnedAt'],
];

function SecondHalfView({ o, token, code }: { o: SharedSecondHalf; token: string; code: string }) {
  const w = useWords(shareWords);
  const lang = useLanguage();
  const at = (iso: string | null) => (iso ? placeTime(iso, o.Zone) : '—');
  return (
    <>
      <ShareHeading title={w.secondHalfTitle} />
      <Card style={{ marginBottom: 12 }}>
        <div>
          <b data-testid="entry-share-ent-no">{o.ENT_NO}</b> · {w.askedBy} {o.AskedBy}
          {o.AgentName ? ` · ${w.agent} ${o.AgentName}` : ''}
        </div>
        <div>
          {w.pod} {o.ENT_POD} · {w.delivery} {o.ENT_DELIVERY || '—'} · {w.containers} {o.Containers}
          {o.ContainerNos.length ? ` (${o.ContainerNos.join(', ')})` : ''}
        </div>
        <div className="bp6-text-muted">{w.clock(o.Zone)}</div>
      </Card>
      <HTMLTable compact striped style={{ width: '100%' }} data-testid="entry-share-milestones">
        <tbody>
          <tr>
            <td>{w.eta}</td>
            <td>{at(o.Eta)}</td>
          </tr>
          {SEEN.map(([m, k]) => (
            <tr key={m} data-milestone={m}>
              <td>{DESTINATION_MILESTONE_WORDS[m][lang]}</td>
              <td>{at(o[k] as string | null)}</td>
            </tr>
          ))}
          <tr>
            <td>{DESTINATION_MILESTONE_WORDS.LFD[lang]}</td>
            <td>{day(o.LastFreeDay) || '—'}</td>
          </tr>
        </tbody>
      </HTMLTable>
      {o.Recordable ? <RecordForm o={o} token={token} code={code} /> : <Callout style={{ marginTop: 12 }}>{w.notRecordable}</Callout>}
    </>
  );
}

/** One milestone: a time on the port's clock, or the last free day; a container or all of them. */
function RecordForm({ o, token, code }: { o: SharedSecondHalf; token: string; code: string }) {
  const w = useWords(shareWords);
  const lang = useLanguage();
  const client = useQueryClient();
  const [milestone, setMilestone] = useState<DestinationMilestone>('DISC');
  const [when, setWhen] = useState('');
  const [box, setBox] = useState('');
  const [remarks, setRemarks] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();
  const isDay = milestone === 'LFD';
  const value = isDay ? (/^\d{4}-\d{2}-\d{2}$/.test(when.trim()) ? when.trim() : undefined) : parseLocalDateTime(when, o.Zone);
  const record = async () => {
    try {
      await recordSharedMilestone(token, code, {
        Milestone: milestone,
        At: value!,
        ...(box && !isDay ? { ContainerNo: box } : {}),
        ...(remarks.trim() ? { Remarks: remarks.trim() } : {}),
      });
      setSaid({ ok: true, text: w.recorded });
      setWhen('');
      setRemarks('');
      await client.invalidateQueries({ queryKey: shareKeys.secondHalf(token, code) });
    } catch (e) {
      setSaid({ ok: false, text: (e as Error).message });
    }
  };
  return (
    <Card style={{ marginTop: 12 }} data-testid="entry-share-record">
      {said ? (
        <Callout intent={said.ok ? 'success' : 'danger'} icon={said.ok ? 'tick-circle' : undefined} data-testid="entry-share-said">
          {said.text}
        </Callout>
      ) : null}
      <FormGroup label={w.milestone} labelFor="esh-milestone">
        <HTMLSelect
          id="esh-milestone"
          value={milestone}
          onChange={(e) => setMilestone(e.currentTarget.value as DestinationMilestone)}
          options={DESTINATION_MILESTONES.map((m) => ({ value: m, label: DESTINATION_MILESTONE_WORDS[m][lang] }))}
        />
      </FormGroup>
      <FormGroup label={w.at} labelFor="esh-at" helperText={isDay ? w.dayHint : w.atHint} intent={when && !value ? 'danger' : 'none'}>
        <InputGroup id="esh-at" value={when} onChange={(e) => setWhen(e.target.value)} data-testid="entry-share-at" />
      </FormGroup>
      {o.ContainerNos.length && !isDay ? (
        <FormGroup label={w.container} labelFor="esh-box">
          <HTMLSelect
            id="esh-box"
            value={box}
            onChange={(e) => setBox(e.currentTarget.value)}
            options={[{ value: '', label: w.allContainers }, ...o.ContainerNos]}
          />
        </FormGroup>
      ) : null}
      <FormGroup label={w.remarks} labelFor="esh-remarks">
        <TextArea id="esh-remarks" fill value={remarks} onChange={(e) => setRemarks(e.target.value)} />
      </FormGroup>
      <Button intent="primary" text={w.record} disabled={!value} onClick={() => void record()} data-testid="entry-share-record-confirm" />
    </Card>
  );
}
