import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { EntryOrderDetail } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_PAGES as G } from '../../contract/entryOrder/module';
import { mayRequestSupplement } from '../../domain/entryOrder/status';
import { useWords } from '../../i18n/words';
import type { OrderDialog } from './EntryDialogs';
import type { OrderSubject } from './machines/entryOrderMachine';
import type { EntryFlow } from './useEntryFlow';
import { entryWords } from './words';

/**
 * The entry screen's moves, as the order's state allows them (`can`): save the draft, submit, decide,
 * make the order's booking (its draft, straight away: nothing to choose) or link one made otherwise, cancel; the links to request a supplement, the board and the data sheet; whether
 * the draft shown was restored from the draft log (discarded by removing the tag).
 */
export function EntryToolbar(p: {
  detail?: EntryOrderDetail;
  flow: EntryFlow;
  can(move: string): boolean;
  editable: boolean;
  ready: boolean;
  errors: number;
  staff: boolean;
  restored: boolean;
  onSave(): void;
  onSubmit(): void;
  onDialog(dialog: OrderDialog): void;
  onDiscard(): void;
}) {
  const w = useWords(entryWords);
  const { detail, flow, can } = p;
  const busy = !flow.snapshot.matches({ open: 'idle' });
  return (
    <div className="entry-toolbar">
      <ButtonGroup>
        {p.editable && can('save') ? (
          <Button
            icon="floppy-disk"
            text={w.saveDraft}
            disabled={!p.ready || busy}
            loading={busy && flow.snapshot.context.pending?.kind === 'save'}
            onClick={p.onSave}
            data-testid="ent-save"
          />
        ) : null}
        {can('submit') ? (
          <Button
            intent="primary"
            icon="send-message"
            text={w.submit}
            disabled={!p.ready || busy || p.errors > 0}
            onClick={p.onSubmit}
            data-testid="ent-submit"
          />
        ) : null}
        {detail && (can('accept') || can('reject')) ? (
          <Button icon="endorsed" text={w.decide} disabled={busy} onClick={() => p.onDialog('decide')} data-testid="ent-decide" />
        ) : null}
        {detail && can('book') ? (
          <Button
            icon="add-to-artifact"
            text={w.makeBooking}
            disabled={busy}
            loading={busy && flow.snapshot.context.pending?.kind === 'book'}
            onClick={() => flow.send({ type: 'ent.book', subject: subjectOf(detail), input: { Id: detail.Order.Id, VERSION: detail.Order.VERSION } })}
            data-testid="ent-make-booking"
          />
        ) : null}
        {detail && can('link') ? <Button icon="link" text={w.linkBooking} disabled={busy} onClick={() => p.onDialog('link')} data-testid="ent-link" /> : null}
        {detail && can('cancel') ? (
          <Button icon="disable" text={w.cancelOrder} disabled={busy} onClick={() => p.onDialog('cancel')} data-testid="ent-cancel" />
        ) : null}
      </ButtonGroup>
      {detail && mayRequestSupplement(detail.Order.ENT_STATUS) && p.staff ? (
        <Link to={`${G.supplement}?ENT_ID=${detail.Order.Id}`} data-testid="ent-request-supplement">
          {w.requestSupplement}
        </Link>
      ) : null}
      {detail ? (
        <>
          <Link to={`${G.board}?ENT_ID=${detail.Order.Id}`}>{w.board}</Link>
          <Link to={`${G.data}?ENT_ID=${detail.Order.Id}`}>{w.dataSheet}</Link>
        </>
      ) : null}
      {p.restored ? (
        <Tag intent="primary" minimal data-testid="ent-draft-restored" onRemove={p.onDiscard}>
          {w.draftRestored}
        </Tag>
      ) : (
        <span className="bp6-text-muted">{w.draftKept}</span>
      )}
    </div>
  );
}

const subjectOf = (d: EntryOrderDetail): OrderSubject => ({ Id: d.Order.Id, VERSION: d.Order.VERSION, ENT_STATUS: d.Order.ENT_STATUS, Moves: d.Moves });
