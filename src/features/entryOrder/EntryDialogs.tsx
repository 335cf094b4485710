import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EntryOrderDetail } from '../../contract/entryOrder/calls';
import { containerShortfalls } from '../../domain/entryOrder/orderRules';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { bookingChoicesQueryOptions, operatorsQueryOptions } from './api/pickers';
import type { OrderSubject } from './machines/entryOrderMachine';
import { hasReason } from './moveKit';
import { day } from './parts';
import type { EntryFlow } from './useEntryFlow';
import { entryWords } from './words';

/** Accept (with the operator who takes it) or reject (with the reason) a submitted order. */
export function DecideDialog({ onClose, onDecide }: { onClose(): void; onDecide(accept: boolean, operatorId: number | undefined, reason: string): void }) {
  const w = useWords(entryWords);
  const [accept, setAccept] = useState(true);
  const [operator, setOperator] = useState<number>();
  const [reason, setReason] = useState('');
  const operators = useQuery(operatorsQueryOptions());
  return (
    <AppDialog isOpen title={w.decide} onClose={onClose} canEscapeKeyClose data-testid="ent-decide-dialog">
      <DialogBody>
        <RadioGroup selectedValue={accept ? 'a' : 'r'} onChange={(e) => setAccept(e.currentTarget.value === 'a')} inline>
          <Radio value="a" label={w.accept} data-testid="ent-decide-accept" />
          <Radio value="r" label={w.reject} data-testid="ent-decide-reject" />
        </RadioGroup>
        {accept ? (
          <FormGroup label={w.operator} labelFor="ent-operator">
            <HTMLSelect
              id="ent-operator"
              value={operator ?? ''}
              onChange={(e) => setOperator(Number(e.currentTarget.value) || undefined)}
              options={[{ value: '', label: '—' }, ...(operators.data ?? []).map((o) => ({ value: o.EmployeeId, label: o.Name }))]}
            />
          </FormGroup>
        ) : (
          <FormGroup label={w.rejectReason} labelFor="ent-reject-reason">
            <TextArea id="ent-reject-reason" fill value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button
              intent={accept ? 'primary' : 'danger'}
              text={accept ? w.accept : w.reject}
              disabled={!accept && !hasReason(reason)}
              onClick={() => onDecide(accept, operator, reason.trim())}
              data-testid="ent-decide-confirm"
            />
          </>
        }
      />
    </AppDialog>
  );
}

/** A reason asked before a move (cancel an order, cancel a supplement, return one). */
export function ReasonDialog({
  title,
  label,
  confirm,
  onClose,
  onConfirm,
  testId,
}: {
  title: string;
  label: string;
  confirm: string;
  onClose(): void;
  onConfirm(reason: string): void;
  testId: string;
}) {
  const w = useWords(entryWords);
  const [reason, setReason] = useState('');
  return (
    <AppDialog isOpen title={title} onClose={onClose} canEscapeKeyClose data-testid={testId}>
      <DialogBody>
        <FormGroup label={label} labelFor={`${testId}-reason`}>
          <TextArea id={`${testId}-reason`} fill value={reason} onChange={(e) => setReason(e.target.value)} data-testid={`${testId}-reason`} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.close} onClick={onClose} />
            <Button intent="danger" text={confirm} disabled={!hasReason(reason)} onClick={() => onConfirm(reason.trim())} data-testid={`${testId}-confirm`} />
          </>
        }
      />
    </AppDialog>
  );
}

/** Pick the booking made for an accepted order (the customer's, not linked to another order); what it lacks of the order's containers is said first. */
export function LinkDialog({ detail, onClose, onLink }: { detail: EntryOrderDetail; onClose(): void; onLink(cgoId: string): void }) {
  const w = useWords(entryWords);
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<string>();
  const bookings = useQuery(bookingChoicesQueryOptions(detail.Order.CompanyId, q.trim()));
  const chosen = bookings.data?.find((b) => b.CGO_ID === picked);
  const short = chosen
    ? containerShortfalls(
        detail.Order.ENT_CONTAINERS.filter((c) => c.TYPE && c.COUNT),
        chosen.Containers,
      )
    : [];
  return (
    <AppDialog isOpen title={w.linkBooking} onClose={onClose} canEscapeKeyClose data-testid="ent-link-dialog">
      <DialogBody>
        <InputGroup leftIcon="search" placeholder={w.searchBooking} value={q} onChange={(e) => setQ(e.target.value)} data-testid="ent-link-search" />
        <RadioGroup selectedValue={picked ?? ''} onChange={(e) => setPicked(e.currentTarget.value)}>
          {(bookings.data ?? []).map((b) => (
            <Radio
              key={b.CGO_ID}
              value={b.CGO_ID}
              disabled={!!b.LinkedEntNo}
              data-testid={`ent-link-${b.BookingNo || b.CGO_ID}`}
              labelElement={
                <span>
                  {b.BookingNo || b.CGO_ID} {b.PolCode}→{b.PodCode} {day(b.Etd)} {b.Containers.map((c) => `${c.COUNT}×${c.TYPE}`).join(', ')}
                  {b.LinkedEntNo ? ` · ${w.linkedTo(b.LinkedEntNo)}` : ''}
                </span>
              }
            />
          ))}
        </RadioGroup>
        {short.length ? (
          <Callout intent="warning" data-testid="ent-link-short">
            {short.map((s) => w.containersShort(s.TYPE, s.Want, s.Have)).join('；')}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button
              intent="primary"
              text={w.linkBooking}
              disabled={!picked || short.length > 0}
              onClick={() => picked && onLink(picked)}
              data-testid="ent-link-confirm"
            />
          </>
        }
      />
    </AppDialog>
  );
}

/** The dialogs of an order's moves: decide, link its booking, cancel. */
export type OrderDialog = 'decide' | 'link' | 'cancel';

/** The open move's dialog; confirmed, the move goes to the entry order machine. */
export function OrderMoveDialogs({
  dialog,
  subject,
  detail,
  flow,
  onClose,
}: {
  dialog: OrderDialog | undefined;
  subject: OrderSubject | undefined;
  detail: EntryOrderDetail | undefined;
  flow: EntryFlow;
  onClose(): void;
}) {
  const w = useWords(entryWords);
  if (!subject || !dialog) return null;
  const { Id, VERSION } = subject;
  if (dialog === 'decide')
    return (
      <DecideDialog
        onClose={onClose}
        onDecide={(accept, operatorId, reason) => {
          onClose();
          const Choice = accept ? (operatorId ? { OperatorId: operatorId } : {}) : { Reason: reason };
          flow.send({ type: 'ent.decide', subject, input: { Id, VERSION, Accept: accept, ...Choice } });
        }}
      />
    );
  if (dialog === 'link')
    return detail ? (
      <LinkDialog
        detail={detail}
        onClose={onClose}
        onLink={(CGO_ID) => {
          onClose();
          flow.send({ type: 'ent.link', subject, input: { Id, VERSION, CGO_ID } });
        }}
      />
    ) : null;
  return (
    <ReasonDialog
      title={w.cancelOrder}
      label={w.cancelReason}
      confirm={w.cancelOrder}
      testId="ent-cancel-dialog"
      onClose={onClose}
      onConfirm={(Reason) => {
        onClose();
        flow.send({ type: 'ent.cancel', subject, input: { Id, VERSION, Reason } });
      }}
    />
  );
}
