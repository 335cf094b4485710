import { useMemo } from 'react';
import type { SiProblem } from '../../contract/si';
import type { PackingLine } from '../../domain/packing/check';
import { useWords } from '../../i18n/words';
import { SheetGrid } from '../../ui/grid/SheetGrid';
import { blankLine, LINE_COLUMNS, MAX_LINES } from './lineGrid';
import { FIELD_WORD } from './pklText';
import { packingWords } from './words';

export interface PklLineGridProps {
  lines: readonly PackingLine[];
  onChange(lines: PackingLine[]): void;
  /** The check's problems (paths `/Lines/2/PKD_WEIGHT`): the cells they name are marked. */
  problems: readonly SiProblem[];
  readOnly?: boolean;
}

const pathOf = (row: number, field: string) => `/Lines/${row}/${field}`;

/**
 * The goods lines of one container in the shared spreadsheet grid (src/ui/grid/SheetGrid.tsx): the
 * packing list's columns in its words, at least one line and at most MAX_LINES.
 */
export function PklLineGrid({ lines, onChange, problems, readOnly }: PklLineGridProps) {
  const w = useWords(packingWords);
  const errors = useMemo(() => new Set(problems.filter((p) => p.Severity !== 'warning').map((p) => p.Path)), [problems]);
  const warnings = useMemo(() => new Set(problems.filter((p) => p.Severity === 'warning').map((p) => p.Path)), [problems]);
  const title = useMemo(() => (field: string) => w[FIELD_WORD[field]!] as string, [w]);
  return (
    <div className="pkl-grid">
      {readOnly ? null : <p className="data-table__hint">{w.gridHint}</p>}
      <SheetGrid
        testId="pkl-grid"
        noteTestId="paste-note"
        rows={lines}
        columns={LINE_COLUMNS}
        title={title}
        onChange={onChange}
        blank={blankLine}
        pathOf={pathOf}
        errors={errors}
        warnings={warnings}
        readOnly={readOnly}
        max={MAX_LINES}
        minRows={1}
        maxHeight={420}
      />
    </div>
  );
}
