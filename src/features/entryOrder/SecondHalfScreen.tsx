import { Button, DialogBody, DialogFooter, FormGroup, H2, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { entryOrderCalls as C, type SecondHalfRow } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A, ENTRY_ORDER_PAGES as G } from '../../contract/entryOrder/module';
import { DESTINATION_MILESTONES, type DestinationMilestone, SECOND_HALF_EXCEPTIONS } from '../../domain/entryOrder/codes';
import { parseLocalDateTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useCallAction } from '../../lib/useCallAction';
import { MayGate } from './may';
import { EntryShareButton } from './share/EntryShareDialog';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { agentsQueryOptions } from './api/pickers';
import { assignAgent, recordMilestone } from './api/tracking';
import { orderChanged } from './entryQueries';
import { day, when } from './parts';
import { DESTINATION_MILESTONE_WORDS, ENT_STATUS_WORDS, entryWords, SECOND_HALF_EXCEPTION_WORDS } from './words';

/**
 * The destination board (§9.4 /entryOrder/secondHalfTrack): shipped orders' discharge, customs
 * release, availability, delivery, empty return and last free day, the responsible destination agent
 * and the exceptions (no release 3 days after discharge, last free day near or passed). The staff
 * assign an agent; the staff and the agent's employees record a milestone. A destination agent sees
 * only the orders assigned to its company (the server scopes the list).
 */
export function SecondHalfScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(entryWords);
  const navigate = useNavigate();
  const [recording, setRecording] = useState<SecondHalfRow>();
  const [assigning, setAssigning] = useState<SecondHalfRow>();
  const t = (iso: string | null) => when(iso);
  return (
    <section className="admin-screen" data-testid="second-half">
      <H2>{route.title[lang]}</H2>
      <DataTable<SecondHalfRow>
        list={C.secondHalfList}
        label={route.title[lang]}
        exportAccess={A.secondHalfRead}
        columns={[
          { key: 'ENT_NO', title: entryWords.ENT_NO, width: 140, sortable: true, filter: 'text' },
          { key: 'ENT_STATUS', title: entryWords.ENT_STATUS, width: 80, text: (r, l) => ENT_STATUS_WORDS[r.ENT_STATUS]?.[l] ?? '' },
          { key: 'CompanyName', title: entryWords.Customer, width: 150, filter: 'text' },
          { key: 'BlNo', title: entryWords.BlNo, width: 130 },
          { key: 'ENT_POD', title: entryWords.ENT_POD, width: 80, filter: 'text' },
          { key: 'Eta', title: entryWords.Eta, width: 170, sortable: true, text: (r) => t(r.Eta) },
          { key: 'Containers', title: entryWords.ENT_CONTAINERS, width: 120 },
          { key: 'AgentName', title: entryWords.Agent, width: 150, text: (r, l) => r.AgentName || entryWords.noAgent[l], filterKey: 'AgentCompanyId' },
          { key: 'DischargedAt', title: DESTINATION_MILESTONE_WORDS.DISC, width: 170, sortable: true, text: (r) => t(r.DischargedAt) },
          { key: 'ReleasedAt', title: DESTINATION_MILESTONE_WORDS.CUSR, width: 170, text: (r) => t(r.ReleasedAt) },
          { key: 'AvailableAt', title: DESTINATION_MILESTONE_WORDS.AVPU, width: 170, text: (r) => t(r.AvailableAt) },
          { key: 'PickedUpAt', title: DESTINATION_MILESTONE_WORDS.GTOT, width: 170, text: (r) => t(r.PickedUpAt) },
          { key: 'DeliveredAt', title: DESTINATION_MILESTONE_WORDS.DROP, width: 170, text: (r) => t(r.DeliveredAt) },
          { key: 'EmptyReturnedAt', title: DESTINATION_MILESTONE_WORDS.GTIN, width: 170, text: (r) => t(r.EmptyReturnedAt) },
          { key: 'LastFreeDay', title: DESTINATION_MILESTONE_WORDS.LFD, width: 110, sortable: true, text: (r) => day(r.LastFreeDay) },
          {
            key: 'Exceptions',
            title: entryWords.exceptions,
            width: 220,
            text: (r, l) => r.Exceptions.map((e) => SECOND_HALF_EXCEPTION_WORDS[e][l]).join('、'),
            intent: (r) => (r.Exceptions.length ? 'danger' : undefined),
            filterKey: 'Exception',
            filter: SECOND_HALF_EXCEPTIONS.map((value) => ({ value, label: SECOND_HALF_EXCEPTION_WORDS[value] })),
          },
          { key: 'OpenRequests', title: entryWords.openRequests, width: 90 },
        ]}
        actionsFirst
        actionsWidth={290}
        actions={(r) => (
          <>
            <MayGate access={A.secondHalfRecord}>
              <Button size="small" icon="time" text={w.record} onClick={() => setRecording(r)} data-testid={`sh-record-${r.ENT_NO}`} />
            </MayGate>
            <MayGate access={A.secondHalfAssign}>
              <Button size="small" icon="person" text={w.assign} onClick={() => setAssigning(r)} data-testid={`sh-assign-${r.ENT_NO}`} />
            </MayGate>
            <MayGate access={A.entryShareSecondHalf}>
              <EntryShareButton small target={{ kind: 'secondHalf', id: r.ENT_ID }} />
            </MayGate>
            <MayGate access={A.supplementRequest}>
              <Button
                size="small"
                icon="help"
                aria-label={w.askAgent}
                title={w.askAgent}
                disabled={!r.AgentCompanyId}
                onClick={() => navigate(`${G.supplement}?Scope=SECOND_HALF&ENT_ID=${r.ENT_ID}`)}
              />
            </MayGate>
          </>
        )}
        onOpen={(r) => navigate(`${G.board}?ENT_ID=${r.ENT_ID}`)}
      />
      {recording ? <RecordDialog row={recording} onClose={() => setRecording(undefined)} /> : null}
      {assigning ? <AssignDialog row={assigning} onClose={() => setAssigning(undefined)} /> : null}
    </section>
  );
}

/** Record a destination milestone: a time on the port's clock (the office's where the port names no zone), or the last free day. */
function RecordDialog({ row, onClose }: { row: SecondHalfRow; onClose(): void }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const [milestone, setMilestone] = useState<DestinationMilestone>('DISC');
  const [at, setAt] = useState('');
  const [box, setBox] = useState('');
  const [remarks, setRemarks] = useState('');
  const act = useCallAction(recordMilestone, orderChanged());
  const isDay = milestone === 'LFD';
  const value = isDay ? (/^\d{4}-\d{2}-\d{2}$/.test(at.trim()) ? at.trim() : undefined) : parseLocalDateTime(at, 'Asia/Shanghai');
  const boxes = row.Containers.match(/[A-Z]{4}\d{7}/g) ?? [];
  return (
    <AppDialog isOpen title={`${w.record} · ${row.ENT_NO}`} onClose={onClose} canEscapeKeyClose>
      <DialogBody>
        <FormGroup label={w.Milestone} labelFor="sh-milestone">
          <HTMLSelect
            id="sh-milestone"
            value={milestone}
            onChange={(e) => setMilestone(e.currentTarget.value as DestinationMilestone)}
            options={DESTINATION_MILESTONES.map((m) => ({ value: m, label: DESTINATION_MILESTONE_WORDS[m][lang] }))}
          />
        </FormGroup>
        <FormGroup label={w.At} labelFor="sh-at" helperText={isDay ? w.dayHint : w.atHint} intent={at && !value ? 'danger' : 'none'}>
          <InputGroup id="sh-at" value={at} onChange={(e) => setAt(e.target.value)} data-testid="sh-at" />
        </FormGroup>
        {boxes.length && !isDay ? (
          <FormGroup label={w.ContainerNo} labelFor="sh-box">
            <HTMLSelect id="sh-box" value={box} onChange={(e) => setBox(e.currentTarget.value)} options={[{ value: '', label: w.allContainers }, ...boxes]} />
          </FormGroup>
        ) : null}
        <FormGroup label={w.remarks} labelFor="sh-remarks">
          <TextArea id="sh-remarks" fill value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button
              intent="primary"
              text={w.record}
              disabled={!value}
              data-testid="sh-record-confirm"
              onClick={async () => {
                const ok = await act(
                  {
                    ENT_ID: row.ENT_ID,
                    Milestone: milestone,
                    At: value!,
                    ...(box ? { ContainerNo: box } : {}),
                    ...(remarks.trim() ? { Remarks: remarks.trim() } : {}),
                  },
                  w.recorded,
                );
                if (ok) onClose();
              }}
            />
          </>
        }
      />
    </AppDialog>
  );
}

/** Assign (or take away) the destination agent: a provider company. */
function AssignDialog({ row, onClose }: { row: SecondHalfRow; onClose(): void }) {
  const w = useWords(entryWords);
  const agents = useQuery(agentsQueryOptions());
  const [agent, setAgent] = useState<number | null>(row.AgentCompanyId);
  const act = useCallAction(assignAgent, orderChanged());
  return (
    <AppDialog isOpen title={`${w.assign} · ${row.ENT_NO}`} onClose={onClose} canEscapeKeyClose>
      <DialogBody>
        <FormGroup label={w.Agent} labelFor="sh-agent">
          <HTMLSelect
            id="sh-agent"
            value={agent ?? ''}
            onChange={(e) => setAgent(Number(e.currentTarget.value) || null)}
            options={[{ value: '', label: w.noAgent }, ...(agents.data ?? []).map((a) => ({ value: a.CompanyId, label: `${a.Code} ${a.Name}` }))]}
            data-testid="sh-agent"
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button
              intent="primary"
              text={w.assign}
              data-testid="sh-assign-confirm"
              onClick={async () => {
                if (await act({ ENT_ID: row.ENT_ID, VERSION: row.VERSION, AgentCompanyId: agent }, w.assigned)) onClose();
              }}
            />
          </>
        }
      />
    </AppDialog>
  );
}
