import type { Bilingual } from '../../../src/i18n/bilingual';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../../src/contract/envelope';
import { sessionRefusalWords as W } from '../../../src/contract/session/words';
import { LOGIN_ACCESS_TOKEN_HEADER } from '../../../src/contract/endpoints';
import { accessAllows, type Access, type Grants } from '../../../src/contract/access';
import type { MenuNode } from '../../../src/contract/admin';
import { grantsOf } from '../../../src/routes/access';
import { actorMenuTree, loadActor, readActorMenuTree, shareMenuTree, type Actor } from '../access/grants';
import type { Db } from '../../db/types';
import { forbidden, inLanguage } from '../../http/replies';
import { boundEmployees, defaultEmployee } from './accountRepository';
import type { AuthCache, EmployeeEntry } from './authCache';
import { findSessionByHash, openSession, revokeSession, touchSession, type AccountMode, type SessionPolicy, type SessionRow } from './sessionRepository';
import { hashToken } from './tokens';

/**
 * Who may call a route, set per route as `config: { auth }`:
 * public — anyone; session — any live session; user — a signed-in individual user;
 * employee — a session acting as an employee.
 */
export type AuthLevel = 'public' | 'session' | 'user' | 'employee';

export interface AuthContext {
  sessionId: string;
  userId: string | null;
  employeeId: string | null;
  mode: AccountMode;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** The menu path and button this call sits behind (src/contract/access.ts); implies `employee`. */
    access?: Access;
  }
  interface FastifyRequest {
    auth?: AuthContext;
    /** The employee an employee-level call acts as. */
    actor?: Actor;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
}

const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send(fail(message));

/** `message`: the English (the live socket's frame); `words`: both languages, the call's answer says the person's. */
type Refusal = { ok: false; status: 401 | 409; message: string; words: Bilingual };
const refusal_ = (status: 401 | 409, words: Bilingual): Refusal => ({ ok: false, status, message: words.en, words });

/** Why this session row is no live session at `now`, if it is not. */
function refusalOf(session: SessionRow | undefined, policy: SessionPolicy, now: number): Refusal | undefined {
  if (!session || session.revoked_at) return refusal_(401, W.sessionEnded);
  if (session.replaced_at) return refusal_(409, W.signedInElsewhere);
  if (session.expires_at.getTime() <= now || session.last_seen_at.getTime() + policy.idleMs <= now) return refusal_(401, W.sessionExpired);
  return undefined;
}

/**
 * Whether a token is a live session now (the same rule for calls and for the live socket's auth
 * frame): 401 none or ended or expired, 409 replaced by a newer sign-in. A live one is touched
 * (its last_seen_at moved on, at most once a minute).
 *
 * With a cache (calls; authCache.ts) a live session read less than its maximum age ago is not read
 * again: the idle and absolute limits are checked against the kept row, whose last_seen_at moves
 * with each touch. A refusal is never taken from the cache alone: the row is read again first.
 */
export async function liveSession(
  db: Db,
  token: string | undefined,
  policy: SessionPolicy,
  cache?: AuthCache,
): Promise<{ ok: true; session: SessionRow } | Refusal> {
  if (!token) return refusal_(401, W.signInFirst);
  const hash = hashToken(token);
  let session = cache?.session(hash);
  if (session && refusalOf(session, policy, Date.now())) {
    // idle or expired by the kept row: another process may have touched it since, so ask the database
    cache!.dropSession(hash);
    session = undefined;
  }
  if (!session) {
    const mark = cache?.mark();
    const read = await findSessionByHash(db, hash);
    const refused = refusalOf(read, policy, Date.now());
    if (refused) return refused;
    session = read!;
    if (mark) cache!.keepSession(hash, session, mark);
  }
  // last_seen_at only serves the idle limit (hours): a write a minute, not one per call (on
  // PostgreSQL concurrent calls of one session would also queue on that row's lock)
  const now = Date.now();
  if (now - session.last_seen_at.getTime() >= Math.min(TOUCH_EVERY_MS, policy.idleMs / 10)) {
    await touchSession(db, session.id);
    cache?.touched(hash, new Date(now));
  }
  return { ok: true, session };
}

/**
 * An employee's cache entry: kept while fresh, else read (and kept when active). `actor` alone
 * when the employee may not be kept (disabled, or something changed while it was read): the
 * caller goes on with what was read, this once.
 */
async function employeeEntry(db: Db, cache: AuthCache, employeeId: string): Promise<{ entry?: EmployeeEntry; actor: Actor } | undefined> {
  const entry = cache.employee(employeeId);
  if (entry) return { entry, actor: entry.actor };
  const mark = cache.mark();
  const read = await loadActor(db, employeeId);
  if (!read) return undefined;
  return { entry: cache.keepEmployee(read, mark), actor: read };
}

/**
 * The employee a call acts as. Each call gets an actor object of its own (per-call memos key on
 * it, grants.ts), sharing the entry's menu tree, which is read once per entry.
 */
async function actorOf(db: Db, cache: AuthCache, employeeId: string): Promise<Actor | undefined> {
  const found = await employeeEntry(db, cache, employeeId);
  if (!found?.entry) return found?.actor;
  return actorFromEntry(db, cache, found.entry);
}

/** A call's own actor object from a kept entry, sharing the entry's menu tree. */
function actorFromEntry(db: Db, cache: AuthCache, kept: EmployeeEntry): Actor {
  const actor = { ...kept.actor };
  shareMenuTree(actor, () => cache.treeOf(kept, () => readActorMenuTree(db, kept.actor)));
  return actor;
}

/**
 * A value derived from an employee (AuthCache.derived), read once per cache entry; undefined when
 * there is no such employee. Every change that alters it must forget the employee.
 */
export async function employeeDerived<T>(
  db: Db,
  cache: AuthCache,
  employeeId: string,
  key: string,
  read: (actor: Actor) => Promise<T>,
): Promise<T | undefined> {
  const found = await employeeEntry(db, cache, employeeId);
  if (!found) return undefined;
  const { entry, actor } = found;
  return entry ? cache.derived(entry, key, () => read(entry.actor)) : read(actor);
}

/** A value employeeDerived has already read for a kept employee, or undefined (then ask employeeDerived). */
export function employeeDerivedNow<T>(cache: AuthCache, employeeId: string, key: string): T | undefined {
  const entry = cache.employee(employeeId);
  return entry ? cache.derivedNow<T>(entry, key) : undefined;
}

const TOUCH_EVERY_MS = 60_000;

/**
 * On a public call, the employee its bearer token acts as, when it carries a live employee session
 * and the employee is active; undefined otherwise (no token, a dead session, a user-level one):
 * never a refusal, the call answers what anyone may see.
 */
export async function optionalActor(app: FastifyInstance, db: Db, policy: SessionPolicy, request: FastifyRequest): Promise<Actor | undefined> {
  const token = bearer(request);
  if (!token) return undefined;
  const checked = await liveSession(db, token, policy, app.authCache);
  if (!checked.ok || !checked.session.employee_id) return undefined;
  const actor = await actorOf(db, app.authCache, String(checked.session.employee_id));
  return actor?.status === 'active' ? actor : undefined;
}

/**
 * One hook decides every call's HTTP meaning (DESIGN §4): 401 no or dead session; 409 this
 * session was replaced by a newer sign-in of the same employee account; 403 with a
 * login-access-token header when a user-level session calls an employee call and a default
 * employee can be assigned; plain 403 when not allowed.
 */
export function installAuth(app: FastifyInstance, db: Db, policy: SessionPolicy, cache: AuthCache): void {
  app.decorateRequest('auth', undefined);
  app.decorateRequest('actor', undefined);
  // a callback hook: a call whose session and employee are kept passes without a promise (issue 47's
  // hot path); anything else — a read, a touch, a refusal — goes the whole way
  app.addHook('preHandler', (request, reply, done) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    const level = access ? 'employee' : (config?.auth ?? 'public');
    if (level === 'public' || passesFromCache(db, request, level, access, policy, cache)) return done();
    check(request, reply, level, access).then(() => {
      if (!reply.sent) done();
    }, done);
  });

  async function check(request: FastifyRequest, reply: FastifyReply, level: Exclude<AuthLevel, 'public'>, access: Access | undefined) {
    const checked = await liveSession(db, bearer(request), policy, cache);
    if (!checked.ok) return refuse(reply, checked.status, inLanguage(reply, checked.words.en, checked.words.zh));
    const session = checked.session;
    request.auth = { sessionId: session.id, userId: session.user_id, employeeId: session.employee_id, mode: session.mode };

    if (level === 'user' && !session.user_id) return forbidden(reply, W.usersOnly.en, W.usersOnly.zh);
    if (level === 'employee' && !session.employee_id) {
      const chosen = session.user_id ? defaultEmployee(await boundEmployees(db, session.user_id)) : undefined;
      if (!chosen) return forbidden(reply, W.chooseCompany.en, W.chooseCompany.zh);
      const scoped = await openSession(db, { userId: session.user_id, employeeId: chosen.id, mode: session.mode }, policy);
      await revokeSession(db, session.id);
      await app.liveHub.end({ sessionIds: scoped.replaced }, 'replaced');
      await app.liveHub.end({ sessionIds: [session.id] }, 'renewed');
      reply.header(LOGIN_ACCESS_TOKEN_HEADER, scoped.token);
      return forbidden(reply, W.takeNewToken.en, W.takeNewToken.zh);
    }
    if (level === 'employee') {
      const actor = await actorOf(db, cache, String(session.employee_id));
      if (actor?.status !== 'active') return forbidden(reply, W.accountDisabled.en, W.accountDisabled.zh);
      request.actor = actor;
      if (access) {
        const denied = await refusal(db, actor, access);
        if (denied) return forbidden(reply, denied.en, denied.zh);
      }
    }
  }
}

/**
 * The checks of `check` (installAuth) made from the auth cache alone, without a promise: true when
 * the session is kept, live and needs no touch, and for an employee call the employee is kept and
 * active with its menu tree already read and allowing the call — then `request.auth` and
 * `request.actor` are set as `check` sets them. False when anything is to be read, written or
 * refused: `check` then does it all.
 */
function passesFromCache(db: Db, request: FastifyRequest, level: AuthLevel, access: Access | undefined, policy: SessionPolicy, cache: AuthCache): boolean {
  const token = bearer(request);
  const session = token ? cache.session(hashToken(token)) : undefined;
  const now = Date.now();
  if (!session || refusalOf(session, policy, now) || now - session.last_seen_at.getTime() >= Math.min(TOUCH_EVERY_MS, policy.idleMs / 10)) return false;
  if (level === 'user' && !session.user_id) return false;
  let actor: Actor | undefined;
  if (level === 'employee') {
    const entry = session.employee_id ? cache.employee(session.employee_id) : undefined;
    if (entry?.actor.status !== 'active') return false;
    const tree = access ? cache.derivedNow<MenuNode[]>(entry, 'menuTree') : undefined;
    if (access && (!tree || sideRefusal(entry.actor, access) || menuRefusal(entry.actor, access, tree))) return false;
    actor = actorFromEntry(db, cache, entry);
  }
  request.auth = { sessionId: session.id, userId: session.user_id, employeeId: session.employee_id, mode: session.mode };
  if (actor) request.actor = actor;
  return true;
}

/**
 * The grants of a menu tree, worked out once per tree: a kept tree (the auth cache's, dropped on any
 * access change) is the same object call after call, and walking it on every call behind access was
 * a good part of a short call's time (issue 47). A tree read afresh is a new object: read afresh.
 */
const grantsOfTree = new WeakMap<readonly MenuNode[], Grants>();
function treeGrants(tree: readonly MenuNode[]): Grants {
  let grants = grantsOfTree.get(tree);
  if (!grants) {
    grants = grantsOf(tree);
    grantsOfTree.set(tree, grants);
  }
  return grants;
}

/** Why this employee may not make a call behind `access`, in both languages, or undefined when they may. */
export async function refusal(db: Db, actor: Actor, access: Access): Promise<Bilingual | undefined> {
  return sideRefusal(actor, access) ?? menuRefusal(actor, access, await actorMenuTree(db, actor));
}

/** The refusal of a call for one side only (platform, sellers, buyers) to an employee of another side. */
function sideRefusal(actor: Actor, access: Access): Bilingual | undefined {
  if (access.platformOnly && actor.companyKind !== 'platform') return { en: 'This call is for platform staff only.', zh: '此操作仅限平台员工。' };
  if (access.sellersOnly && actor.companyKind === 'customer')
    return { en: 'This call is for the platform and providers only.', zh: '此操作仅限平台和供应商。' };
  if (access.buyersOnly && actor.companyKind === 'provider') return { en: 'This call is for the platform and customers only.', zh: '此操作仅限平台和客户。' };
  return undefined;
}

/** The refusal of a call whose menu or button the employee's menu tree lacks. */
function menuRefusal(actor: Actor, access: Access, tree: readonly MenuNode[]): Bilingual | undefined {
  if (accessAllows(access, actor.companyKind, treeGrants(tree))) return undefined;
  const where = access.menus.join(' or ');
  const whereZh = access.menus.join(' 或 ');
  return access.button
    ? {
        en: `You do not have permission for this: it needs the "${access.button}" button on ${where}. Ask your admin for it.`,
        zh: `您没有此权限：需要 ${whereZh} 上的“${access.button}”按钮。请向管理员申请。`,
      }
    : {
        en: `You do not have permission for this: it needs the menu ${where}. Ask your admin for it.`,
        zh: `您没有此权限：需要菜单 ${whereZh}。请向管理员申请。`,
      };
}
