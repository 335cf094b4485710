// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import MessageListScreen, { messageExportPath } from '../../../src/features/messages/MessageListScreen';
import { findRoute } from '../../../src/routes';
import { RouteContext } from '../../../src/ui/routeContext';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const settle = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('my messages export to Excel, as every list does', () => {
  it('the export takes the filters the list shows', () => {
    expect(messageExportPath({ Read: 'unread', Title: ' 台风 ', Scope: '', SenderName: '' })).toBe(
      `/api/Message/List/Export?Read=unread&Title=${encodeURIComponent('台风')}`,
    );
    expect(messageExportPath({})).toBe('/api/Message/List/Export');
  });

  it('a button exports what is listed: the same filters go to the list and to its export', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        if (url.includes('/Export')) {
          return new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-disposition': "attachment; filename*=UTF-8''messages-2026.xlsx" } });
        }
        return json({ Status: true, Data: { Items: [], Total: 0 } });
      }),
    );
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => {};
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/system/message']}>
            <RouteContext.Provider value={findRoute('/system/message')!}>
              <MessageListScreen />
            </RouteContext.Provider>
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    const state = host.querySelector<HTMLSelectElement>('select[aria-label="状态"]')!;
    await act(async () => {
      state.value = 'unread';
      state.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle(400);
    expect(urls.some((u) => u.startsWith('/api/Message/List?') && u.includes('Read=unread'))).toBe(true);
    const exportButton = [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('导出 Excel'));
    expect(exportButton).toBeDefined();
    await act(async () => exportButton!.click());
    await settle(50);
    expect(urls.filter((u) => u.includes('/Export'))).toEqual(['/api/Message/List/Export?Read=unread']);
    await act(async () => root.unmount());
  });
});
