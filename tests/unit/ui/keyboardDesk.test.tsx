// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyboardDesk, type DeskColumn } from '../../../src/ui/desk/KeyboardDesk';
import { setPaletteOpener } from '../../../src/ui/palette';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Row = { Id: number; No: string; Company: string };
const ROWS: Row[] = [
  { Id: 11, No: 'A-1', Company: 'Tianxiang Trading Co., Ltd.' },
  { Id: 12, No: 'A-2', Company: 'Hamburg Süd' },
  { Id: 13, No: 'A-3', Company: 'Ningbo Goods' },
];
const COLUMNS: DeskColumn<Row>[] = [
  { title: 'No', cell: (r) => r.No },
  { title: 'Customer', cell: (r) => r.Company, tip: (r) => r.Company },
];

let root: Root | undefined;
let paletteOpen = false;
let did: string[] = [];
let undoing = false;

/** A desk as a screen uses it: its own cursor and opened item, its decisions recorded. */
function Desk() {
  const [cursor, setCursor] = useState(0);
  const [shown, setShown] = useState<number>();
  return (
    <KeyboardDesk
      testId="test-desk"
      part="t"
      title="Queue"
      hints={{ move: 'move', open: 'open', approve: 'approve', refuse: 'return' }}
      rows={ROWS}
      loading={false}
      empty="nothing"
      columns={COLUMNS}
      cursor={cursor}
      setCursor={setCursor}
      openId={shown}
      shownId={shown}
      onOpen={(i) => {
        setCursor(i);
        setShown(ROWS[i]!.Id);
        did.push(`open ${ROWS[i]!.Id}`);
      }}
      onApprove={() => (shown ? void did.push(`approve ${shown}`) : false)}
      onReturn={() => (shown ? void did.push(`return ${shown}`) : false)}
      onUndo={() => void did.push('undo')}
      undo={undoing ? { says: (left) => `approved in ${left} s`, button: 'Undo (u)' } : undefined}
      actions={shown ? { approve: { text: 'Approve', onClick: () => did.push('approve button') } } : undefined}
      detail={shown ? <p>detail of {shown}</p> : undefined}
    />
  );
}

const desk = () => document.querySelector('[data-testid="test-desk"]')!;
const rows = () => [...document.querySelectorAll('[data-testid="t-queue"] tbody tr')];
const cursorAt = () => rows().findIndex((r) => r.getAttribute('aria-selected') === 'true');
function press(key: string, init: KeyboardEventInit = {}, on: Element = document.body): boolean {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => void on.dispatchEvent(e));
  return e.defaultPrevented;
}
function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<Desk />));
}

beforeEach(() => {
  did = [];
  paletteOpen = false;
  undoing = false;
  setPaletteOpener(
    () => undefined,
    () => paletteOpen,
  );
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the keyboard desk (SI review, manifest verification, packing-list audit)', () => {
  it('lists the queue with the cursor on the first row; j/k and the arrows move it within the queue', () => {
    mount();
    expect(rows().map((r) => r.getAttribute('data-id'))).toEqual(['11', '12', '13']);
    expect(rows()[0]!.querySelector('td[title]')!.getAttribute('title')).toBe('Tianxiang Trading Co., Ltd.');
    expect(cursorAt()).toBe(0);
    press('j');
    press('ArrowDown');
    press('j'); // the last row is as far as it goes
    expect(cursorAt()).toBe(2);
    press('k');
    expect(cursorAt()).toBe(1);
    press('ArrowUp');
    press('k');
    expect(cursorAt()).toBe(0);
    expect(document.querySelector('.kdesk__keys')!.textContent).toBe('j/k move · Enter open · a approve · r return');
  });

  it('Enter opens the row at the cursor, a click the row clicked; a and r act on the item shown only', () => {
    mount();
    expect(press('a')).toBe(false); // nothing shown: the key is left alone
    press('j');
    expect(press('Enter')).toBe(true);
    expect(desk().getAttribute('data-shown')).toBe('12');
    expect(rows()[1]!.className).toContain('is-shown');
    expect(document.querySelector('[data-testid="t-desk-detail"]')!.textContent).toContain('detail of 12');
    act(() => (rows()[2] as HTMLElement).click());
    expect(cursorAt()).toBe(2);
    press('a');
    press('r');
    press('u');
    expect(did).toEqual(['open 12', 'open 13', 'approve 13', 'return 13', 'undo']);
  });

  it('never fires with a modifier held, while an input or a dialog has the focus, or while the palette is open', () => {
    mount();
    act(() => (rows()[0] as HTMLElement).click());
    did = [];
    for (const mod of ['ctrlKey', 'metaKey', 'altKey'] as const) expect(press('a', { [mod]: true })).toBe(false);
    expect(press('j', { ctrlKey: true })).toBe(false);
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    expect(press('a', {}, input)).toBe(false);
    expect(press('j', {}, input)).toBe(false);
    input.remove();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    expect(press('r')).toBe(false);
    dialog.remove();
    paletteOpen = true;
    expect(press('a')).toBe(false);
    expect(press('Enter')).toBe(false);
    expect(did).toEqual([]);
    expect(cursorAt()).toBe(0);
    paletteOpen = false;
    expect(press('a')).toBe(true);
    expect(did).toEqual(['approve 11']);
  });

  it('shows the action bar over the detail (its key beside each button) and the undo toast counting down', () => {
    undoing = true;
    mount();
    act(() => (rows()[0] as HTMLElement).click());
    const approve = [...document.querySelectorAll('.kdesk__actions button')].find((b) => b.textContent === 'Approve (a)') as HTMLElement;
    act(() => approve.click());
    const toast = document.querySelector('[data-testid="t-undo"]')!;
    expect(toast.textContent).toContain('approved in 5 s');
    act(() => (toast.querySelector('button') as HTMLElement).click());
    expect(did).toEqual(['open 11', 'approve button', 'undo']);
  });
});
