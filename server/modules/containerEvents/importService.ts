import { IMPORT_COLUMNS, type EventInput } from '../../../src/contract/containerEvents/calls';
import { containerEventFieldWords as W } from '../../../src/contract/containerEvents/words';
import type { Db } from '../../db/types';
import type { ImportField, ImportRows } from '../../http/imports';
import type { Outcome } from '../../http/outcome';
import { type Say, uploadRows } from '../../http/uploadLog';
import type { Actor } from '../../platform/access/grants';
import type { AddAnswer } from './eventTerms';
import { importPublisher } from './eventService';
import { storeEvent } from './storeEvent';

/** The sheet's columns: the §5.1 names, or the form's words in either language (a template heads them `中文 English`). */
const REQUIRED = new Set(['EVT_TYPE', 'EVT_CODE', 'EVT_CLASSIFIER', 'EVT_AT', 'EVT_LOCATION']);
export const EVENT_IMPORT_FIELDS: ImportField[] = IMPORT_COLUMNS.map((key) => ({
  key,
  headers: [`${W[key].zh} ${W[key].en}`, W[key].zh, W[key].en],
  required: REQUIRED.has(key),
}));

/** A refusal's reasons in the importer's language: each field's words, else the message. */
function reasonsOf(o: Exclude<Outcome<unknown>, { ok: true }>, lang: 'zh' | 'en'): string[] {
  if (o.errors?.length) return o.errors.map((e) => e.Words?.[lang] ?? e.Message);
  return [lang === 'zh' ? (o.zh ?? o.message) : o.message];
}

/**
 * §5.3 Import: each row an event of one publisher, `IMPORT:<upload id>` (one per upload), checked
 * and stored exactly as a typed one (eventService.ts `storeEvent`) in a transaction of its own; a
 * refused row writes nothing and is listed with its reasons. `dry`: the preview (each row undone).
 * `gatedIn` hears of the packing lists the stored gate-ins closed, once their rows committed.
 */
export async function importEvents(
  db: Db,
  actor: Actor,
  rows: ImportRows,
  lang: 'zh' | 'en',
  dry: boolean,
  gatedIn: (ids: number[]) => Promise<void> = async () => {},
) {
  const publisher = importPublisher();
  const say: Say = (zh, en) => (lang === 'zh' ? zh : en);
  const { made, rejected } = await uploadRows<EventInput, AddAnswer>(
    db,
    rows,
    EVENT_IMPORT_FIELDS,
    say,
    (v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x.trim() !== '')) as unknown as EventInput,
    async (tx, input) => {
      const o = await storeEvent(tx, actor, publisher, input, lang);
      return o.ok ? o.value : reasonsOf(o, lang);
    },
    dry,
  );
  if (!dry) await gatedIn(made.flatMap((m) => m.GatedIn));
  return { Imported: made.length, Rejected: rejected, UploadId: publisher.slice('IMPORT:'.length) };
}
