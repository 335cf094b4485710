import { Button, DialogBody, DialogFooter, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { checkEvent } from '../../domain/tracking/check';
import {
  DOCUMENT_TYPE_CODES,
  EMPTY_INDICATOR_CODES,
  EVENT_CODES_BY_TYPE,
  EVENT_TYPES,
  type EventType,
  FACILITY_TYPE_CODES,
  MODES_OF_TRANSPORT,
  STORED_CLASSIFIERS,
} from '../../domain/tracking/dcsaCodes';
import { classifierWords, documentTypeWords, emptyIndicatorWords, eventTypeWords, facilityTypeWords } from '../../domain/tracking/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { useAddEvent } from './api/events';
import { eventInputOf } from './eventInput';
import { eventFields } from './eventFields';
import { useSaveEvent } from './useSaveEvent';
import { EventProblems } from './EventProblems';
import { containerEventWords } from '../../ui/tracking/words';
import { localDateTime, OFFICE_ZONE } from '../../domain/refdata/localTimes';

/** Now on the office's clock, to the minute, as a datetime-local input reads it. */
const nowLocal = () => localDateTime(new Date().toISOString(), OFFICE_ZONE).replace(' ', 'T');
/** A new event's values: a gate-out in Shanghai, now, on the office's clock. */
const firstValues = (): Record<string, string> => ({
  EVT_CODE: 'GTOT',
  EVT_CLASSIFIER: 'ACT',
  local: nowLocal(),
  offset: '+08:00',
  EVT_EMPTY: 'EMPTY',
  EVT_LOCATION: 'CNSHA',
});
const OFFSETS = ['-08:00', '-05:00', '+00:00', '+01:00', '+02:00', '+04:00', '+05:30', '+07:00', '+08:00', '+09:00', '+10:00'];

/**
 * Adding one event on Containermaintenance (operations.md §5.2): the DCSA codes picked by their
 * words, the time on the place's clock with its offset (evt.tz), and the same check the server
 * runs (`checkEvent`) telling what to fix before it is sent; the server's refusal stays in place.
 */
export function EventDialog({ onClose }: { onClose(): void }) {
  const lang = useLanguage();
  const w = useWords(containerEventWords);
  const add = useAddEvent();
  const [type, setType] = useState<EventType>('EQUIPMENT');
  const [v, setV] = useState<Record<string, string>>(firstValues);
  const set = (k: string) => (value: string) => setV((x) => ({ ...x, [k]: value }));
  const input = eventInputOf(type, v);
  // the server's check, run as the person types (cheap: one event)
  const problems = checkEvent(input, '', { lang });
  const { tried, refusal, save } = useSaveEvent(add, input, problems, onClose);
  const { field, text, choice, worded } = eventFields(v, set, lang);
  return (
    <AppDialog isOpen title={w.addEvent} onClose={onClose} style={{ width: 620 }}>
      <DialogBody>
        {field(
          'EVT_TYPE',
          w.type,
          <HTMLSelect
            id="evt-EVT_TYPE"
            value={type}
            onChange={(e) => {
              const next = e.currentTarget.value as EventType;
              setType(next);
              set('EVT_CODE')(EVENT_CODES_BY_TYPE[next][0]!);
              if (next === 'SHIPMENT') set('EVT_CLASSIFIER')('ACT');
            }}
            options={EVENT_TYPES.map((t) => ({ value: t, label: eventTypeWords[t][lang] }))}
          />,
        )}
        {choice(
          'EVT_CODE',
          w.code,
          '',
          EVENT_CODES_BY_TYPE[type].map((c) => ({ value: c, label: w.codeOption(c) })),
        )}
        {choice('EVT_CLASSIFIER', w.classifier, 'ACT', worded(STORED_CLASSIFIERS, classifierWords))}
        {field(
          'local',
          w.at,
          <span className="evt-time">
            <input id="evt-local" className="bp6-input" type="datetime-local" value={v.local ?? ''} onChange={(e) => set('local')(e.currentTarget.value)} />
            <HTMLSelect aria-label={w.offset} value={v.offset} onChange={(e) => set('offset')(e.currentTarget.value)} options={OFFSETS} />
          </span>,
        )}
        {text('EVT_LOCATION', w.location, 'CNSHA')}
        {type === 'EQUIPMENT' && text('EVT_EQUIPMENT_REF', w.container, 'CSQU3054383')}
        {type === 'EQUIPMENT' && choice('EVT_EMPTY', w.empty, '', worded(EMPTY_INDICATOR_CODES, emptyIndicatorWords), true)}
        {type === 'TRANSPORT' &&
          choice(
            'EVT_MODE',
            w.mode,
            'VESSEL',
            MODES_OF_TRANSPORT.map((c) => ({ value: c, label: c })),
          )}
        {type === 'TRANSPORT' && text('EVT_VESSEL_NAME', w.vessel)}
        {type === 'TRANSPORT' && text('EVT_VOYAGE', w.voyage)}
        {type === 'SHIPMENT' && choice('EVT_DOC_TYPE', w.docType, 'BKG', worded(DOCUMENT_TYPE_CODES, documentTypeWords))}
        {type === 'SHIPMENT' && text('EVT_DOC_REF', w.docRef)}
        {choice('EVT_FACILITY_TYPE', w.facilityType, '', worded(FACILITY_TYPE_CODES, facilityTypeWords), true)}
        {text('EVT_REMARK', w.remark)}
        <EventProblems tried={tried} problems={problems} refusal={refusal} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button intent="primary" text={w.addEvent} loading={add.isPending} onClick={() => void save()} />
          </>
        }
      />
    </AppDialog>
  );
}
