import { describe, expect, it } from 'vitest';
import { loadingAtOfInput, loadingInputOf, loadingZoneText } from '../../../../src/features/manifest/editorModel';

/**
 * The manifest editor's 计划装船时间 (issue 45 item 9): shown and typed on the loading port's clock.
 * It showed 04:00 for a 12:00 Shanghai loading (the instant's UTC digits), and took 12-07 04:00 typed
 * in a UTC browser as 2026-12-07T04:00Z — the deadline moved eight hours.
 */
describe('the planned loading on the loading port’s clock', () => {
  it('shows a 12:00 Shanghai loading as 12:00, the zone and offset named', () => {
    expect(loadingInputOf('2026-12-07T04:00:00.000Z', 'Asia/Shanghai')).toBe('2026-12-07T12:00');
    expect(loadingZoneText('2026-12-07T04:00:00.000Z', 'Asia/Shanghai')).toBe('Asia/Shanghai +08:00');
    expect(loadingInputOf(null, 'Asia/Shanghai')).toBe('');
  });

  it('takes what is typed on that clock, whatever zone the browser runs in', () => {
    expect(loadingAtOfInput('2026-12-07T12:00', 'Asia/Shanghai')).toBe('2026-12-07T04:00:00.000Z');
    expect(loadingAtOfInput('2026-07-01T12:00', 'Europe/Amsterdam')).toBe('2026-07-01T10:00:00.000Z');
    expect(loadingAtOfInput('', 'Asia/Shanghai')).toBeNull();
    expect(loadingAtOfInput('2026-02-30T12:00', 'Asia/Shanghai')).toBeNull();
  });

  it('reads back what it wrote: a round trip keeps the instant', () => {
    const at = '2026-12-06T20:00:00.000Z';
    expect(loadingAtOfInput(loadingInputOf(at, 'Asia/Shanghai'), 'Asia/Shanghai')).toBe(at);
  });
});
