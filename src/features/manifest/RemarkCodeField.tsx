import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useWords } from '../../i18n/words';
import { useRemarkChoices } from './remarks';
import { manifestWords } from './words';

/**
 * A standard remark's code (a return reason, a change reason): a picker of the configured codes; a
 * typed code when none can be read (the server checks it); while the codes are being read, a
 * disabled picker saying so — never a field that turns into a picker under a fast typist.
 */
export function RemarkCodeField(props: {
  use: 'REJECT_REASON' | 'CHANGE_REASON';
  enabled: boolean;
  label: string;
  pick: string;
  value: string;
  onChange(code: string): void;
  autoFocus?: boolean;
}) {
  const w = useWords(manifestWords);
  const { choices, pending } = useRemarkChoices(props.use, props.enabled);
  if (pending) return <HTMLSelect disabled aria-label={props.label} options={[{ value: '', label: w.readingCodes }]} />;
  if (choices.length)
    return (
      <HTMLSelect
        autoFocus={props.autoFocus}
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        options={[{ value: '', label: props.pick }, ...choices.map((r) => ({ value: r.code, label: `${r.code} ${r.text}` }))]}
      />
    );
  return (
    <InputGroup
      autoFocus={props.autoFocus}
      aria-label={props.label}
      placeholder={props.pick}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value.toUpperCase())}
    />
  );
}
