/**
 * The three main-site host names (spec §9): they show the platform itself; any other host is a
 * company's own site, resolved with ShowPointTo.
 */
export const MAIN_SITE_HOSTS: readonly string[] = ['localhost', '127.0.0.1', 'www.globalfreight.cn'];

/** Request header: the site a browser request came from (spec §7 portal key). */
export const PORTAL_KEY_HEADER = 'portal-key';
/** Answer header of a 403: a new, employee-scoped token to take (spec §8). */
export const LOGIN_ACCESS_TOKEN_HEADER = 'login-access-token';

/** Every browser request says which client version it is (spec §7: web-version 1). */
export const WEB_VERSION = '1';
