import type { SiProblem } from '../../contract/si';

/** Customers make their own SIs; staff make them on a customer's behalf (PTAddTDBillLadingInfoList). */
export type SiFlowMode = 'own' | 'onBehalf';

/** The draft-log key before drafts were tied to a person: whoever wrote it is unknown, so it is dropped. */
export const LEGACY_FLOW = 'siMultiCreate';

/**
 * Each signed-in employee has a flow of their own (and staff a second one for SIs made on a
 * customer's behalf): one person's drafts never show to another at the same browser.
 */
export const flowKey = (employeeId: number, mode: SiFlowMode) => `${LEGACY_FLOW}:${employeeId}${mode === 'onBehalf' ? ':onBehalf' : ''}`;

/** A draft's own problems, with paths relative to the draft (`/TDBLInfos/1/Boxes/0/…` → `/Boxes/0/…`). */
export function draftProblems(problems: readonly SiProblem[], index: number): SiProblem[] {
  const prefix = `/TDBLInfos/${index}`;
  return problems.filter((p) => p.Path.startsWith(`${prefix}/`)).map((p) => ({ ...p, Path: p.Path.slice(prefix.length) }));
}
