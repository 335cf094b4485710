import type { ImportRowAnswer } from '../../../src/contract/admin';
import type { Db } from '../../db/types';
import type { Employee } from './useCases/uploadBill';
import { manifestUploads, previewUpload, uploadManifests } from './useCases/uploadManifests';
import type { UploadBill } from './uploadSheets';

/**
 * The Excel upload of manifests (`/api/Manifest/Upload`, operations.md §7.4) once its sheets are read
 * and joined (uploadSheets.ts): each bill becomes a draft manifest of its booking (created), or
 * replaces the containers, goods and given header cells of the uploader's own manifest of that B/L
 * while it is still a draft or returned (updated); anything else is refused with the reason. One
 * transaction per manifest, each logged in its history; a preview runs the same and undoes each
 * (nothing saved until the person confirms: server/http/imports.ts previewGate). Each upload that
 * wrote is kept in the upload list. The use cases are in useCases/uploadManifests.ts and
 * useCases/uploadBill.ts; this binds them to the database.
 */
export function manifestUploadService(db: Db) {
  return {
    preview: (r: Employee, bills: UploadBill[], orphans: ImportRowAnswer[]) => previewUpload(db, r, bills, orphans),
    upload: (r: Employee, bills: UploadBill[], orphans: ImportRowAnswer[], rowCount: number, fileName: string) =>
      uploadManifests(db, r, bills, orphans, rowCount, fileName),
    list: (r: Employee) => manifestUploads(db, r),
  };
}
