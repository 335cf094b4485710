// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PageKeyMap, usePageKeys } from '../../../src/lib/pageKeys';
import { setPaletteOpener } from '../../../src/ui/palette';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let paletteOpen = false;
let fired: string[] = [];

function Page({ keys }: { keys: PageKeyMap }) {
  usePageKeys(keys);
  return null;
}

beforeEach(() => {
  fired = [];
  paletteOpen = false;
  setPaletteOpener(
    () => undefined,
    () => paletteOpen,
  );
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const keys: PageKeyMap = {
    r: () => void fired.push('r'),
    k: () => void fired.push('k'),
    enter: () => void fired.push('enter'),
    x: () => false, // nothing to act on: the key is left alone
  };
  act(() => root!.render(<Page keys={keys} />));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A key pressed on `on` (the page itself when not given); whether the page took it (default prevented). */
function press(key: string, init: KeyboardEventInit = {}, on: Element = document.body): boolean {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  on.dispatchEvent(e);
  return e.defaultPrevented;
}

function focused<T extends HTMLElement>(el: T): T {
  document.body.append(el);
  el.focus();
  return el;
}

describe('a page key (usePageKeys)', () => {
  it('fires when pressed alone on the page, and takes the key', () => {
    expect(press('r')).toBe(true);
    expect(press('Enter')).toBe(true);
    expect(fired).toEqual(['r', 'enter']);
  });

  it('never fires with a modifier held: Ctrl K, Meta K and Alt R are not the page’s k and r', () => {
    press('k', { ctrlKey: true });
    press('k', { metaKey: true });
    press('r', { altKey: true });
    press('r', { ctrlKey: true, shiftKey: true });
    expect(fired).toEqual([]);
  });

  it('never fires while the person types in an input, text area, select or editable text', () => {
    const input = focused(document.createElement('input'));
    press('r', {}, input);
    press('Enter', {}, input);
    press('r', {}, focused(document.createElement('textarea')));
    press('r', {}, focused(document.createElement('select')));
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    press('r', {}, focused(editable));
    expect(fired).toEqual([]);
  });

  it('never fires while the focus is in an input even when the event comes from elsewhere', () => {
    focused(document.createElement('input'));
    press('r');
    expect(fired).toEqual([]);
  });

  it('never fires while a dialog is on screen', () => {
    const dialog = document.createElement('div');
    dialog.className = 'bp6-dialog';
    document.body.append(dialog);
    press('r');
    dialog.remove();
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    document.body.append(modal);
    press('k');
    expect(fired).toEqual([]);
  });

  it('never fires while the palette is open or still loading after Ctrl K', () => {
    paletteOpen = true;
    press('r');
    press('Enter');
    expect(fired).toEqual([]);
    paletteOpen = false;
    press('r');
    expect(fired).toEqual(['r']);
  });

  it('never fires during an input method’s composition, nor for a key already taken', () => {
    press('r', { isComposing: true });
    const taken = new KeyboardEvent('keydown', { key: 'r', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    expect(fired).toEqual([]);
  });

  it('leaves Enter on a focused button to the button', () => {
    const button = focused(document.createElement('button'));
    press('Enter', {}, button);
    expect(fired).toEqual([]);
    press('r', {}, button);
    expect(fired).toEqual(['r']);
  });

  it('leaves a key alone that the page had nothing to do with', () => {
    expect(press('x')).toBe(false);
    expect(press('q')).toBe(false);
  });
});
