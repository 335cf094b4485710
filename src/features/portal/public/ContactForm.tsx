import { Button, Callout, FormGroup, H3, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useWords } from '../../../i18n/words';
import { ApiError } from '../../../streams/callApi';
import { sendEnquiry } from '../api/public';
import { portalWords } from '../words';

const EMPTY = { Name: '', Company: '', Phone: '', Email: '', Message: '' };

/** The contact form (§15.2 Contact): an enquiry to the site company's staff; `message` starts the message (a service page's quote). */
export function ContactForm({ message = '', title }: { message?: string; title?: string }) {
  const w = useWords(portalWords);
  const [f, setF] = useState({ ...EMPTY, Message: message });
  const [state, setState] = useState<{ sending?: boolean; done?: boolean; error?: string }>({});
  const field = (k: keyof typeof EMPTY, label: string, max: number) => (
    <FormGroup label={label} labelFor={`ptl-c-${k}`}>
      <InputGroup id={`ptl-c-${k}`} value={f[k]} maxLength={max} onValueChange={(v) => setF({ ...f, [k]: v })} />
    </FormGroup>
  );
  const submit = async () => {
    if (!f.Phone.trim() && !f.Email.trim()) return setState({ error: w.phoneOrEmail });
    setState({ sending: true });
    try {
      await sendEnquiry({ ...f, Name: f.Name.trim(), Message: f.Message.trim() });
      setF(EMPTY);
      setState({ done: true });
    } catch (e) {
      setState({ error: e instanceof ApiError ? e.message : String(e) });
    }
  };
  return (
    <form
      className="ptl-contact"
      data-testid="contact-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <H3>{title ?? w.enquiryTitle}</H3>
      {field('Name', w.yourName, 60)}
      {field('Company', w.yourCompany, 100)}
      {field('Phone', w.phone, 40)}
      {field('Email', w.email, 120)}
      <FormGroup label={w.message} labelFor="ptl-c-Message">
        <TextArea id="ptl-c-Message" fill rows={4} maxLength={2000} value={f.Message} onChange={(e) => setF({ ...f, Message: e.target.value })} />
      </FormGroup>
      <Button type="submit" intent="primary" text={w.send} loading={state.sending} disabled={!f.Name.trim() || !f.Message.trim()} />
      {state.done && (
        <Callout intent="success" data-testid="contact-sent">
          {w.sent}
        </Callout>
      )}
      {state.error && (
        <Callout intent="danger" data-testid="contact-error">
          {state.error}
        </Callout>
      )}
    </form>
  );
}
