// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiBox } from '../../../src/contract/si';
import { emptyBox } from '../../../src/domain/si/boxes';
import { SiBoxGrid } from '../../../src/features/si/SiBoxGrid';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom lays nothing out: the table draws the cells of its viewport, so the viewport gets a size
// (for this file only: the worker is shared, see vite.config.ts)
const SIZES = { clientWidth: 1600, clientHeight: 600, offsetWidth: 1600, offsetHeight: 600 };
const saved = Object.keys(SIZES).map((p) => [p, Object.getOwnPropertyDescriptor(HTMLElement.prototype, p)] as const);
const savedRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  for (const [prop, value] of Object.entries(SIZES)) Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value });
  HTMLElement.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 1600, bottom: 600, width: 1600, height: 600, toJSON: () => ({}) });
});
afterAll(() => {
  for (const [prop, d] of saved) d ? Object.defineProperty(HTMLElement.prototype, prop, d) : Reflect.deleteProperty(HTMLElement.prototype, prop);
  HTMLElement.prototype.getBoundingClientRect = savedRect;
});

let root: Root | undefined;
let shown: SiBox[] = [];

function Screen({ start }: { start: SiBox[] }) {
  const [boxes, setBoxes] = useState(start);
  shown = boxes;
  return <SiBoxGrid boxes={boxes} problems={[]} onChange={setBoxes} />;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the SI box grid (issue 45 item 5)', () => {
  it('removes a box an import added beyond the booking’s, and keeps the last one', () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root!.render(<Screen start={[emptyBox('AAAU1234560', '40HQ'), emptyBox('BBBU1234560', '40HQ'), emptyBox('CCCU1234560', '40HQ')]} />));
    const remove = (no: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="删除箱 ${no}"]`);
    expect(remove('CCCU1234560')).not.toBeNull();
    act(() => remove('CCCU1234560')!.click());
    expect(shown.map((b) => b.TBX_CNNO)).toEqual(['AAAU1234560', 'BBBU1234560']);
    act(() => remove('AAAU1234560')!.click());
    expect(shown.map((b) => b.TBX_CNNO)).toEqual(['BBBU1234560']);
    expect(remove('BBBU1234560')!.disabled).toBe(true);
  }, 30_000); // the table's first render is slow on a loaded worker
});
