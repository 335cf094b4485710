// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { SheetGrid } from '../../../src/ui/grid/SheetGrid';
import type { SheetColumn } from '../../../src/ui/grid/sheet';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Line = { GOODS: string; NUM: number; KG: number };
const COLUMNS: SheetColumn<Line>[] = [
  { field: 'GOODS', kind: 'text', width: 160 },
  { field: 'NUM', kind: 'number', width: 80, integer: true },
  { field: 'KG', kind: 'number', width: 80 },
];
/** The screen's names of the columns (the grid names no column itself). */
const TITLE: Record<string, string> = { GOODS: '品名', NUM: '件数', KG: '毛重' };
const blank = (): Line => ({ GOODS: '', NUM: 0, KG: 0 });

let root: Root | undefined;
let seen: Line[][] = [];

function Screen({ start, errors = [], minRows = 0 }: { start: Line[]; errors?: string[]; minRows?: number }) {
  const [rows, setRows] = useState(start);
  return (
    <SheetGrid
      testId="grid"
      rows={rows}
      columns={COLUMNS}
      title={(f) => TITLE[f]!}
      onChange={(next) => {
        seen.push(next);
        setRows(next);
      }}
      blank={blank}
      pathOf={(r, f) => `/Lines/${r}/${f}`}
      errors={new Set(errors)}
      warnings={new Set()}
      minRows={minRows}
    />
  );
}
function mount(props: Parameters<typeof Screen>[0]) {
  seen = [];
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<Screen {...props} />));
}
const grid = () => document.querySelector('[data-testid="grid"]')!;
function paste(text: string) {
  const e = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(e, 'clipboardData', { value: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
  act(() => void grid().dispatchEvent(e));
  return e;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the spreadsheet grid (manifest goods, containers, allocation; packing-list lines)', () => {
  it("pastes rows copied from Excel: the header left out, rows added, a refused cell named by the screen's column", () => {
    mount({ start: [blank()] });
    const e = paste('品名\t件数\t毛重\r\nSHIRTS\t120\t1,850.5\r\nSHORTS\t2.5\t80\r\n');
    expect(e.defaultPrevented).toBe(true);
    expect(seen.at(-1)).toEqual([
      { GOODS: 'SHIRTS', NUM: 120, KG: 1850.5 },
      { GOODS: 'SHORTS', NUM: 0, KG: 80 },
    ]);
    expect(grid().getAttribute('data-rows')).toBe('2');
    const note = document.querySelector('[data-testid="grid-note"]')!.textContent!;
    expect(note).toContain('已粘贴 5 个单元格');
    expect(note).toContain('第一行是表头，已略过');
    expect(note).toContain('复制的第3行 件数：“2.5”不是整数');
  });

  it('leaves one value pasted into a cell being edited to the cell', () => {
    mount({ start: [blank()] });
    const input = document.createElement('input');
    grid().append(input);
    const e = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(e, 'clipboardData', { value: { getData: () => 'ONE VALUE' } });
    act(() => void input.dispatchEvent(e));
    expect(e.defaultPrevented).toBe(false);
    expect(seen).toEqual([]);
  });

  it("marks the cells the check names, labelled with the row and the screen's column", () => {
    mount({
      start: [
        { GOODS: 'A', NUM: 1, KG: 2 },
        { GOODS: 'B', NUM: 3, KG: 4 },
      ],
      errors: ['/Lines/1/KG'],
    });
    const marked = [...grid().querySelectorAll('.bp6-intent-danger')];
    expect(marked.map((c) => c.getAttribute('title'))).toEqual(['第2行 毛重']);
    expect(marked[0]!.textContent).toBe('4');
    expect(grid().querySelector('[title="第1行 毛重"]')!.className).not.toContain('intent-danger');
  });

  it('adds and removes rows from its buttons, never below the fewest rows', () => {
    mount({ start: [{ GOODS: 'A', NUM: 1, KG: 2 }], minRows: 1 });
    const remove = grid().querySelector('button[aria-label="删除第1行"]') as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    act(() => (grid().querySelector('button[aria-label="加一行"]') as HTMLElement).click());
    expect(seen.at(-1)).toHaveLength(2);
    act(() => (grid().querySelector('button[aria-label="删除第2行"]') as HTMLElement).click());
    expect(seen.at(-1)).toEqual([{ GOODS: 'A', NUM: 1, KG: 2 }]);
  });
});
