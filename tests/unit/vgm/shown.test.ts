import { describe, expect, it } from 'vitest';
import { vgmShownWords } from '../../../src/domain/vgm/words';
import { type VgmShownFacts, vgmShown, vgmWaiting } from '../../../src/domain/vgm/shown';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { assertChannelAllowed } from '../../../server/channels/simulation';
import { terminalVgmOptions } from '../../../server/modules/vgm/terminalSimulator';

/** A container's VGM in one word (src/domain/vgm/shown.ts): the packing lists' column and the panel's. */
const v = (over: Partial<VgmShownFacts>): VgmShownFacts => ({ VGM_STATUS: S.DECLARED, TerminalStatus: null, VGM_KG: 24_000, VGM_MEASURED_KG: null, ...over });

describe('a container’s VGM in one word', () => {
  it('none, draft, declared, sent while either counterpart owes its answer, accepted only when both did', () => {
    expect(vgmShown(null)).toBe('none');
    expect(vgmShown(v({ VGM_STATUS: S.DRAFT }))).toBe('draft');
    expect(vgmShown(v({}))).toBe('declared');
    expect(vgmShown(v({ VGM_STATUS: S.SENT, TerminalStatus: S.SENT }))).toBe('sent');
    expect(vgmShown(v({ VGM_STATUS: S.ACCEPTED, TerminalStatus: S.SENT }))).toBe('sent');
    expect(vgmShown(v({ VGM_STATUS: S.SENT, TerminalStatus: S.ACCEPTED }))).toBe('sent');
    expect(vgmShown(v({ VGM_STATUS: S.ACCEPTED, TerminalStatus: S.ACCEPTED }))).toBe('accepted');
    // a version sent before the terminal channel existed: the carrier's word alone
    expect(vgmShown(v({ VGM_STATUS: S.ACCEPTED, TerminalStatus: null }))).toBe('accepted');
    expect(vgmShown(v({ VGM_STATUS: S.ACCEPTED, TerminalStatus: S.DECLARED }))).toBe('declared');
    expect(vgmShown(v({ VGM_STATUS: S.SUPERSEDED, TerminalStatus: S.ACCEPTED }))).toBe('superseded');
  });

  it('a refusal by either counterpart is "rejected"; a weight beyond min(5 %, 1 t) outranks everything', () => {
    expect(vgmShown(v({ VGM_STATUS: S.REJECTED, TerminalStatus: S.ACCEPTED }))).toBe('rejected');
    expect(vgmShown(v({ VGM_STATUS: S.ACCEPTED, TerminalStatus: S.REJECTED }))).toBe('rejected');
    // 1,000 kg apart on 25,000 measured: the limit is min(1,250, 1,000) = 1,000 — within
    expect(vgmShown(v({ VGM_STATUS: S.ACCEPTED, TerminalStatus: S.ACCEPTED, VGM_MEASURED_KG: 25_000 }))).toBe('accepted');
    expect(vgmShown(v({ VGM_STATUS: S.ACCEPTED, TerminalStatus: S.ACCEPTED, VGM_MEASURED_KG: 25_001 }))).toBe('deviation');
    // 5 % of a light box is less than a tonne: 10,000 measured allows 500
    expect(vgmShown(v({ VGM_STATUS: S.SENT, TerminalStatus: S.ACCEPTED, VGM_KG: 10_501, VGM_MEASURED_KG: 10_000 }))).toBe('deviation');
    expect(vgmShown(v({ VGM_STATUS: S.SENT, TerminalStatus: S.ACCEPTED, VGM_KG: 10_500, VGM_MEASURED_KG: 10_000 }))).toBe('sent');
  });

  it('waits only while the carrier or the terminal holds it as sent; every word is said in both languages', () => {
    expect(vgmWaiting(null)).toBe(false);
    expect(vgmWaiting(v({ VGM_STATUS: S.ACCEPTED, TerminalStatus: S.ACCEPTED }))).toBe(false);
    expect(vgmWaiting(v({ VGM_STATUS: S.ACCEPTED, TerminalStatus: S.SENT }))).toBe(true);
    expect(vgmWaiting(v({ VGM_STATUS: S.SENT, TerminalStatus: null }))).toBe(true);
    for (const w of Object.values(vgmShownWords)) expect(w.zh && w.en).toBeTruthy();
    expect(vgmShownWords.deviation).toEqual({ zh: '偏差', en: 'Deviation' });
  });

  it('the terminal channel reads SIM_TERMINAL_VGM_FAULTS (with deviation) and refuses production unless ALLOW_SIMULATED_CHANNELS names it', () => {
    expect(terminalVgmOptions({ SIM_TERMINAL_VGM_FAULTS: 'deviation:1,timeout:0.1,roll:1', SIM_TERMINAL_VGM_DELAY_MS: '50' })).toEqual({
      delayMs: 50,
      faults: { deviation: 1, timeout: 0.1 },
    });
    expect(terminalVgmOptions({}).delayMs).toBe(2000);
    const sim = { channel: 'TERMINAL_VGM', simulated: true };
    expect(() => assertChannelAllowed({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: 'CARRIER_BOOKING,CARRIER_VGM,TERMINAL_CLP' }, sim)).toThrow(
      /CHANNEL_TERMINAL_VGM/,
    );
    expect(() => assertChannelAllowed({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: 'CARRIER_VGM,TERMINAL_VGM' }, sim)).not.toThrow();
  });
});
