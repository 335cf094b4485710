// @vitest-environment happy-dom
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InputGroup } from '@blueprintjs/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { listenForGlobalKeys } from '../../../src/shell/useGlobalKeys';
import { ApiError } from '../../../src/streams/callApi';
import { FormDialog, type FormDialogProps } from '../../../src/ui/FormDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form as a feature writes one: two fields (the second may ask for the focus), its send given by the test. */
function Form(props: Partial<FormDialogProps> & { focusSecond?: boolean; onSubmit: FormDialogProps['onSubmit'] }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  if (!open) return <p id="closed">closed</p>;
  return (
    <FormDialog title="New code" testId="the-form" refusalTestId="the-refusal" onClose={() => setOpen(false)} {...props}>
      <InputGroup id="code" disabled={props.focusSecond} />
      <InputGroup id="name" autoFocus={props.focusSecond} value={name} onValueChange={setName} />
    </FormDialog>
  );
}

let root: Root;
let host: HTMLDivElement;
const render = async (el: React.ReactNode) => {
  await act(async () => root.render(el));
};
const byId = (id: string) => document.getElementById(id);
const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="the-form"] button')];
const press = (target: Element, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const submit = async () => {
  await act(async () => (document.querySelector('[data-testid="the-form"]') as HTMLFormElement).requestSubmit());
};

describe('the form dialog', () => {
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });

  it('shows the title and the fields, says Cancel and Save, and puts the focus on the first field', async () => {
    await render(<Form onSubmit={() => undefined} />);
    expect(document.querySelector('.bp6-dialog-header')?.textContent).toContain('New code');
    expect(buttons().map((b) => b.textContent)).toEqual(['取消', '保存']);
    expect(document.activeElement).toBe(byId('code'));
  });

  it('leaves the first focus to a field that asks for it (the name of an edited code)', async () => {
    await render(<Form focusSecond onSubmit={() => undefined} />);
    expect(document.activeElement).toBe(byId('name'));
  });

  it('sends once while the first send is on its way, shows Save pending, and closes when saved', async () => {
    let answer: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((r) => (answer = r)));
    await render(<Form onSubmit={send} />);
    await submit();
    await submit(); // a second Enter before the answer
    expect(send).toHaveBeenCalledTimes(1);
    expect(buttons()[1]!.className).toContain('bp6-loading');
    await act(async () => answer());
    expect(byId('closed')).not.toBeNull();
  });

  it('shows a refusal in the words the server gave its Code, keeps what was typed, and lets the person try again', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, '代码已存在：BOX', undefined, 'DUPLICATE_CODE'))
      .mockResolvedValueOnce(undefined);
    await render(<Form onSubmit={send} />);
    const name = byId('name') as HTMLInputElement;
    await submit();
    const refusal = document.querySelector('[data-testid="the-refusal"]');
    expect(refusal?.getAttribute('role')).toBe('alert');
    expect(refusal?.textContent).toContain('代码已存在：BOX');
    expect(refusal?.textContent).not.toContain('DUPLICATE_CODE');
    expect(name.isConnected).toBe(true);
    expect(buttons()[1]!.className).not.toContain('bp6-loading');
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
    expect(byId('closed')).not.toBeNull();
  });

  it('keeps the dialog open, showing the words, when the form’s own check refuses before sending', async () => {
    await render(<Form onSubmit={() => '请填写名称'} />);
    await submit();
    expect(document.querySelector('[data-testid="the-refusal"]')?.textContent).toContain('请填写名称');
    expect(byId('closed')).toBeNull();
  });

  it('sends nothing while Save is not offered (a required field empty), and closes on an action’s `true`', async () => {
    const send = vi.fn(async () => true);
    await render(<Form submitDisabled onSubmit={send} />);
    expect(buttons()[1]!.disabled).toBe(true);
    await submit();
    expect(send).not.toHaveBeenCalled();
    await render(<Form onSubmit={send} />);
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(byId('closed')).not.toBeNull();
  });

  it('stays open, as it was, when the action says `false` (its refusal toasted)', async () => {
    await render(<Form onSubmit={async () => false} />);
    await submit();
    expect(byId('closed')).toBeNull();
    expect(document.querySelector('[data-testid="the-refusal"]')).toBeNull();
  });

  it('offers what a refusal allows next inside it (a stale edit’s reload), which can clear the refusal', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(400, '已被他人修改，请重新加载', undefined, 'STALE'));
    const action = (err: unknown, clear: () => void) =>
      err instanceof ApiError && err.code === 'STALE' ? (
        <button type="button" id="reload" onClick={clear}>
          reload
        </button>
      ) : null;
    await render(<Form onSubmit={send} refusalAction={action} />);
    await submit();
    const reload = document.querySelector('[data-testid="the-refusal"] #reload') as HTMLButtonElement;
    expect(reload).not.toBeNull();
    await act(async () => reload.click());
    expect(document.querySelector('[data-testid="the-refusal"]')).toBeNull();
  });

  it('closes on Cancel', async () => {
    const send = vi.fn();
    await render(<Form onSubmit={send} />);
    await act(async () => buttons()[0]!.click());
    expect(byId('closed')).not.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('stays open on Esc (spec §9) unless it is a dialog whose footer promises Esc, which then says so', async () => {
    await render(<Form onSubmit={() => undefined} />);
    await act(async () => press(byId('code')!, 'Escape'));
    expect(byId('closed')).toBeNull();
    await render(<Form key="esc" escapeCloses onSubmit={() => undefined} />);
    expect(document.querySelector('[data-testid="the-form"]')?.textContent).toContain('按 Enter 保存，Esc 取消');
    await act(async () => press(byId('code')!, 'Escape'));
    expect(byId('closed')).not.toBeNull();
  });
});

describe('no shortcut fires inside the form dialog', () => {
  const openShortcuts = vi.fn();
  const openPalette = vi.fn();
  beforeEach(() => {
    listenForGlobalKeys({ openShortcuts, openPalette });
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });
  afterAll(() => listenForGlobalKeys({}));

  it('`?` and `/` on its buttons reach the dialog only; outside it they are the app’s', async () => {
    await render(
      <>
        <button type="button" id="outside">
          outside
        </button>
        <Form onSubmit={() => undefined} />
      </>,
    );
    await act(async () => {
      press(buttons()[0]!, '?');
      press(buttons()[1]!, '/');
    });
    expect([openShortcuts.mock.calls.length, openPalette.mock.calls.length]).toEqual([0, 0]);
    await act(async () => {
      press(byId('outside')!, '?');
    });
    expect(openShortcuts).toHaveBeenCalledTimes(1);
  });
});
