// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppDialog, SaveCancelFooter } from '../../../src/ui/AppDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page with two dialogs, as the schedule templates have (a preview, then a new template). */
let show: (which: 'preview' | 'new' | undefined) => void = () => {};
function Page() {
  const [open, setOpen] = useState<'preview' | 'new'>();
  show = setOpen;
  return (
    <>
      <button type="button" id="preview-button">
        preview
      </button>
      <AppDialog isOpen={open === 'preview'} title="preview" onClose={() => setOpen(undefined)}>
        <p>four sailings</p>
      </AppDialog>
      <AppDialog isOpen={open === 'new'} title="new" onClose={() => setOpen(undefined)}>
        <input id="port" />
      </AppDialog>
    </>
  );
}

describe('a closing dialog gives focus back only when nobody has taken it', () => {
  let root: Root;
  let host: HTMLDivElement;
  beforeEach(() => {
    vi.useFakeTimers();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root.render(<Page />));
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    vi.useRealTimers();
  });

  it('typing in the next dialog before the first one has faded keeps the focus in the field', () => {
    document.getElementById('preview-button')!.focus();
    act(() => show('preview'));
    act(() => vi.advanceTimersByTime(400));
    // closed, and at once the next dialog is opened and the person types in it
    act(() => show(undefined));
    act(() => show('new'));
    const port = document.getElementById('port') as HTMLInputElement;
    act(() => port.focus());
    expect(document.activeElement).toBe(port);
    // the first dialog's fade ends: Blueprint alone would focus the preview button now
    act(() => vi.advanceTimersByTime(1000));
    expect(document.activeElement).toBe(port);
  });

  it('closing the only dialog puts focus back on what opened it', () => {
    const opener = document.getElementById('preview-button')!;
    opener.focus();
    act(() => show('preview'));
    act(() => vi.advanceTimersByTime(400));
    act(() => show(undefined));
    act(() => vi.advanceTimersByTime(1000));
    expect(document.activeElement).toBe(opener);
  });
});

describe('the edit dialogs’ footer', () => {
  it('says Cancel and Save in the person’s language and calls each one’s own action', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const cancel = vi.fn();
    const save = vi.fn();
    act(() => root.render(<SaveCancelFooter onCancel={cancel} onSave={save} />));
    const buttons = [...host.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['取消', '保存']);
    act(() => buttons[1]!.click());
    expect([cancel.mock.calls.length, save.mock.calls.length]).toEqual([0, 1]);
    act(() => buttons[0]!.click());
    expect([cancel.mock.calls.length, save.mock.calls.length]).toEqual([1, 1]);
    act(() => root.unmount());
    host.remove();
  });
});
