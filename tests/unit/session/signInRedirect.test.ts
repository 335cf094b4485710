import { describe, expect, it } from 'vitest';
import { returnToOf, safeReturnTo, signInHref } from '../../../src/session/signInRedirect';

describe('sign-in redirect', () => {
  it('sends a signed-out person to /?showLogin, or /employeeLogin in employee mode, remembering the page', () => {
    expect(signInHref('userBindEmployee', '/system/menu?x=1')).toBe('/?showLogin&returnTo=%2Fsystem%2Fmenu%3Fx%3D1');
    expect(signInHref(undefined, '/tdManage/siCheck')).toBe('/?showLogin&returnTo=%2FtdManage%2FsiCheck');
    expect(signInHref('employee', '/external/workbench/siSubmit')).toBe('/employeeLogin?returnTo=%2Fexternal%2Fworkbench%2FsiSubmit');
    expect(signInHref('userBindEmployee')).toBe('/?showLogin');
    expect(signInHref('employee', '/')).toBe('/employeeLogin');
  });

  it('returns only to pages of this app', () => {
    for (const evil of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/no/such/page',
      '/internal/404?url=x',
      '',
      null,
    ]) {
      expect(safeReturnTo(evil), String(evil)).toBeUndefined();
    }
    expect(safeReturnTo('/system/menu?id=3#top')).toBe('/system/menu?id=3#top');
    expect(safeReturnTo('/system/menu?showLogin')).toBe('/system/menu');
    expect(returnToOf('?showLogin&returnTo=%2Fsystem%2Fmenu')).toBe('/system/menu');
    expect(returnToOf('?showLogin&returnTo=%2F%2Fevil.example')).toBeUndefined();
  });
});
