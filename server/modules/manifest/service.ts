import type { ManifestCreate, ManifestData, ManifestSave, ManifestVerify } from '../../../src/contract/manifest';
import type { Db } from '../../db/types';
import { loadManifest, type Requester } from './requester';
import { manifestSending } from './sendService';
import { createManifest } from './useCases/createManifest';
import { checkManifest, saveManifest } from './useCases/saveManifest';
import { submitManifests, verifyManifest } from './useCases/submitManifests';
import { tellOwner } from './useCases/tellOwner';

/**
 * The manifest's transactions (operations.md §7.3, §7.4): create (blank, from an approved SI, a
 * duplicate), save with VERSION, submit (the check decides 1 or 2), verify, send through the outbox
 * (each id on its own, late or SI-mismatched only with a verifier's override), amend and send the
 * amendment (MAIN again after a rejection, MODIFY of what customs holds, immutable fields refused),
 * delete (cancel a never-sent one, or a DELETE message), retry. Every change is one transaction with
 * its doc_events row; moves come only from the state table (src/domain/manifest/status.ts). Each use
 * case is a function of its own (useCases/, sendService.ts); this binds them to the database.
 */
export function manifestService(db: Db) {
  type Employee = Requester & { kind: 'employee' };
  return {
    create: (r: Employee, input: ManifestCreate) => createManifest(db, r, input),
    save: (r: Requester, input: ManifestSave) => saveManifest(db, r, input),
    check: (r: Employee, input: Partial<ManifestData> & { Id?: number }) => checkManifest(db, r, input),
    submit: (r: Requester, ids: readonly number[]) => submitManifests(db, r, ids),
    verify: (r: Employee, input: ManifestVerify) => verifyManifest(db, r, input),
    ...manifestSending(db),
    load: loadManifest,
    tellOwner,
  };
}
