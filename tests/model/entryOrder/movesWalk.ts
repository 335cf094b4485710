import { getShortestPaths } from '@xstate/graph';
import { type AnyStateMachine, createActor, fromPromise, type SnapshotFrom } from 'xstate';

/**
 * The walk both entry machines' model tests take (src/features/entryOrder/moveKit.ts movesMachine):
 * every shortest path under the test's events, a state told apart by where it is, the subject, the
 * move kept and the refusal shown (and, reached by another move, by where from and by what); and each
 * path replayed on the real machine, its move never answered, recording what was sent, told, made and read again.
 */
type Snap = { value: unknown; context: { id?: number; pending?: unknown; problem?: { message: string } } };
export type Step = { event: unknown };
export const stateOf = (s: Snap) => JSON.stringify(s.value);
export const keyOf = (s: Snap) => JSON.stringify([s.value, s.context.id ?? null, s.context.pending ?? null, s.context.problem?.message ?? null]);
export const typeOf = (s: Step | undefined) => (s?.event as { type?: string } | undefined)?.type ?? '';

export function walk<T extends AnyStateMachine>(machine: T, events: readonly unknown[]) {
  return getShortestPaths(machine, {
    events: events as never,
    serializeState: (s, e, prev) => {
      const moved = prev && stateOf(prev as Snap) !== stateOf(s as Snap);
      const via = (e as { type?: string; error?: { code?: string } } | undefined) ?? {};
      return `${keyOf(s as Snap)}${moved ? ` from ${stateOf(prev as Snap)} by ${via.type}:${via.error?.code ?? ''}` : ''}` as never;
    },
  });
}

export function replay<T extends AnyStateMachine, M>(machine: T, steps: readonly Step[]) {
  const sent: M[] = [];
  const told: M[] = [];
  const made: number[] = [];
  const reread: (number | undefined)[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        move: fromPromise<never, M>(({ input }) => {
          sent.push(input);
          return new Promise<never>(() => undefined);
        }),
      },
      actions: {
        told: (_: unknown, p: { move: M }) => void told.push(p.move),
        made: (_: unknown, p: { id: number }) => void made.push(p.id),
        reread: (_: unknown, p: { id?: number }) => void reread.push(p.id),
      },
    } as never) as T,
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot() as SnapshotFrom<T>, sent, told, made, reread, actor };
}
