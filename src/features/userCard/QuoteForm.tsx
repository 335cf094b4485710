import { Button, Callout, Checkbox, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { userCardCalls as C } from '../../contract/userCard/calls';
import { userCardFieldWords as F } from '../../contract/userCard/words';
import { type QuoteFields, quoteProblems } from '../../domain/userCard/quote';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiError, callApi } from '../../streams/callApi';
import { quoteWords } from './words';

const EMPTY: QuoteFields = { Name: '', Phone: '', Email: '', Cargo: '', Consent: false };
type TextKey = 'Name' | 'Phone' | 'Email';

/**
 * "Ask for a quote" under a visitor's card (operations.md §16): name, a phone or an e-mail, the lane
 * and cargo, consent. The rules as typed once a send was tried (src/domain/userCard/quote.ts), the
 * server's words after; sent, it says so and the form closes. The card's owner gets it as a message
 * (and a lead of theirs where their company keeps a CRM).
 */
export function QuoteForm({ token }: { token: string }) {
  const w = useWords(quoteWords);
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState<QuoteFields>(EMPTY);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  const send = useMutation({
    mutationFn: (f: QuoteFields) => callApi(C.publicQuote, { c: token, ...f }),
    onError: (e) => setRefused(new Map(e instanceof ApiError ? (e.errors ?? []).map((x) => [x.Path, x.Message]) : [])),
  });
  const problems = useMemo(() => {
    const said = new Map(refused);
    if (tried) for (const p of quoteProblems(q)) if (!said.has(p.Path)) said.set(p.Path, p.Words[lang]);
    return said;
  }, [q, tried, refused, lang]);
  const change = (patch: Partial<QuoteFields>) => {
    setQ((x) => ({ ...x, ...patch }));
    setRefused(new Map());
  };
  if (send.isSuccess)
    return (
      <Callout className="user-card-quote" intent="success" icon="tick-circle">
        {w.quoteSent}
      </Callout>
    );
  if (!open) return <Button className="user-card-quote-open" large fill icon="chat" text={w.askQuote} onClick={() => setOpen(true)} />;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!quoteProblems(q).length) send.mutate(q);
  };
  const field = (k: TextKey, type = 'text') => (
    <FormGroup label={F[k][lang]} labelFor={`quote-${k}`} helperText={problems.get(`/${k}`)} intent={problems.get(`/${k}`) ? Intent.DANGER : Intent.NONE}>
      <InputGroup
        id={`quote-${k}`}
        type={type}
        value={q[k]}
        onValueChange={(v) => change({ [k]: v })}
        intent={problems.get(`/${k}`) ? Intent.DANGER : Intent.NONE}
      />
    </FormGroup>
  );
  const failed = send.error && !(send.error instanceof ApiError && send.error.errors?.length) ? send.error.message : '';
  return (
    <form className="user-card-quote" aria-label={w.quoteTitle} onSubmit={submit} noValidate>
      <h4>{w.quoteTitle}</h4>
      {field('Name')}
      <div className="user-card-quote-pair">
        {field('Phone', 'tel')}
        {field('Email', 'email')}
      </div>
      <div className="user-card-quote-hint">{w.replyHint}</div>
      <FormGroup label={F.Cargo[lang]} labelFor="quote-Cargo" helperText={problems.get('/Cargo')} intent={problems.get('/Cargo') ? Intent.DANGER : Intent.NONE}>
        <TextArea id="quote-Cargo" fill rows={3} value={q.Cargo} placeholder={w.cargoPlaceholder} onChange={(e) => change({ Cargo: e.target.value })} />
      </FormGroup>
      <Checkbox checked={q.Consent} label={w.consentLabel} onChange={(e) => change({ Consent: e.currentTarget.checked })} />
      {problems.get('/Consent') ? <div className="user-card-problem">{problems.get('/Consent')}</div> : null}
      {failed ? (
        <Callout intent="danger" compact>
          {failed}
        </Callout>
      ) : null}
      <div className="user-card-quote-actions">
        <Button variant="minimal" text={w.cancelQuote} onClick={() => setOpen(false)} />
        <Button type="submit" intent="primary" icon="send-message" text={w.sendQuote} loading={send.isPending} />
      </div>
    </form>
  );
}
