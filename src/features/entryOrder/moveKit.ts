/** What the entry module's machines share: a refusal as the screen shows it, and the failure of a call. */
export type Problem = { message: string; code?: string; errors?: { Path: string; Message: string }[] };

interface Failure {
  status?: number;
  code?: string;
  message?: string;
  errors?: Problem['errors'];
}
export const failureOf = (event: unknown) => ((event as { error?: Failure }).error ?? {}) as Failure;
export const problemOf = (event: unknown): Problem => {
  const f = failureOf(event);
  return { message: f.message ?? '', ...(f.code ? { code: f.code } : {}), ...(f.errors ? { errors: f.errors } : {}) };
};
/** A call that never reached the server (status 0): the move is kept for a retry. */
export const droppedConnection = (event: unknown) => failureOf(event).status === 0;
/** A reason a person must give (a rejection, a return, a cancellation): at least two characters. */
export const hasReason = (s: string | undefined) => (s ?? '').trim().length >= 2;
/** A submit that made the order before it was refused: the order exists now, under this id. */
export const madeIdOf = (event: unknown): number | undefined => (event as { error?: { madeId?: number } }).error?.madeId;
