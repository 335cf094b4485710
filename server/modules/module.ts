import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/types';
import type { LiveHub } from '../live/hub';
import type { SessionPolicy } from '../platform/auth/sessionRepository';
import type { OAuthProvider } from './wx/public';
import type { Access } from '../../src/contract/access';
import type { StartCardFigures } from '../../src/contract/startPage/calls';
import type { OpenException } from '../../src/contract/controlTower/calls';
import type { Severity } from '../../src/contract/controlTower/codes';
import type { ActorRole } from '../../src/contract/controlTower/roles';
import type { Bilingual } from '../../src/i18n/bilingual';
import type { ExceptionScope } from '../platform/tower/rules';
import type { Actor } from '../platform/access/grants';
import type { JobKind, RoundSource } from '../jobs/types';

/** What `buildApp` hands every module: the shared services a module's routes may need. */
export interface ModuleDeps {
  db: Db;
  /** The live socket's hub: a module that changes what others see publishes through it. */
  hub: LiveHub;
  /** Session lifetimes and the one-session-per-employee rule. */
  policy: SessionPolicy;
  /** Sign-in through the social messaging app; none means it is not configured. */
  wxProvider?: OAuthProvider;
  /** Where people reach this server (OAuth callbacks are built from it, never from Host). */
  publicUrl: string;
  /** Every module's start-page cards, in the registry's order (the start page's one call reads them). */
  startCards: readonly StartCardSource[];
  /** Every module's exception rules and work queues (the control tower and the work center read them). */
  exceptionRules: readonly ExceptionRule[];
  workQueues: readonly WorkQueue[];
}

/**
 * One exception rule of the control tower (operations.md §12.1), as its module declares it: the
 * code (unique over all modules), how bad, who acts, the access of the page its action opens (a
 * person sees the rule's exceptions only when they hold it, as with start cards), and the open
 * exceptions computed now from the module's facts (SQL in the module's repository). Computed on
 * every read, never stored.
 */
export interface ExceptionRule {
  code: string;
  severity: Severity;
  who: readonly ActorRole[];
  access: Access;
  open(q: Queryable, scope: ExceptionScope): Promise<OpenException[]>;
}

/**
 * One queue of the work center (operations.md §12.3), as its module declares it: an id (unique over
 * all modules; the `queue` frame names it), its name in words, the menu whose holders work it, how
 * many wait and since when, and the page of the next item.
 */
export interface WorkQueue {
  id: string;
  name: Bilingual;
  access: Access;
  /** The queue's own page (where a person works it). */
  path: string;
  count(q: Queryable, actor: Actor): Promise<{ Count: number; Oldest: string | null }>;
  /** The next item's page (oldest first), or null when none waits. */
  next(q: Queryable, actor: Actor): Promise<string | null>;
}

/**
 * One card of the start pages (DESIGN §7), as its module declares it: the menu (and button) whose
 * holders see it — the page the card leads to — and how its figures are counted, for the person's
 * own company. The browser's module declares how the card reads under the same id.
 */
export interface StartCardSource {
  /** `<module>.<card>`: unique over all modules. */
  id: string;
  access: Access;
  figures(q: Queryable, actor: Actor): Promise<StartCardFigures>;
}

/**
 * A named piece of seed data, applied once per database (server/db/seed.ts records it in seed_runs).
 * The name is the record: never rename a step that has shipped, add a new one (`-v2`) instead.
 */
export interface SeedStep {
  name: string;
  run(tx: Queryable): Promise<void>;
}

/**
 * One business module of the server, declared once in its folder's index.ts and listed once in
 * server/modules/index.ts. `routes` runs inside its own encapsulated Fastify plugin: hooks it adds
 * stay its own, while the app-wide ones (auth, error handling, the route table) reach it.
 */
export interface ServerModule {
  name: string;
  /**
   * The tables it owns: only its own SQL reads or writes them; other modules read them through its
   * public.ts (issue 46). Every table the migrations create has exactly one owner, a module here or
   * the platform (server/platform/tables.ts); tests/unit/platform/tableOwnership.test.ts holds it.
   */
  tables: readonly string[];
  /**
   * The views it publishes: its read contract for other modules' SQL, where a list must join, filter
   * or sort on its data (a company's name in another module's list). Each selects only from this
   * module's own tables and only the columns it means to publish (never a password hash); other
   * modules read it, never write it, and the owner may change its tables behind it. Created by the
   * migrations; tests/unit/platform/tableOwnership.test.ts holds all of it.
   */
  views?: readonly string[];
  routes(app: FastifyInstance, deps: ModuleDeps): void | Promise<void>;
  /** Seed steps, in the order they run. */
  seed?: readonly SeedStep[];
  /**
   * The modules whose seed steps must run before this one's: the rows this module's seed refers to
   * (accounts live in companies, roles grant menus). The registry is unordered; this is the order.
   */
  seedsAfter?: readonly string[];
  /**
   * The latest migration (its version number) the module's seed steps need: a database migrated only
   * part of the way (a migration's own test: seedOlderSchema in tests/api/support/build.ts) leaves
   * them for the full migration. None: they run on any schema.
   */
  seedNeedsMigration?: number;
  /** The cards this module adds to people's start pages. */
  startCards?: readonly StartCardSource[];
  /** Its control-tower exception rules (the registry collects them; codes unique over all modules). */
  exceptions?: readonly ExceptionRule[];
  /** Its work-center queues (ids unique over all modules). */
  queues?: readonly WorkQueue[];
  /** Its timed rounds: each runs once per period across all server processes (server/jobs/). */
  rounds?: readonly RoundSource[];
  /** The kinds of background job it enqueues and runs (server/jobs/). */
  jobs?: readonly JobKind<never>[];
}

/** The registry's rules: module names are unique, and so are seed step names across all modules. */
export function checkModules(modules: readonly ServerModule[]): readonly ServerModule[] {
  const twice = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);
  const modulesTwice = twice(modules.map((m) => m.name));
  if (modulesTwice.length) throw new Error(`Two server modules are named ${modulesTwice.join(', ')}`);
  const stepsTwice = twice(modules.flatMap((m) => (m.seed ?? []).map((s) => s.name)));
  if (stepsTwice.length) throw new Error(`Two seed steps are named ${stepsTwice.join(', ')}: a database would run only the first`);
  const cardsTwice = twice(modules.flatMap((m) => (m.startCards ?? []).map((c) => c.id)));
  if (cardsTwice.length) throw new Error(`Two start-page cards are named ${cardsTwice.join(', ')}`);
  const codesTwice = twice(modules.flatMap((m) => (m.exceptions ?? []).map((r) => r.code)));
  if (codesTwice.length) throw new Error(`Two exception rules have the code ${codesTwice.join(', ')}`);
  const queuesTwice = twice(modules.flatMap((m) => (m.queues ?? []).map((r) => r.id)));
  if (queuesTwice.length) throw new Error(`Two work queues are named ${queuesTwice.join(', ')}`);
  const roundsTwice = twice(modules.flatMap((m) => [...(m.rounds ?? []).map((r) => r.name), ...(m.jobs ?? []).map((j) => j.kind)]));
  if (roundsTwice.length) throw new Error(`Two rounds or job kinds are named ${roundsTwice.join(', ')}`);
  return modules;
}

/**
 * The modules in seed order: each after the modules it names in `seedsAfter`, ties by name, so the
 * order is the same on every machine. A name that is no module, or a loop, throws at load.
 */
export function orderModules(modules: readonly ServerModule[]): readonly ServerModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  for (const m of modules) {
    for (const d of m.seedsAfter ?? []) if (!byName.has(d)) throw new Error(`The server module ${m.name} seeds after ${d}, which is no module`);
  }
  const placed = new Set<string>();
  const out: ServerModule[] = [];
  const waiting = [...modules].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  while (waiting.length) {
    const next = waiting.findIndex((m) => (m.seedsAfter ?? []).every((d) => placed.has(d)));
    if (next < 0) throw new Error(`The server modules ${waiting.map((m) => m.name).join(', ')} seed after each other in a loop`);
    const [m] = waiting.splice(next, 1) as [ServerModule];
    placed.add(m.name);
    out.push(m);
  }
  return out;
}

/** Every seed step of the modules, in the order given (SERVER_MODULES is already in seed order). */
export const seedSteps = (modules: readonly ServerModule[]): SeedStep[] => modules.flatMap((m) => [...(m.seed ?? [])]);
