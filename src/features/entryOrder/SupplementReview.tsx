import { Button, ButtonGroup, Callout, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SupplementDetail } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_ACCESS as A } from '../../contract/entryOrder/module';
import type { SupplementItem } from '../../domain/entryOrder/orderRules';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { FilePick } from '../../lib/FilePick';
import { MayGate, useMay } from './may';
import { EntryShareButton } from './share/EntryShareDialog';
import { supMove } from '../../domain/entryOrder/status';
import { toastFailure } from '../../ui/toaster';
import { entryFileHref, uploadEntryFile } from './api/orders';
import { supplementQueryOptions } from './api/supplements';
import { ReasonDialog } from './EntryDialogs';
import type { SupplementSubject } from './machines/supplementMachine';
import { Refusal, SupStatusTag, when } from './parts';
import type { SupplementFlow } from './useSupplementFlow';
import { entryWords, SUP_ITEM_KIND_WORDS, SUP_SCOPE_WORDS } from './words';

type SupFile = SupplementDetail['SUP_FILES'][number];

/** One supplement request (`?Id=`): the assignee fills it, the staff accept or return it, or cancel it. */
export function SupplementReview({ id, flow }: { id: number; flow: SupplementFlow }) {
  const q = useQuery(supplementQueryOptions(id));
  if (q.error) return <Callout intent="danger">{(q.error as Error).message}</Callout>;
  if (!q.data) return <Spinner />;
  return <SupplementDetailView key={q.data.Supplement.VERSION} detail={q.data} flow={flow} />;
}

function SupplementDetailView({ detail, flow }: { detail: SupplementDetail; flow: SupplementFlow }) {
  const s = detail.Supplement;
  const subject: SupplementSubject = { Id: s.Id, VERSION: s.VERSION, SUP_STATUS: s.SUP_STATUS, Moves: detail.Moves };
  const [answers, setAnswers] = useState<Record<string, unknown>>(detail.SUP_ANSWERS);
  const [files, setFiles] = useState(detail.SUP_FILES);
  const filling = detail.Moves.includes('fill');
  const fill = () =>
    flow.send({
      type: 'sup.fill',
      subject,
      input: {
        Id: s.Id,
        VERSION: s.VERSION,
        Answers: Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== '')),
        Files: files.map((f) => ({ Key: f.Key, FileId: f.FileId })),
      },
    });
  return (
    <div data-testid="sup-detail" data-status={s.SUP_STATUS}>
      <SupplementHeading detail={detail} flow={flow} />
      <HTMLTable compact striped data-testid="sup-answers">
        <AnswersHead />
        <tbody>
          {detail.SUP_ITEMS.map((it) => (
            <ItemAnswer
              key={it.Key}
              item={it}
              detail={detail}
              filling={filling}
              answer={answers[it.Key]}
              onAnswer={(v) => setAnswers((a) => ({ ...a, [it.Key]: v }))}
              files={files.filter((f) => f.Key === it.Key)}
              onFiles={setFiles}
            />
          ))}
        </tbody>
      </HTMLTable>
      <SupplementMoves detail={detail} subject={subject} flow={flow} onFill={filling ? fill : undefined} />
    </div>
  );
}

/** The request's number, state, scope, order, assignee and due time; the flow's refusal; the request's and the decision's remarks. */
function SupplementHeading({ detail, flow }: { detail: SupplementDetail; flow: SupplementFlow }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const s = detail.Supplement;
  return (
    <>
      <p>
        <strong data-testid="sup-no">{s.SUP_NO}</strong> <SupStatusTag status={s.SUP_STATUS} overdue={s.Overdue} />{' '}
        <Tag minimal>{SUP_SCOPE_WORDS[s.SUP_SCOPE][lang]}</Tag> {s.ENT_NO || s.BookingNo} · {w.assignee} {s.AssigneeName} · {w.dueAt} {when(s.SUP_DUE_AT)}{' '}
        {/* a link for someone without an account, while it may still be filled */}
        {supMove(s.SUP_STATUS, 'fill', 'assignee').ok ? (
          <MayGate access={A.entryShareSupplement}>
            <EntryShareButton target={{ kind: 'supplement', id: s.Id }} />
          </MayGate>
        ) : null}
      </p>
      {flow.snapshot.matches({ viewing: 'offline' }) ? (
        <Callout intent="warning">
          {w.offline} <Button size="small" text={w.retry} onClick={() => flow.send({ type: 'sup.retry' })} />
        </Callout>
      ) : (
        <Refusal problem={flow.snapshot.context.problem} />
      )}
      {detail.SUP_REMARKS ? <Callout title={w.requestRemarks}>{detail.SUP_REMARKS}</Callout> : null}
      {detail.DecisionRemarks ? (
        <Callout intent={s.SUP_STATUS === 4 ? 'danger' : 'none'} title={w.decisionRemarks}>
          {detail.DecisionRemarks}
        </Callout>
      ) : null}
    </>
  );
}

function AnswersHead() {
  const w = useWords(entryWords);
  return (
    <thead>
      <tr>
        <th>{w.items}</th>
        <th>{w.Kind}</th>
        <th>{w.answer}</th>
      </tr>
    </thead>
  );
}

/** One item asked and its answer: a value typed, or the documents uploaded (while it is being filled, editable). */
function ItemAnswer(p: {
  item: SupplementItem;
  detail: SupplementDetail;
  filling: boolean;
  answer: unknown;
  onAnswer(value: string): void;
  files: SupFile[];
  onFiles(change: (files: SupFile[]) => SupFile[]): void;
}) {
  const lang = useLanguage();
  const it = p.item;
  return (
    <tr data-item={it.Key}>
      <td>
        {it.Label[lang]}
        {it.Required ? ' *' : ''}
      </td>
      <td>{SUP_ITEM_KIND_WORDS[it.Kind][lang]}</td>
      <td>
        {it.Kind === 'document' ? (
          <ItemDocuments itemKey={it.Key} detail={p.detail} filling={p.filling} files={p.files} onFiles={p.onFiles} />
        ) : p.filling ? (
          <InputGroup
            value={p.answer === undefined ? '' : String(p.answer)}
            onChange={(e) => p.onAnswer(e.target.value)}
            aria-label={it.Label[lang]}
            data-testid={`sup-answer-${it.Key}`}
          />
        ) : (
          String(p.detail.SUP_ANSWERS[it.Key] ?? '')
        )}
      </td>
    </tr>
  );
}

/** A document item's files (links), removed or uploaded while it is being filled. */
function ItemDocuments(p: {
  itemKey: string;
  detail: SupplementDetail;
  filling: boolean;
  files: SupFile[];
  onFiles(change: (files: SupFile[]) => SupFile[]): void;
}) {
  const w = useWords(entryWords);
  const [busy, setBusy] = useState(false);
  const mayUpload = useMay(A.entryFileUpload);
  const s = p.detail.Supplement;
  const upload = (file: File) => {
    if (!s.SUP_ENT_ID) return;
    setBusy(true);
    uploadEntryFile({ ENT_ID: s.SUP_ENT_ID, SUP_ID: s.Id, Key: p.itemKey, FileName: file.name }, file)
      .then((made) => p.onFiles((xs) => [...xs, { Key: p.itemKey, FileId: made.Id, FileName: made.FileName }]))
      .catch(toastFailure)
      .finally(() => setBusy(false));
  };
  return (
    <>
      {p.files.map((f) => (
        <Tag key={f.FileId} onRemove={p.filling ? () => p.onFiles((xs) => xs.filter((x) => x.FileId !== f.FileId)) : undefined}>
          <a href={entryFileHref(f.FileId)}>{f.FileName}</a>
        </Tag>
      ))}
      {p.filling && mayUpload && s.SUP_ENT_ID ? <FilePick text={w.upload} buttonText={w.chooseFile} disabled={busy} onFile={upload} /> : null}
    </>
  );
}

/** The moves the request allows now: fill, accept, return (with a reason), cancel (with a reason). */
function SupplementMoves({
  detail,
  subject,
  flow,
  onFill,
}: {
  detail: SupplementDetail;
  subject: SupplementSubject;
  flow: SupplementFlow;
  onFill?: () => void;
}) {
  const w = useWords(entryWords);
  const [asking, setAsking] = useState<'return' | 'cancel'>();
  const sending = !flow.snapshot.matches({ viewing: 'idle' });
  const { Id, VERSION } = subject;
  return (
    <>
      <ButtonGroup>
        {onFill ? <Button intent="primary" icon="send-message" text={w.fill} loading={sending} data-testid="sup-fill" onClick={onFill} /> : null}
        {detail.Moves.includes('accept') ? (
          <Button
            intent="success"
            icon="tick"
            text={w.acceptSup}
            loading={sending}
            data-testid="sup-accept"
            onClick={() => flow.send({ type: 'sup.decide', subject, input: { Id, VERSION, Accept: true } })}
          />
        ) : null}
        {detail.Moves.includes('return') ? <Button icon="undo" text={w.returnSup} onClick={() => setAsking('return')} data-testid="sup-return" /> : null}
        {detail.Moves.includes('cancel') ? <Button icon="disable" text={w.cancelSup} onClick={() => setAsking('cancel')} data-testid="sup-cancel" /> : null}
      </ButtonGroup>
      {asking === 'return' ? (
        <ReasonDialog
          title={w.returnSup}
          label={w.returnReason}
          confirm={w.returnSup}
          testId="sup-return-dialog"
          onClose={() => setAsking(undefined)}
          onConfirm={(Remarks) => {
            setAsking(undefined);
            flow.send({ type: 'sup.decide', subject, input: { Id, VERSION, Accept: false, Remarks } });
          }}
        />
      ) : null}
      {asking === 'cancel' ? (
        <ReasonDialog
          title={w.cancelSup}
          label={w.reason}
          confirm={w.cancelSup}
          testId="sup-cancel-dialog"
          onClose={() => setAsking(undefined)}
          onConfirm={(Reason) => {
            setAsking(undefined);
            flow.send({ type: 'sup.cancel', subject, input: { Id, VERSION, Reason } });
          }}
        />
      ) : null}
    </>
  );
}
