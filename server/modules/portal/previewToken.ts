import { createHmac, timingSafeEqual } from 'node:crypto';

/** A staff preview of a site's drafts (§14.4): signed with the site's own secret, valid one hour. */
export const PREVIEW_MS = 60 * 60_000;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function previewToken(companyId: string, secret: string, now = Date.now()): { token: string; expiresAt: Date } {
  const exp = now + PREVIEW_MS;
  const body = `${companyId}.${exp}`;
  return { token: `${body}.${sign(secret, body)}`, expiresAt: new Date(exp) };
}

/** The company a token previews, if it is signed by that site's secret and not expired. */
export function previewCompanyOf(token: string): string | undefined {
  return /^(\d{1,18})\.\d{1,15}\.[\w-]{43}$/.exec(token)?.[1];
}

export function previewValid(token: string, companyId: string, secret: string, now = Date.now()): boolean {
  const [company, exp, sig] = token.split('.');
  if (company !== companyId || !exp || !sig || Number(exp) < now) return false;
  const want = Buffer.from(sign(secret, `${company}.${exp}`));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
