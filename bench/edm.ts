// The campaigns' bench (docs/modules/edm.md): a 10,000-recipient campaign through the sending round,
// throttled (per sender an hour, per domain a minute, a batch a round), queued through the e-mail
// channel and delivered over SMTP to the local simulator — against sending the same messages with
// the bare transport (nodemailer straight to the same simulator) in the same run. Checks none is
// lost and none twice (the simulator's mailbox, one row per Message-ID, by recipient).
// `npx tsx bench/edm.ts --recipients 10000` (or EDM_BENCH_RECIPIENTS; 10,000 without either).
import { pathToFileURL } from 'node:url';
import { createTransport } from 'nodemailer';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/types';
import { runMailChannel } from '../server/modules/mail/channel';
import { mailChannelAdapter, runningSimulator } from '../server/modules/mail/state';
import { MAIL_SEND_BATCH, smtpOptions } from '../server/modules/mail/transport';
import { tokenKey } from '../server/modules/edm/tokens';
import { publicUrlFromEnv } from '../server/http/publicUrl';
import { runEdmRound } from '../server/modules/edm/useCases/sendRound';
import { fixtureDist } from '../tests/api/support/build';
import { prepareDatabase, round } from './serverProcess';

export interface EdmBenchResult {
  recipients: number;
  campaignMs: number;
  bareMs: number;
  campaignPerSecond: number;
  barePerSecond: number;
  ratio: number;
  received: number;
  lost: number;
  twice: number;
  bareReceived: number;
}

async function fill(db: Db, n: number) {
  await db.query(
    `with p as (select id from company_directory where code = 'PLATFORM'),
          pool as (select id from crm_pools where owner_company_id = (select id from p) order by id limit 1),
          k as (insert into crm_customers (owner_company_id, name, name_key, kind, source_code, pool_id)
                select (select id from p), '压测客户 ' || g, 'bench-' || g, 'SHIPPER', 'EXPO', (select id from pool) from generate_series(1, 10) g returning id)
     insert into crm_contacts (customer_id, name, email, email_key, email_consent, email_consent_at, email_consent_source)
     select (select id from k order by id offset (g % 10) limit 1), '压测联系人 ' || g, 'r' || g || '@d' || (g % 25) || '.example.com',
            'r' || g || '@d' || (g % 25) || '.example.com', true, now(), 'bench'
       from generate_series(1, $1::int) g`,
    [n],
  );
  await db.query(
    `insert into edm_audiences (owner_company_id, name, kind, contact_ids)
     select id, '压测名单', 'LIST', (select array_agg(id) from crm_contacts where email_consent_source = 'bench') from company_directory where code = 'PLATFORM'`,
  );
  await db.query(
    `insert into edm_campaigns (owner_company_id, name, subject, sender_id, audience_ids, blocks, rate_selection, links, send_at, status, created_by)
     select c.owner_company_id, '压测活动', '压测运价', c.sender_id, array[(select id from edm_audiences where name = '压测名单')], c.blocks, c.rate_selection, c.links,
            now(), 'SCHEDULED', c.created_by
       from edm_campaigns c where c.status in ('SCHEDULED', 'FINISHED') order by c.id limit 1`,
  );
  // the demo's own campaign is left out of the figure
  await db.query(`update edm_campaigns set status = 'CANCELLED' where name <> '压测活动' and status = 'SCHEDULED'`);
}

export async function edmBench(opts: { recipients: number; log?: (l: string) => void }): Promise<EdmBenchResult> {
  const env = {
    ...process.env,
    EDM_SEND_PER_HOUR: String(opts.recipients * 2),
    EDM_SEND_PER_DOMAIN_PER_MINUTE: '1000',
    EDM_BATCH: '1000',
    ROUNDS_EVERY_MS: '0',
  };
  Object.assign(process.env, env);
  const bench = await prepareDatabase('pglite', undefined, (db) => fill(db, opts.recipients));
  const db = await bench.open();
  const app = await buildApp({ db, staticDir: fixtureDist() });
  try {
    const [c] = await db.query<{ id: string }>(`select id::text from edm_campaigns where name = '压测活动'`);
    const ctx = { publicUrl: publicUrlFromEnv(env), tokenKey: tokenKey(env), env };
    const adapter = mailChannelAdapter(db, env);
    opts.log?.(`edm bench: ${opts.recipients} recipients through the round and the channel …`);
    const t0 = performance.now();
    for (let i = 0; i < 10_000; i++) {
      // the throttle's minute passes in the bench's clock: each round a minute later
      const now = new Date(Date.now() + i * 61_000);
      await runEdmRound(db, ctx, now);
      while ((await runMailChannel(db, adapter, new Date(Date.now() + 1), 1000)) > 0);
      const [s] = await db.query<{ status: string; sends: number }>(
        `select status, (select count(*)::int from edm_sends where campaign_id = $1) as sends from edm_campaigns where id = $1`,
        [c!.id],
      );
      if (process.env.EDM_BENCH_TRACE) opts.log?.(`round ${i}: ${s?.status} ${s?.sends} sends, ${Math.round(performance.now() - t0)} ms`);
      if (s?.status === 'FINISHED') break;
    }
    const campaignMs = performance.now() - t0;
    const [got] = await db.query<{ rows: number; addresses: number }>(
      `select count(*)::int as rows, count(distinct m.envelope_to[1])::int as addresses
         from sim_mailbox m where m.subject = '【广告】压测运价'`,
    );
    const messages = await db.query<{ to_addrs: string[]; subject: string; text_body: string; html_body: string; headers: Record<string, string> }>(
      `select to_addrs, subject, text_body, html_body, headers from mail_messages where doc_type = 'EDM_SEND' and subject = '【广告】压测运价'`,
    );
    opts.log?.(`edm bench: the same ${messages.length} messages with the bare transport …`);
    const transport = createTransport(smtpOptions(env, runningSimulator()?.port) as Parameters<typeof createTransport>[0]);
    const t1 = performance.now();
    // as many in flight as the round sends together (MAIL_SEND_BATCH over the pool's connections): the
    // same concurrency on both sides, so the ratio is the product's own cost, not one side's parallelism
    for (let i = 0; i < messages.length; i += MAIL_SEND_BATCH)
      await Promise.all(
        messages.slice(i, i + MAIL_SEND_BATCH).map((m, k) =>
          transport.sendMail({
            from: 'noreply@globalfreight.cn',
            to: m.to_addrs,
            subject: `${m.subject} (bare)`,
            text: m.text_body,
            html: m.html_body,
            headers: m.headers,
            messageId: `<bare-${i + k}-${Date.now()}@bench.test>`,
          }),
        ),
      );
    const bareMs = performance.now() - t1;
    transport.close();
    const [bare] = await db.query<{ rows: number }>(`select count(*)::int as rows from sim_mailbox where subject = '【广告】压测运价 (bare)'`);
    const campaignPerSecond = (got!.rows / campaignMs) * 1000;
    const barePerSecond = (bare!.rows / bareMs) * 1000;
    return {
      recipients: opts.recipients,
      campaignMs: round(campaignMs),
      bareMs: round(bareMs),
      campaignPerSecond: round(campaignPerSecond),
      barePerSecond: round(barePerSecond),
      ratio: round(campaignPerSecond / barePerSecond),
      received: got!.rows,
      lost: opts.recipients - got!.addresses,
      twice: got!.rows - got!.addresses,
      bareReceived: bare!.rows,
    };
  } finally {
    await app.close();
    await db.close();
    await bench.dispose();
  }
}

/** The recipients a run sends to: `--recipients N`, else EDM_BENCH_RECIPIENTS, else `fallback`. */
export function benchRecipients(argv: readonly string[], env: NodeJS.ProcessEnv, fallback: number): number {
  const i = argv.indexOf('--recipients');
  const n = Number(i >= 0 ? argv[i + 1] : (env.EDM_BENCH_RECIPIENTS ?? fallback));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--recipients wants a whole number above 0, got ${i >= 0 ? argv[i + 1] : env.EDM_BENCH_RECIPIENTS}`);
  return n;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await edmBench({ recipients: benchRecipients(process.argv, process.env, 10_000), log: console.log });
  console.table(r);
}
