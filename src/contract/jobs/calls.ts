import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict } from '../schema';
import { JOBS_ACCESS as A, JOBS_PATHS as P } from './module';

/** One dead letter: a job that failed its every attempt, with its last error. */
export const DeadLetterSchema = Type.Object({
  Id: Type.Integer(),
  Kind: Type.String(),
  Payload: Type.Unknown(),
  Attempts: Type.Integer(),
  LastError: nullable(Type.String()),
  CreatedAt: Type.String(),
  FailedAt: Type.String(),
});
export type DeadLetter = Static<typeof DeadLetterSchema>;

export const JOB_CALLS = {
  /** Job/DeadLetters: the newest dead letters first, a page at a time. */
  deadLetters: defineCall({
    method: 'GET',
    path: P.jobDeadLetters,
    input: strict({
      // the lists' bound (server/http/lists.ts): a page past it is no page, and its offset no number PostgreSQL takes
      Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
      /** One kind of job only (`lists.export`). */
      Kind: Type.Optional(Type.String({ maxLength: 60 })),
    }),
    answer: Type.Object({ Total: Type.Integer(), Items: Type.Array(DeadLetterSchema) }),
    access: A.jobRead,
  }),
  /** Job/Retry: a dead letter waits to run again, with all its attempts. */
  retry: defineCall({
    method: 'POST',
    path: P.jobRetry,
    input: strict({ Id: id }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.jobRetry,
  }),
  /** Job/Discard: a dead letter removed for good (what it would have done is dropped), with why. */
  discard: defineCall({
    method: 'POST',
    path: P.jobDiscard,
    input: strict({ Id: id, Reason: Type.String({ minLength: 1, maxLength: 200 }) }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.jobDiscard,
  }),
} as const;
