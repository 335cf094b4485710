import { InputGroup } from '@blueprintjs/core';
import { localDateTime, OFFICE_ZONE, parseLocalDateTime } from '../../../domain/refdata/localTimes';
import { DateField } from '../../../ui/DateField';
import { useWords } from '../../../i18n/words';
import { followWords } from './words';

/** A time typed on the office's clock: the date (DateField, YYYY-MM-DD) and HH:mm — never the browser's date input. */
export interface TypedTime {
  date: string;
  time: string;
}

export const typedOf = (iso: string): TypedTime => {
  const [date = '', time = ''] = localDateTime(iso, OFFICE_ZONE).split(' ');
  return { date, time };
};

/** The instant typed, or undefined when it is no time (or nothing typed). */
export const instantOf = (t: TypedTime): string | undefined => (t.date || t.time ? parseLocalDateTime(`${t.date} ${t.time}`, OFFICE_ZONE) : undefined);

export function TimeField({ id, value, onChange }: { id: string; value: TypedTime; onChange(v: TypedTime): void }) {
  const w = useWords(followWords);
  return (
    <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <DateField id={id} value={value.date} onChange={(date) => onChange({ ...value, date })} width={120} />
      <InputGroup
        value={value.time}
        placeholder="HH:mm"
        aria-label={w.time}
        inputMode="numeric"
        maxLength={5}
        style={{ width: 70 }}
        onValueChange={(time) => /^\d{0,2}(:\d{0,2})?$/.test(time) && onChange({ ...value, time })}
      />
      <span className="bp6-text-muted">{w.officeTime}</span>
    </div>
  );
}
