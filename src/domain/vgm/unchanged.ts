import { VGM_STATUS } from './status';

/** The figures and signature of one box's declaration, as a version keeps them and a declaration brings them. */
export interface DeclaredFigures {
  kg: number;
  method: number;
  cargoKg: number | null;
  tareKg: number | null;
  weighedAt: string;
  weighingParty: string;
  certNo: string;
  responsibleParty: string;
  signatory: string;
}

/** The carrier's side in these states has the declaration and is acting on it (sending, or has answered yes). */
const STANDING: readonly number[] = [VGM_STATUS.DECLARED, VGM_STATUS.SENT, VGM_STATUS.ACCEPTED];

// the VGM form types the weighing time to the minute: the same minute is the same weighing
const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

/** Whether two declarations of a box say the same: every figure, the weighing and who signs for whom. */
export function sameFigures(a: DeclaredFigures, b: DeclaredFigures): boolean {
  return (
    a.kg === b.kg &&
    a.method === b.method &&
    (a.method === 2 ? a.cargoKg === b.cargoKg && a.tareKg === b.tareKg : true) &&
    minuteOf(a.weighedAt) === minuteOf(b.weighedAt) &&
    a.weighingParty.trim() === b.weighingParty.trim() &&
    a.certNo.trim() === b.certNo.trim() &&
    a.responsibleParty.trim() === b.responsibleParty.trim() &&
    a.signatory.trim() === b.signatory.trim()
  );
}

/**
 * "Declare all boxes" declares only what is new or changed (operations.md §6.3): a box whose newest
 * version stands (declared, sent or accepted by the carrier, and not refused by the terminal) with
 * the same figures is left as it is — declaring it again would supersede an accepted VGM with an
 * identical one and send it to the carrier and the terminal a second time. A draft, a rejected
 * version or a terminal's NACK is declared again: that is how a refused VGM is put right.
 */
export function standsUnchanged(newest: (DeclaredFigures & { status: number; terminalStatus: number | null }) | undefined, incoming: DeclaredFigures): boolean {
  if (!newest || !STANDING.includes(newest.status) || newest.terminalStatus === VGM_STATUS.REJECTED) return false;
  return sameFigures(newest, incoming);
}
