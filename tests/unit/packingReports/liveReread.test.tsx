// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SplitDetail } from '../../../src/contract/packingReports/calls';
import { PACKING_REPORT_PAGES as P } from '../../../src/contract/packingReports/module';
import { clientRegistry } from '../../../src/app/registry';
import LogScreen from '../../../src/features/packingReports/LogScreen';
import SplitDetailScreen from '../../../src/features/packingReports/SplitDetailScreen';
import { queryClient } from '../../../src/lib/queryClient';
import { findRoute } from '../../../src/routes';
import { RouteContext } from '../../../src/ui/routeContext';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  document.body.innerHTML = '';
});

const json = (Data: unknown) => new Response(JSON.stringify({ Status: true, Data }), { status: 200, headers: { 'content-type': 'application/json' } });
const settle = (ms = 30) => act(() => new Promise((r) => setTimeout(r, ms)));
/** What the live connection does with a frame: every module's handler of its kind (src/session/liveActor.ts). */
const frame = (f: { type: 'packing'; Id: number; PKL_STATUS: number } | { type: 'si'; Id: number }) =>
  act(async () => {
    for (const l of clientRegistry.live) (l.frames?.[f.type] as ((x: typeof f) => void) | undefined)?.(f);
  });

async function show(path: string, search: string, screen: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`${path}${search}`]}>
          <RouteContext.Provider value={findRoute(path)!}>{screen}</RouteContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await settle();
  return { host, root };
}

const split = (mismatch: boolean): SplitDetail => ({
  CGO_ID: 'CGO1',
  MBL_NO: 'MBL1',
  CompanyName: '杭州天祥',
  Vessel: 'V',
  Voyage: '1E',
  Booked: [{ TYPE: '40HQ', COUNT: 1, CNNOS: [] }],
  Rows: [
    {
      TYPE: '40HQ',
      SLOT: 1,
      CNNO: 'CSQU3054383',
      PackingList: {
        Id: 7,
        PKL_NO: 'PK2611270001',
        PKL_STATUS: 4,
        PKL_CNNO: 'CSQU3054383',
        PKL_SEALNO: 'S1',
        PKL_NUM: 10,
        PKL_WEIGHT: 1000,
        PKL_VOLUME: 10,
        ParentNo: '',
      },
      SiBox: null,
      Vgm: null,
      Manifests: [],
      Mismatches: mismatch ? [{ Code: 'split.noSi', Params: {}, Words: { zh: '没有提单的箱', en: 'no SI box' } }] : [],
    },
  ],
  Splits: [],
  Mismatches: mismatch ? 1 : 0,
});

/**
 * The packing-list reports on screen follow the packing list live (issue 34): when the `packing`
 * frame arrives — a packing list was submitted, audited, split … elsewhere — SplitDetail, the log
 * and the line query read again through their own calls, as the desk and the lists do.
 */
describe('the packing-list reports read again on the packing frame', () => {
  it('SplitDetail shows the reconciliation as it stands after the frame (and after an SI frame)', async () => {
    const answers = [split(true), split(false), split(true)];
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return json(answers[Math.min(asked.length - 1, answers.length - 1)]);
      }),
    );
    const { host, root } = await show(P.splitDetail, '?CGO_ID=CGO1', <SplitDetailScreen />);
    const summary = () => host.querySelector('[data-testid="split-summary"]')?.textContent ?? '';
    const first = summary();
    expect(first).toMatch(/1/);
    await frame({ type: 'packing', Id: 7, PKL_STATUS: 5 });
    await settle();
    expect(asked).toEqual(['/api/PackingList/SplitDetail?CGO_ID=CGO1', '/api/PackingList/SplitDetail?CGO_ID=CGO1']);
    expect(summary()).not.toBe(first);
    expect(host.querySelector('[data-code]')).toBeNull();
    // an SI's box changed: the reconciliation compares it, so it reads again too
    await frame({ type: 'si', Id: 3 });
    await settle();
    expect(asked).toHaveLength(3);
    expect(summary()).toBe(first);
    await act(async () => root.unmount());
  });

  it('the log of a packing list shows the event the frame announced', async () => {
    const event = (id: number, zh: string) => ({
      Id: id,
      PackingListId: 7,
      PKL_NO: 'PK2611270001',
      At: '2026-11-27T10:00:00Z',
      By: { zh: '操作员', en: 'Operator' },
      Type: 'DataApproved',
      What: { zh, en: zh },
      Detail: '',
    });
    let approved = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(approved ? [event(2, '数据已审'), event(1, '已提交')] : [event(1, '已提交')])),
    );
    const { host, root } = await show(P.log, '?Id=7', <LogScreen />);
    const rows = () => host.querySelectorAll('[data-testid="packing-log"] tbody tr').length;
    expect(rows()).toBe(1);
    approved = true;
    await frame({ type: 'packing', Id: 7, PKL_STATUS: 5 });
    await settle();
    expect(rows()).toBe(2);
    await act(async () => root.unmount());
  });

  it('the line query and the print sheet read again; an SI frame leaves them be; nothing else of another module', async () => {
    const keys = {
      lines: ['list', '/api/PackingList/DataList', {}, 1, 20],
      sheet: ['packingReports', 'sheet', 7],
      split: ['packingReports', 'split', 'CGO1'],
      events: ['packingReports', 'events', '{"Id":7}'],
      bookings: ['list', '/api/BookingOrder/List', {}, 1, 20],
    };
    const invalidated = () => Object.fromEntries(Object.entries(keys).map(([k, key]) => [k, queryClient.getQueryState(key)?.isInvalidated]));
    for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
    await frame({ type: 'si', Id: 3 });
    await settle(0);
    expect(invalidated()).toEqual({ lines: false, sheet: false, split: true, events: false, bookings: false });
    await frame({ type: 'packing', Id: 7, PKL_STATUS: 5 });
    await settle(0);
    expect(invalidated()).toEqual({ lines: true, sheet: true, split: true, events: true, bookings: false });
  });
});
