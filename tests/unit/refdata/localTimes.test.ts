import { describe, expect, it } from 'vitest';
import { localDateTime, parseLocalDateTime } from '../../../src/domain/refdata/localTimes';
import { parseRotation, rotationText } from '../../../src/domain/refdata/rotation';

describe('times on the port’s clock', () => {
  it('reads and writes "YYYY-MM-DD HH:mm" in the port’s zone, summer and winter', () => {
    expect(parseLocalDateTime('2026-12-01 12:00', 'Asia/Shanghai')).toBe('2026-12-01T04:00:00.000Z');
    expect(parseLocalDateTime('2026-07-01T12:00', 'Europe/Amsterdam')).toBe('2026-07-01T10:00:00.000Z');
    expect(localDateTime('2026-12-01T04:00:00.000Z', 'Asia/Shanghai')).toBe('2026-12-01 12:00');
    expect(localDateTime('2026-07-01T10:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-07-01 12:00');
  });
  it('refuses what is no time', () => {
    for (const bad of ['2026-02-30 12:00', '2026-12-01 24:00', '2026-12-01', '12:00', 'tomorrow'])
      expect(parseLocalDateTime(bad, 'Asia/Shanghai'), bad).toBeUndefined();
  });
});

describe('a rotation as typed', () => {
  it('reads ports with their day, whatever separates them, and writes them back', () => {
    const read = parseRotation('cnsha+0 → CNNGB+2, SGSIN+8');
    expect(read).toEqual({
      ok: true,
      calls: [
        { PortCode: 'CNSHA', DayOffset: 0 },
        { PortCode: 'CNNGB', DayOffset: 2 },
        { PortCode: 'SGSIN', DayOffset: 8 },
      ],
    });
    if (read.ok) expect(rotationText(read.calls)).toBe('CNSHA+0 → CNNGB+2 → SGSIN+8');
    expect(parseRotation('CNSHA+0 Ningbo+2')).toEqual({ ok: false, bad: 'Ningbo+2' });
  });

  it('reads a terminal after its port (its SMDG code), in capitals, and writes it back', () => {
    const read = parseRotation('CNSHA:sgict+0 -> CNNGB+2 > NLRTM:ECTDLT+30');
    expect(read).toEqual({
      ok: true,
      calls: [
        { PortCode: 'CNSHA', TerminalCode: 'SGICT', DayOffset: 0 },
        { PortCode: 'CNNGB', DayOffset: 2 },
        { PortCode: 'NLRTM', TerminalCode: 'ECTDLT', DayOffset: 30 },
      ],
    });
    if (read.ok) expect(rotationText(read.calls)).toBe('CNSHA:SGICT+0 → CNNGB+2 → NLRTM:ECTDLT+30');
    // a terminal code is at most six letters or digits
    expect(parseRotation('CNSHA:YANGSHAN+0')).toEqual({ ok: false, bad: 'CNSHA:YANGSHAN+0' });
    expect(parseRotation('CNSHA:+0')).toEqual({ ok: false, bad: 'CNSHA:+0' });
  });
});
