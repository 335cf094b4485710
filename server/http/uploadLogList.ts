import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../src/contract/access';
import type { Db } from '../db/types';
import type { Actor } from '../platform/access/grants';
import { defineList } from './lists';
import type { UploadLogTables } from './uploadLog';

/** What every upload log row shows (src/contract/files.ts uploadLogFields), whatever it made. */
interface UploadLogWire {
  At: string;
  FileName: string;
  Rows: number;
  Created: number;
  Refused: number;
  By: string;
}

export interface UploadLogListSpec<W extends UploadLogWire> {
  path: string;
  item: TSchema;
  /** Reading and exporting the log are one right. */
  access: Access;
  title: string;
  tables: UploadLogTables;
  /** The select list over `u` (the log) and `e` (its uploader): uploadLogColumns and the module's own. */
  columns: string;
  /** The platform's staff read every company's uploads; anyone else, their company's. */
  seesAll: (actor: Actor) => boolean;
  /** The export's headers of the made count and of the records made, and how a row names those records. */
  createdHeader: string;
  madeHeader: string;
  madeNames: (u: W) => string[];
}

/**
 * A module's upload log as a paged list and its export (booking drafts, ready-space listings):
 * the same scope, filters, order and sheet for every module, but for what its uploads make.
 */
export function defineUploadLogList<W extends UploadLogWire>(app: FastifyInstance, db: Db, spec: UploadLogListSpec<W>): void {
  defineList<Omit<W, 'At'> & { At: unknown }, W>(app, db, {
    path: spec.path,
    item: spec.item,
    access: spec.access,
    exportAccess: spec.access,
    title: spec.title,
    base: (actor) => ({
      sql: `select ${spec.columns} from ${spec.tables.log} u left join employees e on e.id = u.uploaded_by where (u.company_id = $1 or $2::boolean)`,
      params: [actor.companyId, spec.seesAll(actor)],
    }),
    columns: [
      { key: 'FileName', filter: 'text', sortable: true, notNull: true },
      { key: 'At', sortable: true, notNull: true },
    ],
    order: 't."At" desc, t."Id" desc',
    // the row is the wire but for its time, which the database answers as a Date
    present: (u) => ({ ...u, At: new Date(u.At as string).toISOString() }) as W,
    sheet: [
      { header: '时间 At', value: (u) => u.At, width: 20 },
      { header: '文件名 File', value: (u) => u.FileName, width: 30 },
      { header: '行数 Rows', value: (u) => u.Rows, width: 8 },
      { header: spec.createdHeader, value: (u) => u.Created, width: 10 },
      { header: '拒绝 Refused', value: (u) => u.Refused, width: 10 },
      { header: '上传人 By', value: (u) => u.By, width: 12 },
      { header: spec.madeHeader, value: (u) => spec.madeNames(u).join(' '), width: 30 },
    ],
  });
}
