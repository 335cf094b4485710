import { describe, expect, it } from 'vitest';
import { assertChannelAllowed, simulatorOnly } from '../../../server/channels/simulation';
import { manifestSimulatorOptions } from '../../../server/modules/manifest/simulator';
import { manifestIdOfRef, manifestIdOfStageRef, messageRef, parseRef, stageRef } from '../../../server/modules/manifest/payload';

/** The CN_MANIFEST channel's settings (docs/modules/manifest.md): its faults, its clock, its mode, and the production guard. */
describe('the CN_MANIFEST settings', () => {
  it('reads SIM_CN_MANIFEST_FAULTS, _DELAY_MS and _RELEASE_MINUTES; unknown faults and rates outside 0–1 are ignored', () => {
    const o = manifestSimulatorOptions({
      SIM_CN_MANIFEST_FAULTS: 'timeout:0.1, 5xx:2, roll:0.5, reorder:1',
      SIM_CN_MANIFEST_DELAY_MS: '50',
      SIM_CN_MANIFEST_RELEASE_MINUTES: '5',
    });
    expect(o).toEqual({ secondMs: 50, releaseMinutes: 5, faults: { timeout: 0.1, reorder: 1 } });
    expect(manifestSimulatorOptions({})).toEqual({ secondMs: 1000, releaseMinutes: 30, faults: {} });
  });

  it('refuses to start on the simulator in production unless ALLOW_SIMULATED_CHANNELS names CN_MANIFEST', () => {
    const sim = { channel: 'CN_MANIFEST', simulated: true };
    expect(() => assertChannelAllowed({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: 'CARRIER_VGM' }, sim)).toThrow(/CHANNEL_CN_MANIFEST/);
    expect(() => assertChannelAllowed({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: 'CARRIER_VGM, CN_MANIFEST' }, sim)).not.toThrow();
    expect(() => simulatorOnly({ CHANNEL_CN_MANIFEST: 'singlewindow' }, 'CN_MANIFEST')).toThrow(/no adapter/);
  });

  it('a message reference names the manifest, the kind and the version; stage references their own sequence', () => {
    expect(messageRef(12, 'MODIFY', 3)).toBe('MFT12MV3');
    expect(parseRef('MFT12MV3')).toEqual({ manifestId: 12, kind: 'MODIFY', version: 3 });
    expect(parseRef(messageRef(7, 'MAIN', 1))).toEqual({ manifestId: 7, kind: 'MAIN', version: 1 });
    expect(parseRef(messageRef(7, 'DELETE', 2))).toEqual({ manifestId: 7, kind: 'DELETE', version: 2 });
    expect(manifestIdOfRef('MFT7DV2')).toBe(7);
    expect(manifestIdOfRef('VGM7V2')).toBeUndefined();
    expect(manifestIdOfStageRef(stageRef(9))).toBe(9);
    expect(manifestIdOfStageRef('MFT9AV1')).toBeUndefined();
  });
});
