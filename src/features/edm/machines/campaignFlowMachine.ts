import { assign, fromPromise, setup } from 'xstate';

export interface PreviewResult {
  Subject: string;
  Html: string;
  LevelName: string;
}
export interface ScheduleResult {
  Status: string;
  Recipients: number;
  Suppressed: number;
  NoConsent: number;
}

export interface CampaignFlowContext {
  /** The saved draft the flow works on (none before the first save). */
  campaignId?: number;
  contactId?: number;
  preview?: PreviewResult;
  scheduled?: ScheduleResult;
}

export type CampaignFlowEvent =
  | { type: 'draft.saved'; id: number }
  | { type: 'preview'; contactId: number }
  | { type: 'test'; emails: string[] }
  | { type: 'schedule'; sendAt: string }
  | { type: 'edit' };

/**
 * A campaign's way out of the editor (commercial.md §8.4): composing (saved as a draft) → previewing
 * as a chosen contact (their prices) → previewed → an optional test send → scheduling → scheduled.
 * Scheduling is offered only after a preview (a person sees what goes out); any edit returns to
 * composing (the draft must be previewed again). A refusal is a toast and back where the person was.
 */
export const campaignFlowMachine = setup({
  types: { context: {} as CampaignFlowContext, events: {} as CampaignFlowEvent, input: {} as { campaignId?: number } | undefined },
  actors: {
    preview: fromPromise<PreviewResult, { id: number; contactId: number }>(async () => ({ Subject: '', Html: '', LevelName: '' })),
    testSend: fromPromise<unknown, { id: number; emails: string[] }>(async () => null),
    schedule: fromPromise<ScheduleResult, { id: number; sendAt: string }>(async () => ({ Status: 'SCHEDULED', Recipients: 0, Suppressed: 0, NoConsent: 0 })),
  },
  actions: {
    failed: (_, _params: { error: unknown }) => {},
    tested: () => {},
    scheduledDone: () => {},
  },
  guards: { saved: ({ context }) => context.campaignId !== undefined },
}).createMachine({
  id: 'campaignFlow',
  description: 'A rate e-mail campaign on its way out: compose → preview as a contact → (test send) → schedule → scheduled; an edit goes back to composing.',
  context: ({ input }) => ({ campaignId: input?.campaignId }),
  initial: 'composing',
  on: { 'draft.saved': { target: '.composing', actions: assign({ campaignId: ({ event }) => event.id, preview: undefined, scheduled: undefined }) } },
  states: {
    composing: {
      on: { preview: { guard: 'saved', target: 'previewing', actions: assign({ contactId: ({ event }) => event.contactId }) } },
    },
    previewing: {
      invoke: {
        src: 'preview',
        input: ({ context }) => ({ id: context.campaignId!, contactId: context.contactId! }),
        onDone: { target: 'previewed', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'composing', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    previewed: {
      on: {
        preview: { target: 'previewing', actions: assign({ contactId: ({ event }) => event.contactId }) },
        test: 'testing',
        schedule: 'scheduling',
        edit: { target: 'composing', actions: assign({ preview: undefined }) },
      },
    },
    testing: {
      invoke: {
        src: 'testSend',
        input: ({ context, event }) => ({ id: context.campaignId!, emails: (event as Extract<CampaignFlowEvent, { type: 'test' }>).emails }),
        onDone: { target: 'previewed', actions: 'tested' },
        onError: { target: 'previewed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    scheduling: {
      invoke: {
        src: 'schedule',
        input: ({ context, event }) => ({ id: context.campaignId!, sendAt: (event as Extract<CampaignFlowEvent, { type: 'schedule' }>).sendAt }),
        onDone: { target: 'scheduled', actions: [assign({ scheduled: ({ event }) => event.output }), 'scheduledDone'] },
        onError: { target: 'previewed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    scheduled: {
      on: { edit: { target: 'composing', actions: assign({ preview: undefined, scheduled: undefined }) } },
    },
  },
});
