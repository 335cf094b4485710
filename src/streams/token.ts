/**
 * The session token (spec §9): kept in localStorage under one fixed key, also read from
 * sessionStorage (a "do not remember me" sign-in, or an older tab).
 */
export const TOKEN_KEY = 'freight.token';

const stores = (): Storage[] => {
  const list: Storage[] = [];
  try {
    list.push(localStorage, sessionStorage);
  } catch {
    // storage disabled: no token survives a reload
  }
  return list;
};

export function readToken(): string | undefined {
  for (const s of stores()) {
    const t = s.getItem(TOKEN_KEY);
    if (t) return t;
  }
  return undefined;
}

export function storeToken(token: string): void {
  stores()[0]?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  for (const s of stores()) s.removeItem(TOKEN_KEY);
}

/** The account mode of the stored token, so a dead session still knows where sign-in is (spec §8). */
export const ACCOUNT_MODE_KEY = 'freight.accountMode';

export function readAccountMode(): 'userBindEmployee' | 'employee' | undefined {
  for (const s of stores()) {
    const m = s.getItem(ACCOUNT_MODE_KEY);
    if (m === 'employee' || m === 'userBindEmployee') return m;
  }
  return undefined;
}

export function storeAccountMode(mode: 'userBindEmployee' | 'employee'): void {
  stores()[0]?.setItem(ACCOUNT_MODE_KEY, mode);
}
