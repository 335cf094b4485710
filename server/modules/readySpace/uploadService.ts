import type { SpaceImportAnswer } from '../../../src/contract/readySpace/fileCalls';
import type { Db } from '../../db/types';
import type { ImportRows } from '../../http/imports';
import { type Say, uploadRows, writeUploadLog } from '../../http/uploadLog';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { placeLookups } from '../booking/public';
import { enqueueSpaceImport, spaceImportJobRows } from './importJobStart';
import { publishStock } from './repository';
import { importSpace } from './spaceService';
import { SPACE_UPLOAD_FIELDS, SPACE_UPLOAD_LOG, spaceWireOfRow } from './uploadSheet';

/** What an upload asked for besides its rows: submit at once, the file's name, the uploader's language. */
export interface UploadAsked {
  submit: boolean;
  fileName: string;
  lang: 'zh' | 'en';
  say: Say;
}

/**
 * The Excel upload of listings (commercial.md §5.3 List/Import, §5.4 NowOrderUpload): one row, one
 * listing of the uploader's company — a DRAFT, or submitted when the upload asks — read into the
 * same wire SaveDraft takes (uploadSheet.ts), checked by that call's schema, its normalising and
 * Submit's check (R5.1), and saved by its insert. A refused row writes nothing and is listed with
 * its reasons; every upload that was applied leaves one log row.
 */
export function spaceUploadService(db: Db, hub: LiveHub) {
  return {
    /** The sheet's rows as listings: previewed (each written and undone) or applied, a large upload by a background job. */
    async read(actor: Actor, rows: ImportRows, asked: UploadAsked) {
      const { submit, say } = asked;
      const look = await placeLookups(db);
      // each row as a listing (`dry`, a preview: each undone)
      const listings = (dry: boolean) =>
        uploadRows(
          db,
          rows,
          SPACE_UPLOAD_FIELDS,
          say,
          (values) => spaceWireOfRow(values, look, say),
          (tx, wire) => importSpace(tx, actor, wire, submit, say, dry),
          dry,
        );
      return {
        /** The row report (issue 32): what the upload would make, nothing kept. */
        async preview() {
          const shown = await listings(true);
          return { Imported: shown.made.length, Rejected: shown.rejected };
        },
        /** Applies the upload: at once, or (a large one) by a background job telling its progress over the live socket (importJob.ts). */
        async apply(): Promise<{ job: { Job: unknown; Rows: number }; message: string } | { answer: SpaceImportAnswer; message: string }> {
          if (rows.length >= spaceImportJobRows(process.env)) {
            const job = await enqueueSpaceImport(db, { Rows: rows, Actor: actor, Lang: asked.lang, Submit: submit, FileName: asked.fileName });
            return {
              job: { Job: job, Rows: rows.length },
              message: say(`${rows.length} 行正在后台导入。`, `${rows.length} rows are being imported in the background.`),
            };
          }
          const { made, rejected } = await listings(false);
          const id = await writeUploadLog(
            db,
            SPACE_UPLOAD_LOG,
            { companyId: actor.companyId, fileName: asked.fileName, rows: rows.length, made: made.map((s) => s.Id), rejected, by: actor.id },
            { submit },
          );
          // the platform's own listings went on sale: every open market page shows them
          await publishStock(
            db,
            hub,
            made.filter((s) => s.Status === 'ON_SALE').map((s) => s.Id),
          );
          return {
            answer: { UploadId: id, Imported: made.length, Rejected: rejected, Spaces: made.map((s) => ({ Id: s.Id, SpaceNo: s.SpaceNo })) },
            message: say(`已生成 ${made.length} 条现舱，拒绝 ${rejected.length} 行。`, `${made.length} listing(s) made, ${rejected.length} row(s) refused.`),
          };
        },
      };
    },
  };
}
