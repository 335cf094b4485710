import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { listPageOf, nullable, strict, text, textOf } from '../schema';
import { CONTROL_TOWER_ACCESS as A, CONTROL_TOWER_PATHS as P } from './module';
import { SEVERITIES } from './codes';
import { ACTOR_ROLES } from './roles';

const bilingual = strict({ zh: Type.String(), en: Type.String() });
/** An exception's code: upper snake, as the modules declare them (§12.1). */
const code = Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,39}$' });

/** One open exception (operations.md §12.2): what, about which document, due when, who acts and the page that fixes it. */
export const ExceptionRowSchema = strict({
  Code: code,
  Severity: textOf(SEVERITIES),
  /** The document it is about (`booking`, `packingList`, `vgm`, `manifest`, `container`) and its id. */
  DocType: Type.String(),
  DocId: Type.String(),
  /** A number a person knows the document by (booking, B/L, container, packing list). */
  Ref: Type.String(),
  /** When it falls due (the cut-off, the deadline) or fell due; null when nothing says. */
  DueAt: nullable(Type.String()),
  /** What is wrong, in both languages, with the document's numbers. */
  Message: bilingual,
  /** Who acts (roles, named in words on screen). */
  Who: Type.Array(textOf(ACTOR_ROLES)),
  /** The page that fixes it, with its query (declare VGM, open the packing list, fix the manifest …). */
  Action: strict({ Path: Type.String(), Query: Type.Record(Type.String(), Type.String()) }),
  /** A snooze in force (the Acked view): until when, the note, who. */
  SnoozedUntil: nullable(Type.String()),
  Note: Type.String(),
});
export type ExceptionRow = Static<typeof ExceptionRowSchema>;
/** What a module's rule computes: the row without the acknowledgement (the control tower adds it). */
export type OpenException = Omit<ExceptionRow, 'SnoozedUntil' | 'Note' | 'Who' | 'Severity' | 'Code'> & { CompanyId: string };

export const ExceptionsQuerySchema = strict({
  Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  Code: Type.Optional(Type.String({ maxLength: 40 })),
  Severity: Type.Optional(Type.String({ maxLength: 10 })),
  /** true: only the snoozed ones; false or absent: the open ones (a snooze hides a row until it ends). */
  Acked: Type.Optional(Type.Boolean()),
});

export const AckInputSchema = strict({
  Code: code,
  DocType: text(40, 1),
  DocId: text(60, 1),
  /** How long it stays hidden: 1 hour to 30 days (24 by default). */
  SnoozeHours: Type.Optional(Type.Integer({ minimum: 1, maximum: 720 })),
  Note: Type.Optional(text(500)),
});

/** One work queue (§12.3): its name in words, how many wait, since when the oldest, and its page. */
export const QueueRowSchema = strict({
  Queue: Type.String(),
  Name: bilingual,
  Count: Type.Integer({ minimum: 0 }),
  Oldest: nullable(Type.String()),
  Path: Type.String(),
});
export type QueueRow = Static<typeof QueueRowSchema>;

export const controlTowerCalls = {
  exceptions: defineCall({
    method: 'GET',
    path: P.towerExceptions,
    input: ExceptionsQuerySchema,
    answer: listPageOf(ExceptionRowSchema),
    access: A.towerExceptions,
  }),
  ack: defineCall({
    method: 'POST',
    path: P.towerAck,
    input: AckInputSchema,
    answer: strict({ Ok: Type.Boolean(), SnoozedUntil: Type.String() }),
    access: A.towerAck,
  }),
  queues: defineCall({ method: 'GET', path: P.workQueues, input: strict({}), answer: Type.Array(QueueRowSchema), access: A.workQueues }),
  next: defineCall({
    method: 'GET',
    path: P.workNext,
    input: strict({ Queue: text(60, 1) }),
    /** The next item's page, or null when the queue is empty. */
    answer: strict({ Path: nullable(Type.String()) }),
    access: A.workQueues,
  }),
};
