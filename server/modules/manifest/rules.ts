import type { ManifestData } from '../../../src/contract/manifest';
import { checkManifest } from '../../../src/domain/manifest/check';
import { manifestDeadline } from '../../../src/domain/manifest/deadline';
import type { Problem } from '../../../src/domain/manifest/messages';
import { ruleSetOf } from '../../../src/domain/manifest/regimes';
import { siDiff, type SiDiffRow } from '../../../src/domain/manifest/siDiff';
import type { Queryable } from '../../db/types';
import { type ResolvedManifestConfig, resolveManifestConfig } from '../manifestSetup/public';
import { packingFiguresOfBooking } from '../packing/public';
import { siRecordOf } from '../si/public';
import { declaredVgmOfBooking } from '../vgm/public';

/**
 * The manifest rules as the server runs them (the authority): the pure check of src/domain/manifest
 * with what only the database knows — the filing configuration (deadline hours, contact, SI match),
 * the declared VGM and the packing lists of the booking's containers, the approved SI it was made from.
 */
export interface Verdict {
  problems: Problem[];
  siDiff: SiDiffRow[];
  deadline: ReturnType<typeof manifestDeadline>;
  config: ResolvedManifestConfig;
}

export const configOf = (q: Queryable, companyId: string | number, m: Pick<ManifestData, 'MFT_FILING' | 'MFT_CARRIER' | 'MFT_LOADING_CODE'>) =>
  resolveManifestConfig(q, { companyId, filing: m.MFT_FILING, carrier: m.MFT_CARRIER ?? '', loadingCode: m.MFT_LOADING_CODE ?? '' });

/** Hours before loading: a configuration row's, else (the built-in default) the regime's statutory hours. */
export const deadlineHoursOf = (config: ResolvedManifestConfig, filing: string) =>
  config.Id === null ? (ruleSetOf(filing)?.hours ?? config.MCF_DEADLINE_HOURS) : config.MCF_DEADLINE_HOURS;

export async function judge(
  q: Queryable,
  m: ManifestData,
  o: { companyId: string | number; lang: 'zh' | 'en'; forSend?: boolean; now?: Date; config?: ResolvedManifestConfig },
): Promise<Verdict> {
  const config = o.config ?? (await configOf(q, o.companyId, m));
  const hours = deadlineHoursOf(config, m.MFT_FILING);
  const vgm = await declaredVgmOfBooking(q, m.MFT_CGO_ID);
  const boxes = (m.Containers ?? []).map((b) => b.MFC_CNNO.trim().toUpperCase());
  const problems = checkManifest(m, {
    lang: o.lang,
    requireContact: config.MCF_REQUIRE_CONTACT,
    deadlineHours: hours,
    now: o.now,
    vgm: new Map(boxes.map((c) => [c, vgm.get(c)?.kg ?? null])),
    packing: await packingFiguresOfBooking(q, m.MFT_CGO_ID),
    forSend: o.forSend,
  });
  const si = m.MFT_SI_ID ? await siRecordOf(q, m.MFT_SI_ID, String(o.companyId)) : undefined;
  return {
    problems,
    siDiff: si ? siDiff(m, si.record) : [],
    deadline: manifestDeadline(m.MFT_LOADING_AT, hours, o.now),
    config,
  };
}
