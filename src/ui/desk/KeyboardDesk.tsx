import { Button, Callout, H2, HTMLTable, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import { Fragment, memo, useCallback, useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { usePageKeys } from '../../lib/pageKeys';
import { UNDO_WINDOW_MS } from '../../machines/siReviewMachine';
import './desk.css';

/** A column of the queue: its header and what a row shows in it. */
export interface DeskColumn<R> {
  title: string;
  cell(row: R): ReactNode;
  /** A long text (a company's name) cut short to the column, whole in its tooltip. */
  tip?(row: R): string;
}

/** A button of the action bar, with the key that does the same. */
export interface DeskAction {
  text: string;
  onClick(): void;
  loading?: boolean;
  disabled?: boolean;
  icon?: IconName;
}

export interface KeyboardDeskProps<R extends { Id: number }> {
  /** The section's test id (`si-check`, `mft-desk`, `pkl-audit`). */
  testId: string;
  /** The prefix of its parts' test ids: `<part>-queue`, `<part>-undo`, `<part>-stale`, `<part>-error`, `<part>-desk-detail`. */
  part: string;
  title: ReactNode;
  /** Beside the title (a button of the desk's own). */
  headAction?: ReactNode;
  /** The hint line: what each key does, in the desk's words (`undo` only where a decision can be undone). */
  hints: { move: string; open: string; approve: string; undo?: string; refuse: string };
  /** Between the hint and the queue (the packing desk's tabs). */
  above?: ReactNode;
  rows: readonly R[];
  loading: boolean;
  /** What an empty queue says. */
  empty: string;
  /** The queue's columns; keep the array stable (useMemo): rows render again only when their marks change. */
  columns: readonly DeskColumn<R>[];
  cursor: number;
  setCursor: Dispatch<SetStateAction<number>>;
  /** The item asked for (its row is marked while its detail loads). */
  openId?: number;
  /** The item whose detail is on screen (what a decision is bound to; `data-shown`). */
  shownId?: number;
  /** Opens the row at `i` (a click, Enter at the cursor); false when there is nothing to open. */
  onOpen(i: number): unknown;
  /** `a`, `r`, `u`: false when they do nothing now (no item shown, not allowed). */
  onApprove(): unknown;
  onReturn(): unknown;
  onUndo?(): unknown;
  /** A decision waiting out its undo window: what the toast says with the seconds left, and its button. */
  undo?: { says(secondsLeft: number): string; button: string };
  /** A decision that failed to send, with a retry. */
  failed?: { text: ReactNode; retry: string; onRetry(): void };
  /** The item changed since it was shown; its current content is shown. */
  stale?: ReactNode;
  /** A refusal to show above the detail. */
  error?: ReactNode;
  /** A decision on its way. */
  sending?: boolean;
  /** The asked item's detail is on its way. */
  loadingDetail?: boolean;
  /** The bar over the detail: what leads it (the state's tag) and the two decisions. */
  actions?: { lead?: ReactNode; approve?: DeskAction; refuse?: DeskAction };
  /** The shown item's own content (facts, lines, log); nothing while none is shown. */
  detail?: ReactNode;
  /** More attributes of the section (`data-review`, `data-stage`). */
  data?: Record<`data-${string}`, string | number>;
  /** The desk's dialogs. */
  children?: ReactNode;
}

const Kbd = ({ children }: { children: string }) => <kbd className="navbar__kbd">{children}</kbd>;

/** The hint line: `j/k` move · `Enter` open · `a` … · `u` … · `r` …. */
function KeyHint({ hints }: { hints: KeyboardDeskProps<{ Id: number }>['hints'] }) {
  const keys: [string[], string | undefined][] = [
    [['j', 'k'], hints.move],
    [['Enter'], hints.open],
    [['a'], hints.approve],
    [['u'], hints.undo],
    [['r'], hints.refuse],
  ];
  return (
    <p className="kdesk__keys">
      {keys
        .filter(([, says]) => says)
        .map(([pressed, says], i) => (
          <Fragment key={pressed[0]}>
            {i ? ' · ' : ''}
            {pressed.map((k, j) => (
              <Fragment key={k}>
                {j ? '/' : ''}
                <Kbd>{k}</Kbd>
              </Fragment>
            ))}{' '}
            {says}
          </Fragment>
        ))}
    </p>
  );
}

/** A decision's button in the action bar, named with its key. */
function ActionButton({ action, intent, icon, pressed }: { action: DeskAction; intent: 'success' | 'danger'; icon: IconName; pressed: string }) {
  return (
    <Button
      intent={intent}
      icon={action.icon ?? icon}
      text={`${action.text} (${pressed})`}
      loading={action.loading}
      disabled={action.disabled}
      onClick={action.onClick}
    />
  );
}

interface DeskRowProps<R> {
  row: R;
  index: number;
  columns: readonly DeskColumn<R>[];
  isCursor: boolean;
  isOpen: boolean;
  onOpen(i: number): void;
}

/**
 * One row of the queue. Memoized: a click moves the cursor and the opened item, and only the rows
 * whose marks change render again — not the whole page of 200, which stood between the click and
 * the detail's call (bench/browserPklAudit.ts).
 */
const DeskRow = memo(function DeskRow<R extends { Id: number }>({ row, index, columns, isCursor, isOpen, onOpen }: DeskRowProps<R>) {
  return (
    <tr data-id={row.Id} aria-selected={isCursor} className={`${isCursor ? 'is-cursor' : ''} ${isOpen ? 'is-shown' : ''}`} onClick={() => onOpen(index)}>
      {columns.map((c) =>
        c.tip ? (
          <td key={c.title} className="kdesk__clip" title={c.tip(row)}>
            {c.cell(row)}
          </td>
        ) : (
          <td key={c.title}>{c.cell(row)}</td>
        ),
      )}
    </tr>
  );
}) as <R extends { Id: number }>(props: DeskRowProps<R>) => ReactNode;

/** The undo toast: counts the window down; the decision is sent when it ends. */
function UndoToast({ testId, says, button, onUndo }: { testId: string; says(left: number): string; button: string; onUndo(): void }) {
  const [left, setLeft] = useState(Math.ceil(UNDO_WINDOW_MS / 1000));
  useEffect(() => {
    const started = Date.now();
    const t = setInterval(() => setLeft(Math.max(0, Math.ceil((UNDO_WINDOW_MS - (Date.now() - started)) / 1000))), 250);
    return () => clearInterval(t);
  }, []);
  return (
    <Callout className="kdesk__undo" intent="success" icon="tick" role="status" data-testid={testId}>
      {says(left)} <Button size="small" text={button} onClick={onUndo} />
    </Callout>
  );
}

/** The opened item under its action bar, with what the last move said (failed, stale, refused, sending, undo). */
function DeskDetail<R extends { Id: number }>({ p }: { p: KeyboardDeskProps<R> }) {
  const { part, actions } = p;
  return (
    <div className="kdesk__detail">
      {p.failed ? (
        <Callout intent="danger" role="alert">
          {p.failed.text} <Button text={p.failed.retry} onClick={p.failed.onRetry} />
        </Callout>
      ) : null}
      {p.stale ? (
        <Callout intent="warning" role="alert" data-testid={`${part}-stale`}>
          {p.stale}
        </Callout>
      ) : null}
      {p.error ? (
        <Callout intent="danger" role="alert" data-testid={`${part}-error`}>
          {p.error}
        </Callout>
      ) : null}
      {p.sending ? <Spinner size={20} /> : null}
      {p.undo && p.onUndo ? <UndoToast testId={`${part}-undo`} says={p.undo.says} button={p.undo.button} onUndo={() => p.onUndo?.()} /> : null}
      {p.loadingDetail ? <Spinner size={20} /> : null}
      {p.detail ? (
        <div data-testid={`${part}-desk-detail`}>
          {actions ? (
            <div className="kdesk__actions">
              {actions.lead}
              {actions.approve ? <ActionButton action={actions.approve} intent="success" icon="tick" pressed="a" /> : null}
              {actions.refuse ? <ActionButton action={actions.refuse} intent="danger" icon="undo" pressed="r" /> : null}
            </div>
          ) : null}
          {p.detail}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A keyboard-first work queue (the SI review, the manifest verification, the packing-list audit):
 * the queue on the left, the opened item on the right under its action bar. j/k (or the arrows)
 * move the cursor, Enter opens, `a` approves, `r` returns (the desk's dialog asks why), `u` undoes an
 * approval in its undo window. The keys obey src/lib/pageKeys.ts: never with a modifier held, never
 * while an input, a dialog or the palette has the focus. Each desk brings its columns, detail,
 * decisions and words.
 */
export function KeyboardDesk<R extends { Id: number }>(p: KeyboardDeskProps<R>) {
  const { rows, cursor, setCursor, part } = p;
  const last = Math.max(0, rows.length - 1);
  // stable for the memoized rows: the latest handler through a ref
  const openRef = useRef(p.onOpen);
  openRef.current = p.onOpen;
  const open = useCallback((i: number) => void openRef.current(i), []);

  usePageKeys({
    j: () => setCursor((c) => Math.min(c + 1, last)),
    arrowdown: () => setCursor((c) => Math.min(c + 1, last)),
    k: () => setCursor((c) => Math.max(c - 1, 0)),
    arrowup: () => setCursor((c) => Math.max(c - 1, 0)),
    enter: () => (rows[cursor] ? p.onOpen(cursor) : false),
    a: () => p.onApprove(),
    r: () => p.onReturn(),
    ...(p.onUndo ? { u: p.onUndo } : {}),
  });

  const at = Math.min(cursor, last);
  return (
    <section className="admin-screen kdesk" data-testid={p.testId} data-shown={p.shownId ?? ''} {...p.data}>
      <div className="kdesk__head">
        <H2>{p.title}</H2>
        {p.headAction}
      </div>
      <KeyHint hints={p.hints} />
      {p.above}
      <div className="kdesk__grid">
        <div>
          {p.loading ? (
            <Spinner />
          ) : !rows.length ? (
            <NonIdealState icon="tick" title={p.empty} />
          ) : (
            <HTMLTable compact interactive className="kdesk__queue" data-testid={`${part}-queue`}>
              <thead>
                <tr>
                  {p.columns.map((c) => (
                    <th key={c.title}>{c.title}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <DeskRow key={r.Id} row={r} index={i} columns={p.columns} isCursor={i === at} isOpen={r.Id === p.openId} onOpen={open} />
                ))}
              </tbody>
            </HTMLTable>
          )}
        </div>
        <DeskDetail p={p} />
      </div>
      {p.children}
    </section>
  );
}

/**
 * The item at the cursor and the next are fetched ahead: Enter (or the click) finds them at hand.
 * The next only once the cursor's is in: fetched together, they made the opened item wait on the
 * server about four times its own fetch (bench/browserPklAudit.ts).
 */
export function useFetchAhead<R>(rows: readonly R[], cursor: number, fetch: (row: R) => Promise<unknown>): void {
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  useEffect(() => {
    let moved = false;
    const ahead = async (r: R | undefined) => {
      if (r) await fetchRef.current(r);
    };
    void ahead(rows[cursor]).then(() => (moved ? undefined : ahead(rows[cursor + 1])));
    return () => {
      moved = true;
    };
  }, [rows, cursor]);
}
