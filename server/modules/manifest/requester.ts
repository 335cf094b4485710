import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { type DocActor, recordDocEvent } from '../../platform/spine/docEvents';
import type { MftActor } from '../../../src/domain/manifest/status';
import { MANIFEST_DOC } from './payload';
import { manifestsByIds } from './repository';

/** Who acts on a manifest, what they may see of them, and how their acts are logged. */
export type Lang = 'zh' | 'en';
/** Who acts: an employee, or a share link's visitor (only the share service makes these). */
export type Requester = { kind: 'employee'; actor: Actor; lang: Lang } | { kind: 'share'; shareId: number; companyId: string; lang: Lang };

export const isStaff = (r: Requester) => r.kind === 'employee' && r.actor.companyKind === 'platform';
/** The company whose manifests the requester sees; null: all (the platform's staff). */
export const scopeOf = (r: Requester): string | null => (r.kind === 'share' ? r.companyId : isStaff(r) ? null : r.actor.companyId);
export const docActor = (r: Requester): DocActor => (r.kind === 'share' ? { kind: 'share', id: r.shareId } : { kind: 'employee', id: Number(r.actor.id) });
export const byOf = (r: Requester) => (r.kind === 'employee' ? Number(r.actor.id) : null);
export const mftActor = (r: Requester): MftActor => (isStaff(r) ? 'verifier' : 'owner');

/** A manifest the requester may see (undefined: none of theirs), locked for the transaction by default. */
export async function loadManifest(tx: Queryable, r: Requester, id: number, lock = true) {
  const [m] = await manifestsByIds(tx, [id], scopeOf(r), lock);
  return m;
}

/** One row of the manifest's history, by the requester (or another actor: the gateway, the system). */
export const logEvent = (tx: Queryable, r: Requester | DocActor, id: number, type: string, detail: Record<string, unknown> = {}) =>
  recordDocEvent(tx, {
    docType: MANIFEST_DOC,
    docId: id,
    actor: 'kind' in r && (r.kind === 'employee' || r.kind === 'share') && 'lang' in r ? docActor(r) : (r as DocActor),
    type,
    detail,
  });
