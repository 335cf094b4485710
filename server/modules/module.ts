import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/types';
import type { LiveHub } from '../live/hub';
import type { SessionPolicy } from './auth/sessionRepository';
import type { OAuthProvider } from './wx/provider';

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
  routes(app: FastifyInstance, deps: ModuleDeps): void | Promise<void>;
  /** Seed steps, in the order they run; modules' steps run in registry order. */
  seed?: readonly SeedStep[];
}

/** The registry's rules: module names are unique, and so are seed step names across all modules. */
export function checkModules(modules: readonly ServerModule[]): readonly ServerModule[] {
  const twice = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);
  const modulesTwice = twice(modules.map((m) => m.name));
  if (modulesTwice.length) throw new Error(`Two server modules are named ${modulesTwice.join(', ')}`);
  const stepsTwice = twice(modules.flatMap((m) => (m.seed ?? []).map((s) => s.name)));
  if (stepsTwice.length) throw new Error(`Two seed steps are named ${stepsTwice.join(', ')}: a database would run only the first`);
  return modules;
}

/** Every seed step of the modules, in registry order. */
export const seedSteps = (modules: readonly ServerModule[]): SeedStep[] => modules.flatMap((m) => [...(m.seed ?? [])]);
