import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMainSite, portalKey, resolveSiteOwner } from '../../../src/streams/site';

afterEach(() => vi.unstubAllGlobals());

describe('site owner (ShowPointTo)', () => {
  it('skips the three main hosts', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    for (const host of ['localhost', '127.0.0.1', 'WWW.globalfreight.cn']) {
      expect(isMainSite(host)).toBe(true);
      await resolveSiteOwner(host);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('skips an address literal: the deployment reached by its address is the main site, never "not set up"', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    for (const host of ['192.168.1.10', '[::1]', '[fd00::8]']) {
      expect(isMainSite(host)).toBe(true);
      await resolveSiteOwner(host);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(isMainSite('10.0.0.1.example.com')).toBe(false);
  });

  it('asks for any other host and sends the owner as the portal key', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ Status: true, Data: { CompanyId: 42, CompanyName: '天祥', Logo: null } })));
    vi.stubGlobal('fetch', fetchSpy);
    await resolveSiteOwner('hztx.example.com');
    expect(fetchSpy).toHaveBeenCalledWith('/api/WxAppWebsite/ShowPointTo?DomainName=hztx.example.com', expect.anything());
    expect(portalKey()).toBe('42');
  });
});
