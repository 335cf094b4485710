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
