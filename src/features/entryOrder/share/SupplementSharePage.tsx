import { Button, Callout, Card, FormGroup, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { FilePick } from '../../../lib/FilePick';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { SharedSupplement } from '../../../contract/entryOrder/shareCalls';
import { placeTime } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiError } from '../../../streams/callApi';
import { appendEvent, clearEvents, readEvents } from '../../../streams/draftLog';
import { fillSharedSupplement, shareKeys, sharedSupplementQuery, uploadSharedDocument } from '../api/shares';
import { ShareGate, ShareHeading } from './ShareGate';
import { shareWords } from './words';
import { SUP_STATUS_WORDS } from '../words';

/**
 * `/external/entryOrder/supplementShare?t=…` (operations.md §9.7): whoever holds a supplement's
 * share link — the customer's clerk, a supplier — fills its fields without an account, under the
 * same rules as the assignee's screen (required items, the supplement's state). What is typed is kept
 * in the draft log on this computer until it is sent, so a reload loses nothing. A document item
 * takes a file, sent through the link at once (the file waits with the supplement until the fill
 * names it; the log keeps which file answers which item).
 */
export default function SupplementSharePage() {
  const w = useWords(shareWords);
  return (
    <section style={{ maxWidth: 860, margin: '24px auto', padding: '0 16px' }} data-testid="entry-share-supplement">
      <ShareGate title={w.supplementTitle} query={sharedSupplementQuery}>
        {(s, token, code) => <SupplementForm key={s.SUP_NO} s={s} token={token} code={code} />}
      </ShareGate>
    </section>
  );
}

/** What the log keeps: a field's value as typed, or the file sent for a document item. */
type Typed = { Key: string; Value: string } | { Key: string; FileId: number; FileName: string };
type SentFile = { FileId: number; FileName: string };
/** The draft log's flow of one supplement's answers on this computer (the number, never the token). */
const flowOf = (s: SharedSupplement) => `entry-share-supplement:${s.SUP_NO}`;

/** The answers typed: the supplement's as stored, then what the log holds typed since. */
function useTypedAnswers(s: SharedSupplement) {
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(s.SUP_ANSWERS).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)])),
  );
  const [files, setFiles] = useState<Record<string, SentFile>>({});
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void readEvents<Typed>(flowOf(s))
      .catch(() => [] as Typed[])
      .then((typed) => {
        if (!live || !typed.length) return;
        const values = typed.filter((t): t is Extract<Typed, { Value: string }> => 'Value' in t);
        const sent = typed.filter((t): t is Extract<Typed, { FileId: number }> => 'FileId' in t);
        setAnswers((a) => ({ ...a, ...Object.fromEntries(values.map((t) => [t.Key, t.Value])) }));
        setFiles((f) => ({ ...f, ...Object.fromEntries(sent.map((t) => [t.Key, { FileId: t.FileId, FileName: t.FileName }])) }));
        setRestored(true);
      });
    return () => {
      live = false;
    };
  }, [s]);
  const type = (Key: string, Value: string) => {
    void appendEvent(flowOf(s), { Key, Value });
    setAnswers((a) => ({ ...a, [Key]: Value }));
  };
  const attach = (Key: string, f: SentFile) => {
    void appendEvent(flowOf(s), { Key, ...f });
    setFiles((x) => ({ ...x, [Key]: f }));
  };
  return { answers, files, type, attach, restored, forget: () => clearEvents(flowOf(s)) };
}

function SupplementForm({ s, token, code }: { s: SharedSupplement; token: string; code: string }) {
  const w = useWords(shareWords);
  const client = useQueryClient();
  const { answers, files, type, attach, restored, forget } = useTypedAnswers(s);
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setProblem('');
    try {
      const Answers = Object.fromEntries(Object.entries(answers).filter(([k, v]) => v.trim() !== '' && s.Items.some((i) => i.Key === k && i.Kind === 'field')));
      const Files = Object.entries(files).map(([Key, f]) => ({ Key, FileId: f.FileId }));
      await fillSharedSupplement(token, code, { VERSION: s.VERSION, Answers, Files });
      await forget();
      setSent(true);
      await client.invalidateQueries({ queryKey: shareKeys.supplement(token, code) });
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ShareHeading title={w.supplementTitle} />
      <SupplementFacts s={s} />
      {s.SUP_STATUS === 4 && s.DecisionRemarks ? (
        <Callout intent="warning" title={w.returned}>
          {s.DecisionRemarks}
        </Callout>
      ) : null}
      {sent ? (
        <Callout intent="success" icon="tick-circle" data-testid="entry-share-thanks" style={{ marginBottom: 12 }}>
          {w.thanks}
        </Callout>
      ) : null}
      {restored && !sent ? <Callout intent="primary">{w.draftRestored}</Callout> : null}
      {problem ? (
        <Callout intent="danger" data-testid="entry-share-problem">
          {problem}
        </Callout>
      ) : null}
      {!s.Fillable && !sent ? <Callout>{w.notFillable}</Callout> : null}
      <ItemsToFill
        s={s}
        answers={answers}
        onType={type}
        document={(it) => <DocumentToSend s={s} token={token} code={code} itemKey={it.Key} sent={files[it.Key]} onSent={attach} onProblem={setProblem} />}
      />
      {s.Fillable ? (
        <div style={{ marginTop: 12, display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button intent="primary" text={w.submit} loading={busy} onClick={() => void send()} data-testid="entry-share-submit" />
          <span className="bp6-text-muted">{w.draftKept}</span>
        </div>
      ) : null}
    </>
  );
}

/** What is asked, by whom, of whom, until when (on the office's clock). */
function SupplementFacts({ s }: { s: SharedSupplement }) {
  const w = useWords(shareWords);
  const lang = useLanguage();
  return (
    <Card style={{ marginBottom: 12 }}>
      <div>
        <b data-testid="entry-share-sup-no">{s.SUP_NO}</b> <Tag minimal>{SUP_STATUS_WORDS[s.SUP_STATUS][lang]}</Tag>
        {s.ENT_NO ? ` · ${w.order} ${s.ENT_NO}` : ''}
      </div>
      <div>
        {w.askedBy} {s.AskedBy} · {w.askedOf} {s.AssigneeName}
      </div>
      <div>
        {w.dueAt} {placeTime(s.SUP_DUE_AT, s.DueZone)}
      </div>
      {s.SUP_REMARKS ? (
        <div>
          {w.remarks}: {s.SUP_REMARKS}
        </div>
      ) : null}
    </Card>
  );
}

/** A document item: the file chosen is sent through the link at once; its name shows once it is there. */
function DocumentToSend(p: {
  s: SharedSupplement;
  token: string;
  code: string;
  itemKey: string;
  sent: SentFile | undefined;
  onSent(key: string, f: SentFile): void;
  onProblem(words: string): void;
}) {
  const w = useWords(shareWords);
  const [busy, setBusy] = useState(false);
  const choose = async (file: File) => {
    setBusy(true);
    p.onProblem('');
    try {
      const stored = await uploadSharedDocument(p.token, p.code, p.itemKey, file);
      p.onSent(p.itemKey, { FileId: stored.FileId, FileName: stored.FileName });
    } catch (e) {
      p.onProblem(e instanceof ApiError ? e.message : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <FilePick
        text={p.sent?.FileName ?? w.fileKinds}
        hasSelection={!!p.sent}
        buttonText={w.chooseFile}
        disabled={!p.s.Fillable || busy}
        inputProps={{ accept: '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png', 'aria-label': p.itemKey }}
        onFile={(f) => void choose(f)}
        data-testid={`entry-share-file-${p.itemKey}`}
      />
      {p.sent ? (
        <Tag minimal intent="success" icon="tick">
          {w.fileSent}
        </Tag>
      ) : null}
    </div>
  );
}

/** The items: a field typed here; a document sent through the link (`document`). */
function ItemsToFill({
  s,
  answers,
  onType,
  document,
}: {
  s: SharedSupplement;
  answers: Record<string, string>;
  onType(key: string, value: string): void;
  document(it: SharedSupplement['Items'][number]): ReactNode;
}) {
  const w = useWords(shareWords);
  const lang = useLanguage();
  return (
    <HTMLTable compact striped style={{ width: '100%', marginTop: 12 }}>
      <tbody>
        {s.Items.map((it) => (
          <tr key={it.Key} data-item={it.Key}>
            <td style={{ width: '35%' }}>
              {it.Label[lang]}{' '}
              {it.Required ? (
                <Tag minimal intent="warning">
                  {w.required}
                </Tag>
              ) : null}
            </td>
            <td>
              {it.Kind === 'document' ? (
                document(it)
              ) : (
                <FormGroup style={{ margin: 0 }}>
                  <InputGroup
                    aria-label={it.Label[lang]}
                    value={answers[it.Key] ?? ''}
                    disabled={!s.Fillable}
                    onChange={(e) => onType(it.Key, e.target.value)}
                    data-testid={`entry-share-answer-${it.Key}`}
                  />
                </FormGroup>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
