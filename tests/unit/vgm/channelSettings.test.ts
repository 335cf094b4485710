import { describe, expect, it } from 'vitest';
import { assertChannelAllowed, parseFaults, simulatorOnly, strikes } from '../../../server/channels/simulation';
import { vgmSimulatorOptions } from '../../../server/modules/vgm/simulator';

/** The VGM channel's settings (docs/modules/vgm.md): its faults, its mode, and the production guard it shares with the booking channel. */
describe('the CARRIER_VGM settings', () => {
  it('reads SIM_CARRIER_VGM_FAULTS and _DELAY_MS; unknown faults and rates outside 0–1 are ignored', () => {
    const o = vgmSimulatorOptions({ SIM_CARRIER_VGM_FAULTS: 'timeout:0.1, 5xx:2, roll:0.5, reorder:1', SIM_CARRIER_VGM_DELAY_MS: '50' });
    expect(o).toEqual({ delayMs: 50, faults: { timeout: 0.1, reorder: 1 } });
    expect(vgmSimulatorOptions({}).delayMs).toBe(3000);
    expect(parseFaults('duplicate:0.5', ['duplicate'] as const)).toEqual({ duplicate: 0.5 });
  });

  it('draws a fault repeatably from the key and the attempt; rate 1 always strikes, 0 never', () => {
    const rates = { timeout: 0.5 };
    expect(strikes(rates, 'k', 1, 'timeout')).toBe(strikes(rates, 'k', 1, 'timeout'));
    expect(strikes({ timeout: 1 }, 'k', 1, 'timeout')).toBe(true);
    expect(strikes({ timeout: 0 }, 'k', 1, 'timeout')).toBe(false);
  });

  it('refuses to start on the simulator in production unless ALLOW_SIMULATED_CHANNELS names CARRIER_VGM', () => {
    const sim = { channel: 'CARRIER_VGM', simulated: true };
    expect(() => assertChannelAllowed({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: 'CARRIER_BOOKING' }, sim)).toThrow(/CHANNEL_CARRIER_VGM/);
    expect(() => assertChannelAllowed({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: 'CARRIER_BOOKING, CARRIER_VGM' }, sim)).not.toThrow();
    expect(() => assertChannelAllowed({}, sim)).not.toThrow();
    expect(simulatorOnly({}, 'CARRIER_VGM')).toBe('simulator');
    expect(() => simulatorOnly({ CHANNEL_CARRIER_VGM: 'inttra' }, 'CARRIER_VGM')).toThrow(/no adapter/);
  });
});
