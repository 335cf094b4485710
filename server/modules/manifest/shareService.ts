import type { ManifestItem, ManifestParty } from '../../../src/contract/manifest';
import type { Db } from '../../db/types';
import type { Requester } from './requester';
import { manifestShares, revokeManifestShare, shareManifest } from './useCases/shareLinks';
import { openSharedManifest, saveSharedManifest, submitSharedManifest } from './useCases/sharedManifest';

/**
 * The manifest's share links (operations.md §7.4 ManifestShare, rule `mft.share`): the owner makes one
 * for the shipper or consignee to fill their own parties (EDIT_PARTIES) or goods (EDIT_GOODS), or
 * only to look (VIEW); the holder opens it (with the access code when set), sees the scoped subset,
 * saves the scoped parts with the same live check, and submits to the forwarder (a message to the
 * maker). A link reaches only its own manifest; editing closes once the manifest is on its way
 * (state ≥ 5). An unknown, ended or revoked link is absent (404, never saying which); 5 wrong codes
 * lock it (429). The owner's use cases are in useCases/shareLinks.ts, the holder's in
 * useCases/sharedManifest.ts; this binds them to the database.
 */
export function manifestShareService(db: Db) {
  type Employee = Requester & { kind: 'employee' };
  type Parts = { Shipper?: ManifestParty; Consignee?: ManifestParty; Notify?: ManifestParty; Items?: ManifestItem[] };
  return {
    create: (r: Employee, input: { Id: number; Scope: string[]; ExpiresDays?: number; AccessCode?: string }) => shareManifest(db, r, input),
    revoke: (r: Employee, id: number) => revokeManifestShare(db, r, id),
    list: (r: Employee, id: number) => manifestShares(db, r, id),
    open: (token: string, accessCode: string | undefined, visitor: string, lang: 'zh' | 'en') => openSharedManifest(db, token, accessCode, visitor, lang),
    save: (token: string, accessCode: string | undefined, visitor: string, lang: 'zh' | 'en', input: Parts) =>
      saveSharedManifest(db, token, accessCode, visitor, lang, input),
    submit: (token: string, accessCode: string | undefined, visitor: string) => submitSharedManifest(db, token, accessCode, visitor),
  };
}
