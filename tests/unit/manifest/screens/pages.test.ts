import { describe, expect, it } from 'vitest';
import { MANIFEST_PAGES as P } from '../../../../src/contract/manifest/module';
import { manifestModule } from '../../../../src/features/manifest/module';
import { INFO_VIEW, LIST_STAGES, SCREEN_OF, rowHref, sideOf } from '../../../../src/features/manifest/pages';
import { routeTable as ROUTES } from '../../../../src/routes/table';

describe('the manifest screens by path', () => {
  it('gives every manifest page of the contract exactly one screen, on a path of the route table', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    const declared = Object.keys(manifestModule.screens ?? {});
    expect(declared.toSorted()).toEqual(Object.values(P).toSorted());
    for (const p of declared) expect(paths.has(p), p).toBe(true);
  });

  it('opens the "new version" /workbench paths on the same screens as the external workbench', () => {
    expect(SCREEN_OF[P.newEdit]).toBe(SCREEN_OF[P.customerEdit]);
    expect(SCREEN_OF[P.newCreate]).toBe(SCREEN_OF[P.customerCreate]);
    expect(SCREEN_OF[P.newSubmitList]).toBe(SCREEN_OF[P.customerSubmitList]);
    expect(SCREEN_OF[P.newTrackInfo]).toBe(SCREEN_OF[P.customerTrackInfo]);
    expect(INFO_VIEW[P.newTrackInfo]).toBe(INFO_VIEW[P.customerTrackInfo]);
    expect(SCREEN_OF[P.newUpload]).toBe(SCREEN_OF[P.uploadList]);
    // one lazy chunk for all of them (the share pages excepted)
    const loaders = new Set(
      Object.entries(manifestModule.screens ?? {})
        .filter(([p]) => !p.startsWith('/external/mainifest/'))
        .map(([, l]) => l),
    );
    expect(loaders.size).toBe(1);
  });

  it('gives every list page its stages and every info page its view', () => {
    for (const [p, kind] of Object.entries(SCREEN_OF)) {
      if (kind === 'list') expect(LIST_STAGES[p]?.length, p).toBeGreaterThan(0);
      if (kind === 'info') expect(INFO_VIEW[p], p).toBeDefined();
    }
  });

  it('opens a row on the page of its step, on the side it was listed', () => {
    const row = (MFT_STATUS: number, MFT_STAGE = 'NONE') => ({ Id: 5, MFT_STATUS, MFT_STAGE });
    expect(rowHref('staff', row(0))).toBe(`${P.edit}?id=5`);
    expect(rowHref('staff', row(1))).toBe(`${P.submitInfo}?id=5`);
    expect(rowHref('staff', row(3))).toBe(`${P.verifyInfo}?id=5`);
    expect(rowHref('staff', row(8))).toBe(`${P.sendFailInfo}?id=5`);
    expect(rowHref('staff', row(9, 'ARRIVED'))).toBe(`${P.trackInfo}?id=5`);
    expect(rowHref('staff', row(10))).toBe(`${P.sendEdit}?id=5`);
    expect(rowHref('customer', row(4))).toBe(`${P.customerEdit}?id=5`);
    expect(rowHref('customer', row(6))).toBe(`${P.customerSendInfo}?id=5`);
    expect(rowHref('newCustomer', row(2))).toBe(`${P.newEdit}?id=5`);
    expect(rowHref('newCustomer', row(9, 'LOADED'))).toBe(`${P.newTrackInfo}?id=5`);
    expect(sideOf(P.newSubmitList)).toBe('newCustomer');
    expect(sideOf(P.customerTrackList)).toBe('customer');
    expect(sideOf(P.sendList)).toBe('staff');
  });
});
