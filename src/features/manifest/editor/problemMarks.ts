import { useMemo } from 'react';
import type { ManifestItem } from '../../../contract/manifest';
import { allocationRowOf } from '../editorModel';
import type { CheckView } from '../machines/manifestEditMachine';
import { overridableCode, pointer } from '../problemText';

/** A problem as a field shows it: its words, a warning or an error, and whether a reason may override it. */
export type ProblemAt = (path: string) => { message: string; warning: boolean; overridable?: boolean } | undefined;

/**
 * Where the check's problems sit on the editor: the paths with errors and with warnings (the grids
 * mark their cells), the allocation problems (`/Items/1/Allocation/0/KG`) on the flat allocation
 * grid's rows, and the first problem at a path (a form field's helper text).
 */
export function useProblemMarks(problems: CheckView['Problems'], items: readonly ManifestItem[]) {
  const errors = useMemo(() => new Set(problems.filter((p) => p.Severity !== 'warning').map((p) => pointer(p.Path))), [problems]);
  const warnings = useMemo(() => new Set(problems.filter((p) => p.Severity === 'warning').map((p) => pointer(p.Path))), [problems]);
  const allocationMarks = useMemo(() => {
    const mark = (paths: ReadonlySet<string>) =>
      new Set(
        [...paths].flatMap((p) => {
          const m = /^\/Items\/(\d+)\/Allocation\/(\d+)\/(\w+)$/.exec(p);
          return m ? [`/A/${allocationRowOf(items, Number(m[1]), Number(m[2]))}/${m[3]}`] : [];
        }),
      );
    return { errors: mark(errors), warnings: mark(warnings) };
  }, [errors, warnings, items]);
  const problemAt: ProblemAt = (path) => {
    const p = problems.find((x) => pointer(x.Path) === path);
    return p ? { message: p.Message, warning: p.Severity === 'warning', overridable: overridableCode(p) } : undefined;
  };
  return { errors, warnings, allocationMarks, problemAt };
}
