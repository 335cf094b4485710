import type { Dispatch, SetStateAction } from 'react';
import type { BookingProblem, BookingWire, Equipment, Party } from '../../../contract/booking/calls';

export type PartyRole = 'Shipper' | 'Consignee' | 'Notify';

/** What every part of the booking form works with: the wire, its setters, and the check's problems by field path. */
export interface FieldKit {
  wire: BookingWire;
  set<K extends keyof BookingWire>(k: K, v: BookingWire[K]): void;
  setParty(k: PartyRole, field: keyof Party, v: string): void;
  setLine(i: number, line: Partial<Equipment>): void;
  /** The problems' messages at a path (and below it), for a field's helper text. */
  helper(path: string): string | undefined;
  /** danger for an error at a path, warning for a warning, none otherwise. */
  intent(path: string): 'danger' | 'warning' | 'none';
}

/** The form's kit over the wire's state and the check's latest problems. */
export function fieldKit(wire: BookingWire, setWire: Dispatch<SetStateAction<BookingWire>>, problems: readonly BookingProblem[]): FieldKit {
  const problemAt = (path: string) => problems.filter((p) => p.Path === path || p.Path.startsWith(`${path}/`));
  return {
    wire,
    set: (k, v) => setWire((x) => ({ ...x, [k]: v })),
    setParty: (k, field, v) => setWire((x) => ({ ...x, [k]: { ...x[k], [field]: v } })),
    setLine: (i, line) => setWire((x) => ({ ...x, Equipment: (x.Equipment ?? []).map((e, j) => (i === j ? { ...e, ...line } : e)) })),
    helper: (path) => {
      const list = problemAt(path);
      return list.length ? list.map((p) => p.Message).join(' ') : undefined;
    },
    intent: (path) => (problemAt(path).some((p) => p.Severity === 'error') ? 'danger' : problemAt(path).length ? 'warning' : 'none'),
  };
}
