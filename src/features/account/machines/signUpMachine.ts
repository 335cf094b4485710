import { assign, fromPromise, setup } from 'xstate';

/** What a person typed to sign up: kept while the code step waits, so another code goes to the same sign-up. */
export interface SignUpFields {
  Account: string;
  Name: string;
  Password: string;
}

/** A code texted: how long before another may be asked for, and when (ms since the epoch, the countdown's start). */
export interface Texted {
  resendSeconds: number;
  at: number;
}

export interface SignUpContext {
  signUp?: SignUpFields;
  texted?: Texted;
  /** Why another code was not sent (the server's words). */
  resendError?: string;
}

/**
 * The register screen (issue 50): the form → mailed (an e-mail address: the link in the e-mail
 * finishes it) or code (a mobile number: the texted code typed back; another code no sooner than the
 * server says, resending → code; back to the form to change the number) → done (sign in).
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as
      | { type: 'signUp.mailed' }
      | { type: 'signUp.texted'; signUp: SignUpFields; texted: Texted }
      | { type: 'signUp.resend' }
      | { type: 'signUp.confirmed' }
      | { type: 'signUp.back' },
  },
  actors: {
    resend: fromPromise<Texted, SignUpFields>(async () => {
      throw new Error('provided by the screen');
    }),
  },
}).createMachine({
  id: 'signUp',
  description: 'Signing up: the form → mailed (the e-mailed link finishes it) or code (the texted code typed back; another code after the countdown) → done.',
  initial: 'form',
  context: {},
  states: {
    form: {
      on: {
        'signUp.mailed': { target: 'mailed', actions: assign(() => ({ signUp: undefined })) },
        'signUp.texted': { target: 'code', actions: assign(({ event }) => ({ signUp: event.signUp, texted: event.texted, resendError: undefined })) },
      },
    },
    mailed: {},
    code: {
      on: {
        'signUp.resend': 'resending',
        'signUp.confirmed': 'done',
        // back to the form with what was typed, to change the number
        'signUp.back': { target: 'form', actions: assign(() => ({ texted: undefined, resendError: undefined })) },
      },
    },
    resending: {
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => context.signUp!,
        onDone: { target: 'code', actions: assign(({ event }) => ({ texted: event.output, resendError: undefined })) },
        onError: {
          target: 'code',
          actions: assign(({ event }) => ({ resendError: event.error instanceof Error ? event.error.message : String(event.error) })),
        },
      },
    },
    done: {},
  },
});
