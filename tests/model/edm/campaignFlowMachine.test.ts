import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { campaignFlowMachine, type PreviewResult, type ScheduleResult } from '../../../src/features/edm/machines/campaignFlowMachine';

const PREVIEW: PreviewResult = { Subject: '【广告】本周运价', Html: '<p>USD 2,100</p>', LevelName: 'VIP' };
const SCHEDULED: ScheduleResult = { Status: 'SCHEDULED', Recipients: 3, Suppressed: 1, NoConsent: 0 };
const refused = new Error('发件人尚未验证');

const events = [
  { type: 'draft.saved', id: 7 },
  { type: 'preview', contactId: 11 },
  { type: 'test', emails: ['me@example.com'] },
  { type: 'schedule', sendAt: '2026-12-01T01:00:00.000Z' },
  { type: 'edit' },
  { type: 'xstate.done.actor.0.campaignFlow.previewing', output: PREVIEW },
  { type: 'xstate.error.actor.0.campaignFlow.previewing', error: refused },
  { type: 'xstate.done.actor.0.campaignFlow.testing', output: null },
  { type: 'xstate.error.actor.0.campaignFlow.testing', error: refused },
  { type: 'xstate.done.actor.0.campaignFlow.scheduling', output: SCHEDULED },
  { type: 'xstate.error.actor.0.campaignFlow.scheduling', error: refused },
] as never[];

type Snap = SnapshotFrom<typeof campaignFlowMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.campaignId ?? null, !!s.context.preview, !!s.context.scheduled]);

/** Replays steps on the real machine with calls that never answer (the graph's events stand for their answers). */
function replay(steps: readonly { event: unknown }[]) {
  const calls: string[] = [];
  const never = () => new Promise<never>(() => undefined);
  const actor = createActor(
    campaignFlowMachine.provide({
      actors: {
        preview: fromPromise<PreviewResult, { id: number; contactId: number }>(({ input }) => {
          calls.push(`preview ${input.id} as ${input.contactId}`);
          return never();
        }),
        testSend: fromPromise<unknown, { id: number; emails: string[] }>(({ input }) => {
          calls.push(`test ${input.id} ${input.emails.join(',')}`);
          return never();
        }),
        schedule: fromPromise<ScheduleResult, { id: number; sendAt: string }>(({ input }) => {
          calls.push(`schedule ${input.id} ${input.sendAt}`);
          return never();
        }),
      },
      actions: { failed: () => calls.push('failed'), tested: () => calls.push('tested'), scheduledDone: () => calls.push('scheduledDone') },
    }),
    { input: {} },
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), calls };
}

const paths = getShortestPaths(campaignFlowMachine, { events, serializeState: (s) => key(s as Snap) as never });

describe('the campaign’s way out (compose → preview → test → schedule), walked by its graph', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const s of ['composing', 'previewing', 'previewed', 'testing', 'scheduling', 'scheduled']) expect(reached, s).toContain(JSON.stringify(s));
  });

  for (const path of paths)
    it(`reaches ${key(path.state as Snap)} by ${path.steps.map((s) => (s.event as { type: string }).type).join(' → ') || 'nothing'}`, () => {
      const r = replay(path.steps);
      expect(key(r.snapshot)).toBe(key(path.state as Snap));
      // scheduling only ever after a preview of a saved draft
      if (r.snapshot.matches('scheduling') || r.snapshot.matches('scheduled')) {
        expect(r.calls.some((c) => c.startsWith('preview 7'))).toBe(true);
        expect(r.calls.some((c) => c.startsWith('schedule 7'))).toBe(true);
      }
      if (r.snapshot.matches('testing')) expect(r.calls.at(-1)).toBe('test 7 me@example.com');
    });

  it('refuses to preview before the draft is saved, and to schedule before a preview', () => {
    const a = createActor(campaignFlowMachine, { input: {} }).start();
    a.send({ type: 'preview', contactId: 1 });
    expect(a.getSnapshot().value).toBe('composing');
    a.send({ type: 'schedule', sendAt: 'x' });
    expect(a.getSnapshot().value).toBe('composing');
  });
});
