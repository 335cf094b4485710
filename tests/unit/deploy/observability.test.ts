import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_DRAIN } from '../../../server/http/shutdown';
import { exposition } from '../../../server/metrics/exposition';
import { JOB_RUN_BUCKETS } from '../../../server/metrics/jobRuns';
import { LATENCY_BUCKETS } from '../../../server/metrics/processMetrics';
import { NO_USAGE } from '../../../server/metrics/processUsage';
import { ENDPOINTS } from '../../../src/contract/endpoints';

/**
 * What an operator deploys beside the server (issue 47): the Prometheus alert rules, the Grafana
 * dashboard, the compose file with PostgreSQL and the reverse proxy. Each is parsed, and every
 * metric and label they name is one the server exports (its exposition with every family present),
 * so a renamed metric fails here, not silently on a dashboard.
 */

/** Every sample name the server writes, with the label names each carries. */
function exported(): Map<string, Set<string>> {
  const text = exposition(
    {
      calls: [{ route: '/api/x', method: 'GET', status: '2xx', buckets: LATENCY_BUCKETS.map(() => 1), count: 1, sum: 0.01 }],
      lag: { p50: 0, p99: 0, max: 0 },
      pool: { total: 1, idle: 1, waiting: 0 },
      usage: NO_USAGE,
      processes: 1,
      jobRuns: [{ kind: 'k', outcome: 'done', buckets: JOB_RUN_BUCKETS.map(() => 1), count: 1, sum: 1 }],
    },
    {
      up: true,
      outboxWaiting: 1,
      outboxOldestSeconds: 1,
      outboxWaitingByChannel: { CARRIER_VGM: 1 },
      jobs: [{ kind: 'k', state: 'dead', count: 1 }],
      jobOldestDueSeconds: 0,
    },
    { version: '1.0.0', commit: 'unknown', node: '20.0.0' },
  );
  const names = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? \S+$/.exec(line);
    if (!m) continue;
    const labels = names.get(m[1]!) ?? new Set<string>();
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_]+)="/g)) labels.add(l[1]!);
    names.set(m[1]!, labels);
  }
  // Prometheus's own: whether the scrape worked, per target
  names.set('up', new Set(['job', 'instance']));
  return names;
}

/** The metric names a PromQL expression reads, and the label names it selects or groups by. */
function readsOf(expr: string): { metrics: string[]; labels: string[] } {
  const noStrings = expr.replace(/"[^"]*"/g, '""');
  const functions = new Set(['sum', 'rate', 'histogram_quantile', 'clamp_min', 'topk', 'by', 'le', 'max', 'min', 'avg', 'count', 'increase']);
  const metrics = [...noStrings.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)]
    .map((m) => m[1]!)
    .filter((n) => !functions.has(n) && (n.startsWith('freight_') || n === 'up'));
  const labels = [
    ...[...noStrings.matchAll(/\{([^}]*)\}/g)].flatMap((m) => [...m[1]!.matchAll(/([a-zA-Z_]+)\s*[=!~]/g)].map((l) => l[1]!)),
    ...[...noStrings.matchAll(/by \(([^)]*)\)/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim())),
  ];
  return { metrics, labels };
}

function expectExported(where: string, expr: string, names: Map<string, Set<string>>) {
  const { metrics, labels } = readsOf(expr);
  expect(metrics.length, `${where}: ${expr} reads no metric`).toBeGreaterThan(0);
  for (const m of metrics) expect(names.has(m), `${where}: ${m} is not a metric the server exports`).toBe(true);
  const known = new Set(metrics.flatMap((m) => [...(names.get(m) ?? [])]));
  for (const l of labels)
    if (l !== 'le' || !metrics.some((m) => m.endsWith('_bucket'))) expect(known.has(l), `${where}: label ${l} is not on ${metrics.join(', ')}`).toBe(true);
}

describe('the operator’s files read the metrics the server exports', () => {
  const names = exported();

  it('finds names and labels in an expression, and would fail a name the server does not export', () => {
    expect(readsOf('sum by (state) (rate(freight_jobs{state="dead"}[5m])) > 0')).toEqual({ metrics: ['freight_jobs'], labels: ['state', 'state'] });
    expect(names.has('freight_no_such_metric')).toBe(false);
    expect(names.get('freight_http_request_duration_seconds_bucket')).toEqual(new Set(['route', 'method', 'status', 'le']));
  });

  it('deploy/prometheus/alerts.yml: every rule has its expression, a duration, a severity and words for the person paged', () => {
    const rules = (parse(readFileSync('deploy/prometheus/alerts.yml', 'utf8')) as { groups: { rules: Record<string, unknown>[] }[] }).groups.flatMap(
      (g) => g.rules,
    );
    expect(rules.length).toBeGreaterThanOrEqual(8);
    const alerts = rules.map((r) => r.alert);
    expect(new Set(alerts).size).toBe(alerts.length);
    for (const r of rules) {
      expect(r.for, String(r.alert)).toMatch(/^\d+[smh]$/);
      expect((r.labels as { severity?: string }).severity, String(r.alert)).toMatch(/^(page|ticket)$/);
      expect((r.annotations as { summary?: string }).summary, String(r.alert)).toBeTruthy();
      expectExported(String(r.alert), String(r.expr), names);
    }
    // what the issue names: the database, errors, dead jobs, the outbox
    for (const m of ['freight_database_up', 'freight_jobs', 'freight_outbox_oldest_waiting_seconds', 'freight_process_resident_memory_bytes'])
      expect(
        rules.some((r) => String(r.expr).includes(m)),
        m,
      ).toBe(true);
  });

  it('deploy/grafana/freight-dashboard.json: every panel’s queries read exported metrics, panels do not overlap', () => {
    const dash = JSON.parse(readFileSync('deploy/grafana/freight-dashboard.json', 'utf8')) as {
      uid: string;
      panels: { id: number; title: string; gridPos: { x: number; y: number; w: number; h: number }; targets: { expr: string }[] }[];
    };
    expect(dash.uid).toBe('freight-platform');
    expect(new Set(dash.panels.map((p) => p.id)).size).toBe(dash.panels.length);
    for (const p of dash.panels) for (const t of p.targets) expectExported(p.title, t.expr, names);
    const cells = new Set<string>();
    for (const p of dash.panels)
      for (let x = p.gridPos.x; x < p.gridPos.x + p.gridPos.w; x++)
        for (let y = p.gridPos.y; y < p.gridPos.y + p.gridPos.h; y++) {
          expect(x < 24, p.title).toBe(true);
          expect(cells.has(`${x},${y}`), `${p.title} overlaps another panel`).toBe(false);
          cells.add(`${x},${y}`);
        }
  });
});

describe('docker-compose.yml and the reverse proxy', () => {
  const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as {
    services: Record<
      string,
      {
        image?: string;
        build?: string;
        depends_on?: unknown;
        environment?: Record<string, string>;
        volumes?: string[];
        stop_grace_period?: string;
        healthcheck?: unknown;
      }
    >;
  };
  const nginx = readFileSync('deploy/nginx/freight.conf', 'utf8');

  it('runs the server on PostgreSQL: the database healthy first, pinned images, no default password', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'proxy']);
    const { app, db, proxy } = compose.services as Required<typeof compose.services>;
    expect(app!.build).toBe('.');
    expect(existsSync('Dockerfile')).toBe(true);
    expect(app!.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(db!.healthcheck).toBeTruthy();
    expect(app!.environment!.DATABASE_URL).toMatch(/^postgres:\/\/freight:\$\{FREIGHT_DB_PASSWORD:\?[^}]+\}@db:5432\/freight$/);
    expect(db!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{FREIGHT_DB_PASSWORD:\?/);
    for (const s of [db!, proxy!]) expect(s.image, 'an exact version, never latest').toMatch(/:\d+\.\d+(\.\d+)?-/);
    // docker stop waits longer than the drain (SHUTDOWN_DRAIN_MS, its default here) before it kills
    const drainS = Number(app!.environment!.SHUTDOWN_DRAIN_MS ?? DEFAULT_DRAIN.drainMs) / 1000;
    expect(Number.parseInt(app!.stop_grace_period!, 10)).toBeGreaterThan(drainS);
    // the proxy's file is the one here
    const mounted = proxy!.volumes!.find((v) => v.includes('nginx'))!.split(':')[0]!;
    expect(existsSync(mounted)).toBe(true);
  });

  it('the proxy passes the live socket with its upgrade, reaches the server on its port, and keeps /metrics in', () => {
    const port = compose.services.app!.environment!.PORT;
    expect(nginx).toContain(`server app:${port};`);
    const ws = new RegExp(`location ${ENDPOINTS.liveSocket.replace(/\//g, '\\/')} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '';
    expect(ws).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(ws).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(ws).toContain('proxy_http_version 1.1;');
    expect(Number(/proxy_read_timeout (\d+)s/.exec(ws)?.[1])).toBeGreaterThanOrEqual(600);
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
    // the server believes the proxy's forwarded address only from the compose network
    expect(compose.services.app!.environment!.TRUST_PROXY).toBeTruthy();
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });
});
