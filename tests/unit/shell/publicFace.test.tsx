// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clientRegistry } from '../../../src/app/registry';
import HomeScreen from '../../../src/features/home/HomeScreen';
import type { LayoutKind } from '../../../src/routes/types';
import { LAYOUT_COMPONENTS } from '../../../src/shell/layouts/layouts';
import { portalLinks } from '../../../src/shell/layouts/PortalFrame';
import { contactPath } from '../../../src/shell/layouts/SiteContact';
import { ShellModulesContext } from '../../../src/shell/shellModules';
import { installBuiltRoutes } from '../../../src/ui/builtRoutes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const CONTACT = {
  CompanyName: '环球货代平台运营中心',
  CompanyNameEn: 'Global Freight',
  Phone: '021-6888 0000',
  Email: 'ops@globalfreight.cn',
  Address: '上海市浦东新区世纪大道100号',
};
const PORTALS: LayoutKind[] = ['external', 'mh', 'newMh', 'tmh', 'customer'];
const built = (path: string) => !!clientRegistry.screenFor(path);

/** Renders a public page in its layout, as the app does, and answers the contact call. */
async function render(layout: LayoutKind, at: string, page = <p>page</p>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.startsWith('/api/WxAppWebsite/Contact') ? json({ Status: true, Data: CONTACT }) : json({ Status: true, Data: null }))),
  );
  const Layout = LAYOUT_COMPONENTS[layout];
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () =>
    createRoot(host).render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[at]}>
          <ShellModulesContext.Provider value={clientRegistry}>
            <Layout>{page}</Layout>
          </ShellModulesContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await act(() => new Promise((r) => setTimeout(r, 20)));
  return host;
}

/**
 * The public face until its issue comes (issue 32): a visitor found no way to contact anyone, and
 * 10 of 13 top links on / led to "not built yet". Public navigation offers built pages only, and
 * every public page shows the operator's contact details.
 */
describe('the public face', () => {
  it('offers in every public site header only pages that are built (derived from the route table and the screens)', () => {
    for (const layout of PORTALS) for (const r of portalLinks(layout, clientRegistry.screenFor)) expect(built(r.path), `${layout}: ${r.path}`).toBe(true);
    // the main site still offers what works: the quick search and the electronic rates and schedules
    expect(portalLinks('external', clientRegistry.screenFor).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/QuickSearch', '/external/electronic/rates', '/external/electronic/schedules']),
    );
    // a route without its screen is left out (issue 49 built nearly every public page: the filter is shown on one taken away)
    const without = (path: string) => (p: string) => (p === path ? undefined : clientRegistry.screenFor(p));
    expect(portalLinks('external', without('/external/electronic/rates')).map((r) => r.path)).not.toContain('/external/electronic/rates');
  });

  it('links the header of / to built pages only, and its brand home to a built page', async () => {
    const host = await render('external', '/');
    const hrefs = [...host.querySelectorAll<HTMLAnchorElement>('header a')].map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(built(href), href).toBe(true);
    const customer = await render('customer', '/customer/freightCenter');
    for (const a of customer.querySelectorAll<HTMLAnchorElement>('header a')) expect(built(a.getAttribute('href')!), a.getAttribute('href')!).toBe(true);
  });

  it("shows the operator's phone, e-mail and address on every public page", async () => {
    for (const layout of [...PORTALS, 'form' as const]) {
      const host = await render(layout, '/');
      const contact = host.querySelector('[data-testid="site-contact"]');
      expect(contact?.textContent, layout).toContain('021-6888 0000');
      expect(contact?.textContent).toContain('ops@globalfreight.cn');
      expect(contact?.textContent).toContain('上海市浦东新区世纪大道100号');
      expect(contact?.querySelector('a[href="tel:02168880000"]')).not.toBeNull();
      document.body.innerHTML = '';
    }
    // the main sites ask for the platform's record, a company's own site for its owner's
    expect(contactPath('localhost')).toBe('/api/WxAppWebsite/Contact');
    expect(contactPath('hztx.localhost')).toBe('/api/WxAppWebsite/Contact?DomainName=hztx.localhost');
  });

  it('sends a visitor of the home page to built pages only', async () => {
    installBuiltRoutes(built);
    const host = await render('external', '/', <HomeScreen />);
    const hrefs = [...host.querySelectorAll<HTMLAnchorElement>('main a')].map((a) => a.getAttribute('href')!);
    for (const href of hrefs) expect(built(href), href).toBe(true);
    // the buttons name no page that is not built (the customer portal's home: built with the portal module, issue 49)
    expect([...host.querySelectorAll('main button')].map((b) => b.textContent).includes('客户门户')).toBe(built('/customer/home'));
  });
});
