import type { ManifestDelete, ManifestSendAmendment } from '../../../src/contract/manifest';
import type { Db } from '../../db/types';
import type { Requester } from './requester';
import { amendManifest, sendAmendment } from './useCases/amendManifest';
import { deleteManifest, retryManifest } from './useCases/deleteManifest';
import { sendManifests } from './useCases/sendManifests';

/**
 * Sending to customs and what follows (operations.md §7.3, §7.4): send through the outbox (each id on
 * its own, late or SI-mismatched only with a verifier's override), amend and send the amendment (MAIN
 * again after a rejection, MODIFY of what customs holds, immutable fields refused), delete (cancel a
 * never-sent one, or a DELETE message), retry. Every change is one transaction with its doc_events row.
 * Each use case is a function of its own in useCases/; this binds them to the database.
 */
export function manifestSending(db: Db) {
  type Employee = Requester & { kind: 'employee' };
  return {
    send: (r: Employee, ids: readonly number[], override: { Reason: string } | undefined, idem: { key: string; hash: string }) =>
      sendManifests(db, r, ids, override, idem),
    amend: (r: Employee, id: number) => amendManifest(db, r, id),
    sendAmendment: (r: Employee, input: ManifestSendAmendment) => sendAmendment(db, r, input),
    remove: (r: Employee, input: ManifestDelete) => deleteManifest(db, r, input),
    retry: (r: Employee, id: number) => retryManifest(db, r, id),
  };
}
