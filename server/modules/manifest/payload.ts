import type { ManifestData } from '../../../src/contract/manifest';
import type { TransmissionKind } from '../../../src/domain/manifest/status';

/**
 * What goes to customs through the CN_MANIFEST channel (operations.md §17.1): the manifest's data as
 * it stood at the VERSION frozen in the message, its kind (MAIN, MODIFY, DELETE), the change-reason
 * code of an amendment, whether it went after the deadline, and our reference. The real single window
 * takes GACC manifest XML V1.2; the simulator reads this JSON (an adapter would render the XML).
 */
export const MANIFEST_CHANNEL = 'CN_MANIFEST';
export const MANIFEST_DOC = 'manifest';

/** Every customs channel of a manifest (operations.md §7.8): the single window and the three foreign ones. */
export const MANIFEST_CHANNELS = [MANIFEST_CHANNEL, 'US_AMS', 'US_ISF', 'EU_ENS'] as const;
/** The channel each filing goes through; a filing missing here (JP_AFR) has none built. */
const FILING_CHANNEL: Readonly<Record<string, string>> = {
  CN_EXPORT: MANIFEST_CHANNEL,
  CN_IMPORT: MANIFEST_CHANNEL,
  US_AMS: 'US_AMS',
  US_ISF: 'US_ISF',
  EU_ENS: 'EU_ENS',
};

/**
 * The channel a manifest is sent through, as its filing configuration picks it (`MCF_CHANNEL`:
 * `SIMULATOR` or the filing's own channel name): never another filing's customs. China's filings
 * keep the built-in default (no configuration row: the single window's simulator); a foreign filing
 * needs a configuration row naming its channel. undefined: no channel — Send refuses (`mft.channel`).
 */
export function channelOfFiling(filing: string, config: { Id: number | null; MCF_CHANNEL: string }): string | undefined {
  const own = FILING_CHANNEL[filing];
  if (!own) return undefined;
  if (config.Id === null && own !== MANIFEST_CHANNEL) return undefined;
  const named = config.MCF_CHANNEL.trim().toUpperCase();
  return named === 'SIMULATOR' || named === own ? own : undefined;
}

export interface ManifestPayload {
  messageRef: string;
  manifestId: number;
  mftNo: string;
  kind: TransmissionKind;
  version: number;
  /** The customs change-reason code (MODIFY, DELETE). */
  changeReasonCode: string;
  /** Sent after the deadline (the loading time less the configured hours). */
  late: boolean;
  /** Our registration code as 舱单传输人 (the configuration's). */
  senderCode: string;
  data: ManifestData;
}

/** Our reference of one message: the manifest, the kind and the version frozen in it. */
const LETTER: Record<TransmissionKind, string> = { MAIN: 'A', MODIFY: 'M', DELETE: 'D' };
export const messageRef = (id: number, kind: TransmissionKind, version: number) => `MFT${id}${LETTER[kind]}V${version}`;
/** The manifest a message reference names. */
export function manifestIdOfRef(ref: string): number | undefined {
  const m = /^MFT(\d+)[AMD]V\d+$/.exec(ref);
  return m ? Number(m[1]) : undefined;
}
/** The reference of a bill's stage receipts (运抵, 放行, 装载, 理货): one sequence per manifest. */
export const stageRef = (id: number) => `MFTSTG${id}`;
export function manifestIdOfStageRef(ref: string): number | undefined {
  const m = /^MFTSTG(\d+)$/.exec(ref);
  return m ? Number(m[1]) : undefined;
}

/** What a message reference names: the manifest, the kind and the version frozen in it. */
export function parseRef(ref: string): { manifestId: number; kind: TransmissionKind; version: number } | undefined {
  const m = /^MFT(\d+)([AMD])V(\d+)$/.exec(ref);
  if (!m) return undefined;
  const kind = (Object.entries(LETTER).find(([, l]) => l === m[2])?.[0] ?? 'MAIN') as TransmissionKind;
  return { manifestId: Number(m[1]), kind, version: Number(m[3]) };
}
