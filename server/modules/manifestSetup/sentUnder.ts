import type { ConfigManifest } from '../../../src/contract/manifestSetup/calls';
import type { Queryable } from '../../db/types';

/**
 * Who reads the manifests sent under a filing configuration: the manifest module (it owns manifests
 * and their transmissions, and uses this module, never the other way round) offers its reader when
 * it registers; without the manifest module the list is empty. `companyId` null: every company's.
 */
export type SentUnderReader = (q: Queryable, configId: number, companyId: string | null) => Promise<ConfigManifest[]>;

let reader: SentUnderReader = async () => [];

export function offerSentUnderReader(read: SentUnderReader): void {
  reader = read;
}

export const manifestsSentUnder: SentUnderReader = (q, configId, companyId) => reader(q, configId, companyId);
