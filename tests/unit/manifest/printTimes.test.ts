import { describe, expect, it } from 'vitest';
import { manifestSheet } from '../../../server/modules/manifest/printService';
import type { StoredManifest } from '../../../server/modules/manifest/repository';

/** The manifest's PDF (issue 45 item 9): its times on the loading port's clock, the zone said — it printed raw UTC instants. */
describe('the manifest print sheet', () => {
  const m = {
    Id: 1,
    MFT_NO: 'MFT2612000001',
    MFT_FILING: 'CN_EXPORT',
    MFT_STATUS: 1,
    MFT_STAGE: 'DRAFT',
    MFT_LOADING_CODE: 'CNSHA',
    MFT_LOADING_AT: '2026-12-07T04:00:00.000Z',
    CompanyName: '天祥',
    Items: [],
    Containers: [],
  } as unknown as StoredManifest;

  it('prints the planned loading and the print time on the port’s clock with the offset, and names the zone', () => {
    const sheet = manifestSheet(m, 'Asia/Shanghai', '2026-12-01T07:56:00.000Z');
    expect(sheet.CutOffs?.[0]?.Value).toBe('2026-12-07 12:00 +08:00');
    expect(sheet.PrintedAt.zh).toBe('打印于 2026-12-01 15:56 +08:00');
    expect(sheet.Clock?.zh).toContain('Asia/Shanghai');
    expect(JSON.stringify(sheet)).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
