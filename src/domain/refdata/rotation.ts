/**
 * A service's rotation as people type it (commercial.md §1.1 Service): the calls of one round voyage,
 * each a port and the day the vessel arrives counted from the first call — "CNSHA+0 CNNGB+2 SGSIN+8"
 * (arrows and commas between them are fine). The server checks the ports and the days.
 */
export interface RotationCall {
  PortCode: string;
  DayOffset: number;
}

export const rotationText = (rotation: readonly RotationCall[]) => rotation.map((r) => `${r.PortCode}+${r.DayOffset}`).join(' → ');

/** The calls typed, or the first piece that is no `PORT+DAY`. */
export function parseRotation(text: string): { ok: true; calls: RotationCall[] } | { ok: false; bad: string } {
  const calls: RotationCall[] = [];
  for (const piece of text.split(/[\s,，;；→>]+|->/).filter(Boolean)) {
    const m = /^([A-Za-z]{2}[A-Za-z2-9]{3})\+(\d{1,3})$/.exec(piece);
    if (!m) return { ok: false, bad: piece };
    calls.push({ PortCode: m[1]!.toUpperCase(), DayOffset: Number(m[2]) });
  }
  return { ok: true, calls };
}
