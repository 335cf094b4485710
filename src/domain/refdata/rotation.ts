/**
 * A service's rotation as people type it (commercial.md §1.1 Service): the calls of one round voyage,
 * each a port, optionally the terminal there (its SMDG code after a colon, PORT:TERMINAL as the code
 * mappings write it), and the day the vessel
 * arrives counted from the first call — "CNSHA:SGICT+0 CNNGB+2 SGSIN+8" (arrows and commas between
 * them are fine). The server checks the ports, the terminals and the days.
 */
export interface RotationCall {
  PortCode: string;
  /** The terminal's code at that port (DCSA facility, SMDG); absent when the service does not say. */
  TerminalCode?: string;
  DayOffset: number;
}

export const rotationText = (rotation: readonly RotationCall[]) =>
  rotation.map((r) => `${r.PortCode}${r.TerminalCode ? `:${r.TerminalCode}` : ''}+${r.DayOffset}`).join(' → ');

/** The calls typed, or the first piece that is no `PORT+DAY` or `PORT:TERMINAL+DAY`. */
export function parseRotation(text: string): { ok: true; calls: RotationCall[] } | { ok: false; bad: string } {
  const calls: RotationCall[] = [];
  for (const piece of text.split(/[\s,，;；→>]+|->/).filter(Boolean)) {
    const m = /^([A-Za-z]{2}[A-Za-z2-9]{3})(?::([A-Za-z0-9]{1,6}))?\+(\d{1,3})$/.exec(piece);
    if (!m) return { ok: false, bad: piece };
    calls.push({ PortCode: m[1]!.toUpperCase(), ...(m[2] ? { TerminalCode: m[2].toUpperCase() } : {}), DayOffset: Number(m[3]) });
  }
  return { ok: true, calls };
}
