// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { listenForGlobalKeys } from '../../../src/shell/useGlobalKeys';

let opened = 0;
listenForGlobalKeys({ openPalette: () => void opened++ });

afterEach(() => {
  opened = 0;
  document.body.innerHTML = '';
});

const press = (on: Element, init: KeyboardEventInit) => {
  const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  on.dispatchEvent(e);
  return e;
};

describe('Ctrl K / ⌘K', () => {
  it('opens the palette from anywhere, even inside a widget that keeps its keys to itself, and is taken from the page', () => {
    const widget = document.createElement('div');
    widget.addEventListener('keydown', (e) => e.stopPropagation());
    const input = document.createElement('input');
    widget.append(input);
    document.body.append(widget);
    const seenByPage: string[] = [];
    widget.addEventListener('keydown', (e) => seenByPage.push(e.defaultPrevented ? 'taken' : e.key));
    expect(press(input, { key: 'k', code: 'KeyK', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(press(document.body, { key: 'k', code: 'KeyK', metaKey: true }).defaultPrevented).toBe(true);
    expect(opened).toBe(2);
    expect(seenByPage).toEqual(['taken']); // a page's handler sees it already taken
  });

  it('is not Ctrl Shift K, Alt K, a plain k, nor a key inside an input method’s composition', () => {
    press(document.body, { key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true });
    press(document.body, { key: 'k', code: 'KeyK', altKey: true });
    press(document.body, { key: 'k', code: 'KeyK' });
    press(document.body, { key: 'k', code: 'KeyK', ctrlKey: true, isComposing: true });
    expect(opened).toBe(0);
  });
});
