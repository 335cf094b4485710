import type { JobKind } from '../../jobs/types';
import { type Say, uploadRows, writeUploadLog } from '../../http/uploadLog';
import { announce, tell } from '../../live/tell';
import { placeLookups } from '../booking/public';
import { SPACE_IMPORT_JOB, type SpaceImportPayload } from './importJobStart';
import { importSpace } from './spaceService';
import { publishStock } from './repository';
import { markImportStarted } from './spaceRepository';
import { SPACE_UPLOAD_FIELDS, SPACE_UPLOAD_LOG, spaceWireOfRow } from './uploadSheet';

/** Rows written between two progress reports. */
const CHUNK = 20;

/**
 * The large upload's apply (importJobStart.ts says when): each row as the call writes it (its own
 * transaction: a refused row writes nothing), a progress report every 20 rows, then the upload's
 * log row, the platform's listings put on sale, and a message to the uploader with the counts.
 *
 * At most once: each row is its own transaction, so an attempt after one that stopped half-way
 * (its process died) would make the rows before the stop again. The job marks itself started
 * before its first row; a later attempt (a dead letter sent back) finds the mark, writes nothing
 * and tells the uploader to check the listings made and upload the rest again.
 */
export const spaceImportJob: JobKind<SpaceImportPayload> = {
  kind: SPACE_IMPORT_JOB,
  // a few thousand rows a second at worst on a busy machine: another process waits this long before it takes the job for dead
  leaseMs: 15 * 60_000,
  run: async ({ id, payload: p, deps: { db, hub }, progress }) => {
    const say: Say = (zh, en) => (p.Lang === 'zh' ? zh : en);
    const file = p.FileName || 'Excel';
    if (!(await markImportStarted(db, id))) {
      const told = await db.transaction((tx) =>
        tell(
          tx,
          { employeeId: p.Actor.id },
          `现舱上传“${file}”在导入中途中断：已生成的现舱保留，请核对现舱列表后重新上传其余行。`,
          `The upload "${file}" stopped half-way: the listings made so far stay; check the listings and upload the other rows again.`,
        ),
      );
      return announce(hub, [told]);
    }
    const look = await placeLookups(db);
    const spaces: { Id: number; SpaceNo: string; Status: string }[] = [];
    const rejected: { Row: number; Reasons: string[] }[] = [];
    for (let i = 0; i < p.Rows.length; i += CHUNK) {
      const done = await uploadRows(
        db,
        p.Rows.slice(i, i + CHUNK),
        SPACE_UPLOAD_FIELDS,
        say,
        (values) => spaceWireOfRow(values, look, say),
        (tx, wire) => importSpace(tx, p.Actor, wire, p.Submit, say),
      );
      spaces.push(...done.made);
      rejected.push(...done.rejected);
      progress(Math.floor((95 * Math.min(p.Rows.length, i + CHUNK)) / p.Rows.length));
    }
    await writeUploadLog(
      db,
      SPACE_UPLOAD_LOG,
      { companyId: p.Actor.companyId, fileName: p.FileName, rows: p.Rows.length, made: spaces.map((s) => s.Id), rejected, by: p.Actor.id },
      { submit: p.Submit },
    );
    await publishStock(
      db,
      hub,
      spaces.filter((s) => s.Status === 'ON_SALE').map((s) => s.Id),
    );
    const told = await db.transaction((tx) =>
      tell(
        tx,
        { employeeId: p.Actor.id },
        `现舱上传“${file}”已完成：生成 ${spaces.length} 条现舱，拒绝 ${rejected.length} 行。`,
        `The upload "${file}" is done: ${spaces.length} listing(s) made, ${rejected.length} row(s) refused.`,
      ),
    );
    await announce(hub, [told]);
  },
};
