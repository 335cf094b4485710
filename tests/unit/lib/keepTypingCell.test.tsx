// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EditableCell2, type EditableCellProps } from '@blueprintjs/table';
import { KeepTypingCell } from '../../../src/lib/KeepTypingCell';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

type CellKind = typeof EditableCell2;

/** Opens the cell's editor (as typing does), types into it, then renders it again with other props. */
async function typeThenRerender(Kind: CellKind, change: Partial<EditableCellProps>) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const confirmed: string[] = [];
  const props: EditableCellProps = { value: '0', isFocused: true, intent: 'none', onConfirm: (v) => confirmed.push(v) };
  act(() => root!.render(<Kind {...props} />));
  const cell = host.querySelector<HTMLElement>('.bp6-table-cell')!;
  // a printable key on the focused cell opens its editor (the key itself then lands in the input)
  act(() => void cell.dispatchEvent(new KeyboardEvent('keypress', { key: '3', charCode: 51, keyCode: 51, bubbles: true })));
  const input = () => host.querySelector('input')!;
  expect(input()).toBeTruthy();
  act(() => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input(), '3750');
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(input().value).toBe('3750');
  // the check of the cell confirmed a moment ago comes back: this cell's props change while it is open
  act(() => root!.render(<Kind {...props} {...change} />));
  return { input: () => host.querySelector('input'), confirmed };
}

describe('a grid cell keeps what is being typed into it', () => {
  it("Blueprint's own cell loses the typed text when a prop changes while it is open (the bug)", async () => {
    const { input } = await typeThenRerender(EditableCell2, { intent: 'danger' });
    expect(input()?.value).not.toBe('3750');
  });

  for (const [why, change] of [
    ['its intent changes (a check finished)', { intent: 'danger' }],
    ['its label changes (a container renamed)', { tooltip: 'TGHU1234567 毛重' }],
    ['its saved value changes (an echo of the draft log)', { value: '12' }],
  ] as const) {
    it(`keeps it when ${why}`, async () => {
      const { input } = await typeThenRerender(KeepTypingCell, change);
      expect(input()?.value).toBe('3750');
    });
  }
});
