import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useWords } from '../../i18n/words';
import { orderFilesQueryOptions } from './api/orders';
import { type DecisionKind, type DecisionSubject, type DecisionValues, decisionMachine, type SoFile } from './machines/decisionMachine';
import { type AskField, ReasonDialog } from './ReasonDialog';
import { readySpaceWords } from './words';

type Words = ReturnType<typeof useWords<typeof readySpaceWords>>;

/** What each decision asks, and its title (R5.7: the release takes the booking numbers, the S/O number, the uploaded copy). */
function asked(kind: DecisionKind, w: Words, soFile?: SoFile): { title: string; fields: AskField[] } {
  const reason: AskField[] = [{ key: 'Reason', label: w.reason, required: true }];
  switch (kind) {
    case 'rejectSpace':
      return { title: w.reject, fields: [{ key: 'Remarks', label: w.reason, required: true }] };
    case 'rejectOrder':
      return { title: w.rejectOrder, fields: reason };
    case 'requestCancel':
      return { title: w.requestCancel, fields: reason };
    case 'approveCancel':
      return {
        title: w.approveCancel,
        fields: [
          { key: 'Fee', label: w.fee },
          { key: 'Resell', label: w.resell, kind: 'check' },
        ],
      };
    case 'releaseSo':
      return {
        title: w.releaseSo,
        fields: [
          { key: 'Nos', label: w.bookingNos, required: true },
          { key: 'SoNo', label: w.soNo },
          ...(soFile ? [{ key: 'SoFile', label: `${w.attachSoFile} ${soFile.FileName}`, kind: 'check' as const }] : []),
        ],
      };
  }
}

export type SendDecision = (input: { subject: DecisionSubject; values: DecisionValues; soFile?: SoFile }) => Promise<unknown>;

/**
 * A screen's decisions that ask first, run by the decision machine: `open(subject)` asks (a release
 * looks for the order's S/O copy first), `dialog` is the dialog while it asks or sends; `send` makes
 * the move (a mutation of api/, which reads the lists again), a refusal stays in the dialog.
 */
export function useDecision(send: SendDecision) {
  const w = useWords(readySpaceWords);
  const client = useQueryClient();
  const latest = useRef(send);
  latest.current = send;
  const actor = useActorRef(
    decisionMachine.provide({
      actors: {
        findSoFile: fromPromise(({ input }) =>
          client.fetchQuery(orderFilesQueryOptions(input.orderId)).then((files) => files.filter((f) => f.Kind === 'SO').at(-1)),
        ),
        send: fromPromise(({ input }) => latest.current(input)),
      },
    }),
  );
  const state = useSelector(actor, (s) => s);
  const { subject, soFile, values, error } = state.context;
  const shown = subject && (state.matches('asking') || state.matches('sending')) ? asked(subject.kind, w, soFile) : undefined;
  const dialog =
    subject && shown ? (
      <ReasonDialog
        key={`${subject.kind}-${subject.id}`}
        title={`${shown.title} ${subject.no}`}
        fields={shown.fields}
        initial={values}
        busy={state.matches('sending')}
        error={error}
        onClose={() => actor.send({ type: 'decide.close' })}
        onSubmit={(v) => actor.send({ type: 'decide.send', values: v })}
      />
    ) : null;
  return { open: (s: DecisionSubject) => actor.send({ type: 'decide.open', subject: s }), dialog };
}
