import { FormGroup, TextArea } from '@blueprintjs/core';
import { lineLengths, lineProblem } from '../../domain/booking/templates';
import { useWords } from '../../i18n/words';
import { bookingWords } from './words';

/**
 * A B/L text block as the SI check reads it: each line's length counted live (35 at most) and the
 * first line that overflows named, before the server refuses it (LINE_TOO_LONG).
 */
export function BlTextEditor({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const w = useWords(bookingWords);
  const problem = lineProblem(value);
  const warning = !problem ? undefined : problem.kind === 'long' ? w.lineOver(problem.line, problem.length) : w.tooManyLines(problem.lines);
  return (
    <FormGroup label={label} intent={problem ? 'danger' : 'none'} helperText={warning}>
      <div style={{ display: 'flex', gap: 8 }}>
        <TextArea
          aria-label={label}
          className="si-editor__mono"
          style={{ fontFamily: 'monospace', width: '38ch' }}
          rows={5}
          intent={problem ? 'danger' : 'none'}
          value={value}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
        <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none', fontFamily: 'monospace', lineHeight: '20px' }} data-testid="bl-line-counter">
          {lineLengths(value).map((l, i) => (
            <li key={i} className={l.over ? 'bp6-text-intent-danger' : 'bp6-text-muted'}>
              {w.lineCount(i + 1, l.length)}
            </li>
          ))}
        </ol>
      </div>
    </FormGroup>
  );
}
