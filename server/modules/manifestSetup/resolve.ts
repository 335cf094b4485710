import type { ManifestFiling, RemarkUse } from '../../../src/contract/manifestSetup/calls';
import { BUILT_IN_CONFIG, type ManifestRemark, type ResolvedManifestConfig } from './resolvedTypes';
import type { Queryable } from '../../db/types';
import { mostSpecificConfig } from './configRepository';
import { findRemark } from './remarkRepository';

export interface ConfigQuery {
  companyId: string | number;
  filing: ManifestFiling | string;
  carrier?: string | null;
  loadingCode?: string | null;
}

/**
 * The configuration a manifest is made under: the company's own enabled configurations first, else
 * the platform's; within them carrier and port, then carrier, then port, then neither; nothing
 * matching, the built-in default (resolvedTypes.ts).
 */
export async function resolveManifestConfig(db: Queryable, q: ConfigQuery): Promise<ResolvedManifestConfig> {
  const row = await mostSpecificConfig(db, {
    companyId: String(q.companyId),
    filing: q.filing,
    carrier: (q.carrier ?? '').trim().toUpperCase(),
    loadingCode: (q.loadingCode ?? '').trim().toUpperCase(),
  });
  return row ?? { ...BUILT_IN_CONFIG, MCF_FILING: q.filing };
}

/** An enabled standard remark of that use by its code (any case); undefined when there is none (the caller refuses the code). */
export async function manifestRemark(db: Queryable, code: string, use: RemarkUse): Promise<ManifestRemark | undefined> {
  return findRemark(db, code.trim(), use);
}
