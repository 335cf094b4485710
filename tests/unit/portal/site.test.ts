import { describe, expect, it } from 'vitest';
import { domainProblem, domainsProblem, hostOf, isMainHost, redirectForVariant, VARIANT_HOME, variantOfPath } from '../../../src/domain/portal/site';

describe('a site’s domains (operations.md §14.1)', () => {
  it('takes lower-case valid host names', () => {
    for (const d of ['hztx.localhost', 'www.example.com', 'a-b.example.cn', 'xn--fiqs8s.cn']) expect(domainProblem(d), d).toBeUndefined();
  });

  it('refuses upper case, bad labels, bare names and IP addresses, each with a Code and words', () => {
    expect(domainProblem('HZTX.localhost')?.Code).toBe('DOMAIN_NOT_LOWER_CASE');
    for (const d of ['example', '-a.example.com', 'a-.example.com', 'a..b.com', 'a_b.example.com', '10.0.0.1', 'a b.com', `${'a'.repeat(64)}.com`])
      expect(domainProblem(d)?.Code, d).toBe('DOMAIN_INVALID');
    const p = domainProblem('exa mple.com');
    expect(p?.zh).toMatch(/不是有效的域名/);
    expect(p?.en).toMatch(/not a valid host name/);
  });

  it('never takes a main host or bare localhost, nor a domain twice', () => {
    expect(domainProblem('www.globalfreight.cn')?.Code).toBe('DOMAIN_MAIN_HOST');
    expect(domainsProblem(['localhost'])?.Code).toBe('DOMAIN_LOCALHOST');
    expect(domainsProblem(['a.example.com', 'a.example.com'])?.Code).toBe('DOMAIN_INVALID');
    expect(domainsProblem(['a.example.com', 'b.example.com'])).toBeUndefined();
    expect(domainsProblem([])).toBeUndefined();
  });

  it('takes a main host or an address literal as the platform’s own site, never a company domain', () => {
    for (const h of ['localhost:8080', 'WWW.GLOBALFREIGHT.CN', '192.168.1.10:8080', '[::1]:8080', '[fd00::8]']) expect(isMainHost(h)).toBe(true);
    for (const h of ['hztx.localhost', 'shyd.example.com', '10.0.0.1.example.com', '', undefined]) expect(isMainHost(h)).toBe(false);
  });

  it('reads a request’s host without its port, in lower case', () => {
    expect(hostOf('HZTX.localhost:8080')).toBe('hztx.localhost');
    expect(hostOf(undefined)).toBe('');
  });
});

describe('variants and their routes (operations.md §15.1)', () => {
  it('knows which variant a public path belongs to', () => {
    expect(variantOfPath('/external/MHpage/Home')).toBe('MH');
    expect(variantOfPath('/customer/home')).toBe('CUSTOMER');
    expect(variantOfPath('/external/thome')).toBe('TMH');
    expect(variantOfPath('/external/newsList')).toBe('NEW_MH');
    // every site's pages belong to none
    for (const p of ['/asiawise', '/customer/cargoCenter', '/external/electronic/tracking', '/newsDetail']) expect(variantOfPath(p), p).toBeUndefined();
  });

  it('sends /, /mainPage and another variant’s route to this variant’s home, and leaves the rest', () => {
    expect(redirectForVariant('CUSTOMER', '/')).toBe(VARIANT_HOME.CUSTOMER);
    expect(redirectForVariant('MH', '/mainPage')).toBe('/external/MHpage/Home');
    expect(redirectForVariant('CUSTOMER', '/external/MHpage/about')).toBe('/customer/home');
    expect(redirectForVariant('MH', '/customer/contact')).toBe('/external/MHpage/Home');
    expect(redirectForVariant('MH', '/external/MHpage/ContactUs')).toBeUndefined();
    expect(redirectForVariant('CUSTOMER', '/asiawise')).toBeUndefined();
  });
});
