import { setting } from '../../settings/read';

/**
 * An OAuth2 authorisation-code provider, behind one interface so the social messaging app's
 * sign-in, a test double or another provider plug in the same way.
 */
export interface OAuthProvider {
  readonly id: string;
  authorizeUrl(state: string, redirectUri: string): string;
  /** Exchanges the callback's code for the person's stable id there (and a display name). */
  exchange(code: string, redirectUri: string): Promise<{ subject: string; name?: string }>;
}

export interface OAuth2Settings {
  id: string;
  clientId: string;
  clientSecret: string;
  authorizeEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint: string;
  scope: string;
}

/** The standard flow: redirect, POST the code to the token endpoint, read the user info. */
export function oauth2Provider(s: OAuth2Settings): OAuthProvider {
  return {
    id: s.id,
    authorizeUrl(state, redirectUri) {
      const url = new URL(s.authorizeEndpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: s.clientId,
        appid: s.clientId,
        redirect_uri: redirectUri,
        scope: s.scope,
        state,
      }).toString();
      return url.toString();
    },
    async exchange(code, redirectUri) {
      const tokenRes = await fetch(s.tokenEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: s.clientId, client_secret: s.clientSecret }),
      });
      if (!tokenRes.ok) throw new Error(`token endpoint answered ${tokenRes.status}`);
      const token = (await tokenRes.json()) as { access_token?: string; openid?: string };
      if (!token.access_token) throw new Error('token endpoint gave no access token');
      const infoRes = await fetch(s.userInfoEndpoint, { headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' } });
      if (!infoRes.ok) throw new Error(`user info endpoint answered ${infoRes.status}`);
      const info = (await infoRes.json()) as { sub?: string; openid?: string; unionid?: string; name?: string; nickname?: string };
      const subject = info.unionid ?? info.openid ?? info.sub ?? token.openid;
      if (!subject) throw new Error('user info has no subject');
      return { subject, name: info.nickname ?? info.name };
    },
  };
}

/** The social app's provider from the environment, or none (then /wxLogin says it is not configured). */
export function wxProviderFromEnv(env = process.env): OAuthProvider | undefined {
  const clientId = setting(env, 'WX_APP_ID');
  const clientSecret = setting(env, 'WX_APP_SECRET');
  if (!clientId || !clientSecret) return undefined;
  return oauth2Provider({
    id: 'wx',
    clientId,
    clientSecret,
    authorizeEndpoint: setting(env, 'WX_AUTHORIZE_URL'),
    tokenEndpoint: setting(env, 'WX_TOKEN_URL'),
    userInfoEndpoint: setting(env, 'WX_USERINFO_URL'),
    scope: setting(env, 'WX_SCOPE'),
  });
}
