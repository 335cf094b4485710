import type { FastifyInstance } from 'fastify';
import { followCalls as C } from '../../../src/contract/crm/followCalls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { cancelPlan, completePlan, savePlan } from './useCases/followPlans';
import { listActivity, listPlans, listRecords, readAttachment } from './useCases/followReads';
import { deleteRecord, saveRecord } from './useCases/followRecords';

/** Three attachments of 2 MB in base64 are a third larger: the record's calls may take 9 MB. */
const RECORD_BODY_LIMIT = 9 * 1024 * 1024;

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name, so 拜访照片.jpg arrives as itself. */
const disposition = (name: string) => {
  const base = name.replace(/[\\/:*?"<>|\r\n\t]/g, '').slice(0, 120) || 'file';
  const ascii =
    base
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[%;]/g, '')
      .trim() || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
};

/** The follow-ups' and the activity record's calls (commercial.md §7.3): thin, each to its use case. */
export function followRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.planList, async ({ actor, input }, r) => sendOutcome(r, await listPlans(db, actor, input)));
  route(app, C.planSave, async ({ actor, input }, r) => sendOutcome(r, await savePlan(db, actor, input)));
  route(app, C.planComplete, { bodyLimit: RECORD_BODY_LIMIT }, async ({ actor, input }, r) => sendOutcome(r, await completePlan(db, actor, input)));
  route(app, C.planCancel, async ({ actor, input }, r) => sendOutcome(r, await cancelPlan(db, actor, input.Id)));
  route(app, C.recordList, async ({ actor, input }, r) => sendOutcome(r, await listRecords(db, actor, input)));
  route(app, C.recordSave, { bodyLimit: RECORD_BODY_LIMIT }, async ({ actor, input }, r) => sendOutcome(r, await saveRecord(db, actor, input)));
  route(app, C.recordDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteRecord(db, actor, input.Id)));
  route(app, C.attachment, { file: true }, async ({ actor, input }, r) => {
    const a = await readAttachment(db, actor, input.Id);
    if (!a.ok) return sendOutcome(r, a);
    return r
      .header('content-type', a.value.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', disposition(a.value.name))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(a.value.bytes));
  });
  route(app, C.activityList, async ({ actor, input }, r) => sendOutcome(r, await listActivity(db, actor, input)));
}
