import { InputGroup } from '@blueprintjs/core';
import { DATE_FORMATS } from '../domain/dates';
import { isCalendarDate } from '../domain/refdata/exchangeRates';

/** A half-typed date: digits and hyphens only, as far as YYYY-MM-DD goes. */
const PARTIAL = /^\d{0,4}(-\d{0,2}(-\d{0,2})?)?$/;

/**
 * A date typed as the product writes dates (spec §9: YYYY-MM-DD, in Chinese and in English alike),
 * never the browser's own date input (mm/dd/yyyy in an English Chromium, whatever the language
 * chosen here). The value is the calendar date as the API takes it, or what is being typed; a
 * complete text that is no calendar date is marked.
 */
export function DateField(props: { id?: string; value: string; onChange(value: string): void; ariaLabel?: string; width?: number }) {
  const { value } = props;
  const wrong = value.length >= 10 && !isCalendarDate(value);
  return (
    <InputGroup
      id={props.id}
      value={value}
      placeholder={DATE_FORMATS.date}
      inputMode="numeric"
      maxLength={10}
      intent={wrong ? 'danger' : 'none'}
      aria-label={props.ariaLabel}
      aria-invalid={wrong || undefined}
      style={props.width ? { width: props.width } : undefined}
      onChange={(e) => {
        const typed = e.currentTarget.value.replace(/[./]/g, '-');
        if (PARTIAL.test(typed)) props.onChange(typed);
      }}
    />
  );
}
