import { expect } from '@playwright/test';
import { test } from '../support/test';

/**
 * The page the server serves from the real build (`vite build` runs before this suite): module
 * scripts from /assets only, no inline script or handler, so the CSP's `script-src 'self'` holds.
 * (In the API suite this could only be checked when a build happened to exist.)
 */
test('the served index.html has no inline script and no inline event handler', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc="\/assets\//);
    expect(body!.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
});
