// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QuickSailing } from '../../../src/contract/booking/quickCalls';
import { SailingPick } from '../../../src/features/readySpace/SailingPick';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const SAILING: QuickSailing = {
  CallId: 7,
  CarrierCode: 'COSU',
  CarrierName: '中远海运',
  Service: 'AEU3',
  Vessel: 'COSCO SHIPPING ARIES',
  Voyage: '031W',
  PolCode: 'CNSHA',
  PodCode: 'NLRTM',
  PolZone: 'Asia/Shanghai',
  Etd: '2030-01-10T02:00:00Z',
  Eta: '2030-02-12T02:00:00Z',
  TransitDays: 33,
  CutOffs: [
    { Code: 'DCO', DateTime: '2030-01-08T04:00:00Z' },
    { Code: 'FCO', DateTime: '2030-01-09T04:00:00Z' },
  ],
  BookingOpenAt: null,
  Standing: 'OPEN',
  OnlineBookable: true,
  BestRateId: null,
};

/** The publish form's sailing list (issue 32) heads every column in the person's language: no bare DCO / FCO in the Chinese UI. */
describe('the ready-space sailing picker', () => {
  it('heads its columns in Chinese, the cut-offs named as the quick booking page names them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ Status: true, Data: [SAILING] }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () =>
      createRoot(host).render(
        <QueryClientProvider client={new QueryClient()}>
          <SailingPick pol="CNSHA" pod="NLRTM" carrier="" picked={null} onPick={() => {}} />
        </QueryClientProvider>,
      ),
    );
    await act(() => new Promise((r) => setTimeout(r, 20)));
    const heads = [...host.querySelectorAll('th')].map((th) => th.textContent ?? '').filter(Boolean);
    expect(heads).toContain('截单（DCO）');
    expect(heads).toContain('截港（FCO）');
    expect(heads.filter((h) => !/[\u4e00-\u9fff]/.test(h))).toEqual([]);
  });
});
