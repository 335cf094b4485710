import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { entryOrderCalls as C, EntryFileUploadQuery as uploadQuery } from '../../../src/contract/entryOrder/calls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import type { Outcome } from '../../http/outcome';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { fileUploadRoute, noFile, sendStoredFile } from '../../http/storedFiles';
import { exportDay } from '../../http/xlsx';
import type { LiveHub } from '../../live/hub';
import { board } from './boardService';
import { dataSheet, dataSheetWorkbook } from './dataSheetService';
import { cancelEntryOrder, decideEntryOrder, linkBooking } from './decideService';
import { ENTRY_FILE_NOT_TAKEN, ENTRY_FILES_TAKEN, entryFileToSend, listEntryFiles, reachesFiles, uploadEntryFile } from './fileService';
import {
  deleteEntryFormUse,
  formForOrder,
  getEntryForm,
  listFormUses,
  publishEntryForm,
  retireEntryForm,
  saveEntryForm,
  saveEntryFormUse,
} from './formService';
import { entryLists } from './lists';
import { publishEntryChanged } from './live';
import { makeBooking } from './makeBookingService';
import { bookingPicks, entryOrderLog, getEntryOrder, partyTemplatePicks } from './orderService';
import { customerPicks, operatorPicks, providerPicks } from './orderRepository';
import { saveEntryOrder, submitEntryOrder } from './saveOrderService';
import { assignAgent, recordMilestone, secondHalfList } from './secondHalfService';
import { cancelSupplement, decideSupplement, fillSupplement, getSupplement, requestSupplement } from './supplementService';
import { entryShareRoutes } from './shareRoutes';
import { noOrder } from './terms';

/**
 * The module's calls (operations.md §9.3, src/contract/entryOrder/calls.ts), by use case: forms,
 * orders, supplements, the second half, the board and the data sheet, files, share links (shareRoutes.ts). Each is thin — the
 * contract's schema in, one named use case, the outcome out — and a write tells the live screens.
 */
export function entryOrderRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  formRoutes(app, db);
  orderRoutes(app, db, hub);
  supplementAndSecondHalfRoutes(app, db, hub);
  dataSheetRoutes(app, db);
  fileRoutes(app, db);
  entryShareRoutes(app, db, hub);
  entryLists(app, db);
}

/** A write's outcome, told to the live screens once it committed. */
function tellers(db: Db, hub: LiveHub) {
  const told =
    (of: (v: { Id: number }) => { orders?: number[]; supplements?: number[] }) =>
    async <T extends { Id: number }>(o: Outcome<T>): Promise<Outcome<T>> => {
      if (o.ok) await publishEntryChanged(db, hub, of(o.value));
      return o;
    };
  const order = told((v) => ({ orders: [v.Id] }));
  const supplement = told((v) => ({ supplements: [v.Id] }));
  // a cancelled order's open supplements are cancelled with it: the supplement queues change too
  const cancelled = told((v) => ({ orders: [v.Id], supplementsMoved: true }));
  return { order, supplement, cancelled };
}

/** The forms: designed, published, retired; the form an order is entered on; which form a customer uses. */
function formRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.entryFormGet, async ({ actor, input }, r) => sendOutcome(r, await getEntryForm(db, actor, input.Id)));
  route(app, C.entryFormSave, async ({ actor, input }, r) => sendOutcome(r, await saveEntryForm(db, actor, input)));
  route(app, C.entryFormPublish, async ({ actor, input }, r) => sendOutcome(r, await publishEntryForm(db, actor, input)));
  route(app, C.entryFormRetire, async ({ actor, input }, r) => sendOutcome(r, await retireEntryForm(db, actor, input)));
  route(app, C.entryFormForOrder, async ({ actor, input }, r) => sendOutcome(r, await formForOrder(db, actor, input)));
  route(app, C.entryFormUses, async ({ actor, input }, r) => sendOutcome(r, await listFormUses(db, actor, input.CompanyId)));
  route(app, C.entryFormSaveUse, async ({ actor, input }, r) => sendOutcome(r, await saveEntryFormUse(db, actor, input)));
  route(app, C.entryFormDeleteUse, async ({ input }, r) => sendOutcome(r, await deleteEntryFormUse(db, input.Id)));
}

/** The orders: saved, submitted, decided, linked to their booking, cancelled; read, their log and board; the pickers. */
function orderRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const { order, cancelled } = tellers(db, hub);
  route(app, C.entryOrderSave, async ({ actor, input }, r) => sendOutcome(r, await order(await saveEntryOrder(db, actor, input))));
  route(app, C.entryOrderSubmit, async ({ actor, input }, r) => sendOutcome(r, await order(await submitEntryOrder(db, actor, input))));
  route(app, C.entryOrderDecide, async ({ actor, input }, r) => sendOutcome(r, await order(await decideEntryOrder(db, actor, input))));
  route(app, C.entryOrderLinkBooking, async ({ actor, input }, r) => sendOutcome(r, await order(await linkBooking(db, actor, input))));
  route(app, C.entryOrderMakeBooking, async ({ actor, input }, r) => sendOutcome(r, await order(await makeBooking(db, actor, input))));
  route(app, C.entryOrderCancel, async ({ actor, input }, r) => sendOutcome(r, await cancelled(await cancelEntryOrder(db, actor, input))));
  route(app, C.entryOrderGet, async ({ actor, input }, r) => sendOutcome(r, await getEntryOrder(db, actor, input.Id)));
  route(app, C.entryOrderLog, async ({ actor, input }, r) => sendOutcome(r, await entryOrderLog(db, actor, input.Id)));
  route(app, C.entryOrderBoard, async ({ actor, input }, r) => sendOutcome(r, await board(db, actor, input.ENT_ID)));
  route(app, C.entryOrderCustomers, async ({ input }, r) => sendOutcome(r, { ok: true, value: await customerPicks(db, (input.Q ?? '').trim()) }));
  route(app, C.entryOrderOperators, async (_, r) => sendOutcome(r, { ok: true, value: await operatorPicks(db) }));
  route(app, C.entryOrderPartyTemplates, async ({ actor, input }, r) =>
    sendOutcome(r, { ok: true, value: await partyTemplatePicks(db, actor, input.CompanyId) }),
  );
  route(app, C.entryOrderBookings, async ({ actor, input }, r) => sendOutcome(r, { ok: true, value: await bookingPicks(db, actor, input) }));
}

/** The supplements and the second half. */
function supplementAndSecondHalfRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const { supplement } = tellers(db, hub);
  route(app, C.orderSupplementRequest, async ({ actor, input }, r) => sendOutcome(r, await supplement(await requestSupplement(db, actor, input))));
  route(app, C.orderSupplementFill, async ({ actor, input }, r) => sendOutcome(r, await supplement(await fillSupplement(db, actor, input))));
  route(app, C.orderSupplementDecide, async ({ actor, input }, r) => sendOutcome(r, await supplement(await decideSupplement(db, actor, input))));
  route(app, C.orderSupplementCancel, async ({ actor, input }, r) => sendOutcome(r, await supplement(await cancelSupplement(db, actor, input))));
  route(app, C.orderSupplementGet, async ({ actor, input }, r) => sendOutcome(r, await getSupplement(db, actor, input.Id)));

  // the second half
  route(app, C.secondHalfList, async ({ actor, input }, r) => sendOutcome(r, await secondHalfList(db, actor, input)));
  route(app, C.secondHalfRecord, async ({ actor, input }, r) => {
    const o = await recordMilestone(db, actor, input);
    if (o.ok) await publishEntryChanged(db, hub, { orders: [input.ENT_ID] });
    return sendOutcome(r, o);
  });
  route(app, C.secondHalfAssign, async ({ actor, input }, r) => {
    const o = await assignAgent(db, actor, input);
    if (o.ok) await publishEntryChanged(db, hub, { orders: [input.ENT_ID] });
    return sendOutcome(r, o);
  });
  route(app, C.secondHalfAgents, async (_, r) => sendOutcome(r, { ok: true, value: await providerPicks(db) }));
}

/** The data sheet, and its export as xlsx or JSON. */
function dataSheetRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.logisticsDataGet, async ({ actor, input }, r) => sendOutcome(r, await dataSheet(db, actor, input)));
  route(app, C.logisticsDataExport, { file: true }, async ({ actor, input, request }, r) => {
    const sheet = await dataSheet(db, actor, input);
    if (!sheet.ok) return sendOutcome(r, sheet);
    const name = `logistics-data-${sheet.value.ENT_NO || sheet.value.CGO_ID}-${exportDay()}`;
    if (input.Format === 'json')
      return r
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.json`)}`)
        .send(JSON.stringify(sheet.value, null, 2));
    const bytes = await dataSheetWorkbook(sheet.value, requestLanguage(request.headers['accept-language']) === 'en' ? 'en' : 'zh');
    return r
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.xlsx`)}`)
      .send(Buffer.from(bytes));
  });
}

/** An order's files: the upload (raw body), the list, the download. */
function fileRoutes(app: FastifyInstance, db: Db): void {
  fileUploadRoute<Static<typeof uploadQuery>>(app, {
    path: C.entryFileUpload.path,
    access: C.entryFileUpload.access,
    query: uploadQuery,
    taken: ENTRY_FILES_TAKEN,
    notTaken: ENTRY_FILE_NOT_TAKEN,
    reaches: (actor, q) => reachesFiles(db, actor, q.ENT_ID, q.SUP_ID),
    notFound: noOrder,
    store: (actor, q, bytes, type) => uploadEntryFile(db, actor, q, bytes, type),
  });
  route(app, C.entryFileList, async ({ actor, input }, r) => sendOutcome(r, await listEntryFiles(db, actor, input.ENT_ID)));
  route(app, C.entryFileDownload, async ({ actor, input }, r) => {
    const f = await entryFileToSend(db, actor, input.Id);
    return f ? sendStoredFile(r, f) : sendOutcome(r, noFile());
  });
}
