import { createHash } from 'node:crypto';
import { VGM_MENUS } from '../../../src/contract/vgm/module';
import { declarationStored } from '../../../src/domain/vgm/declaration';
import { VGM_STATUS } from '../../../src/domain/vgm/status';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, syncMenuButtons } from '../access/public';
import { docIdOf, messageRef, VGM_CHANNEL, VGM_DOC } from './payload';

/**
 * The VGM module's seed: its buttons on the roles that hold its menus, the carrier's VGM cut-off on
 * the released demo bookings, and demo declarations in every state (operations.md §6.2) with a
 * share link each for two companies' bookings.
 */
export async function seedVgmAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  // the customers' template role and the booking desk hold the menus already: the VGM buttons join them
  const buttons = ['declareVgm', 'sendVgm'];
  await grantButtonsToRoles(tx, { standard: 'customer' }, { tree: 'external', paths: VGM_MENUS }, buttons);
  await grantButtonsToRoles(tx, { platform: ['订舱专员'] }, { tree: 'internal', paths: VGM_MENUS }, buttons);
}

/**
 * The demo carrier's VGM cut-off: two hours before its FCL delivery cut-off, added to the released demo
 * bookings' confirmations (the database copies them into booking_cutoffs, as for any confirmation).
 */
async function seedVgmCutOffs(tx: Queryable): Promise<void> {
  await tx.query(
    `update booking_orders o
        set release = jsonb_set(o.release, '{CutOffs}', (o.release -> 'CutOffs') || jsonb_build_array(jsonb_build_object(
              'Code', 'VCO', 'DateTime', to_char(((f ->> 'DateTime')::timestamptz - interval '2 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))
       from booking_orders x cross join lateral jsonb_array_elements(x.release -> 'CutOffs') f
      where x.id = o.id and o.status = 'RELEASED' and o.cgo_id like 'CGO-%-2611-%' and f ->> 'Code' = 'FCO'
        and not exists (select 1 from jsonb_array_elements(o.release -> 'CutOffs') v where v ->> 'Code' = 'VCO')`,
  );
}

type Demo = { cgo: string; slot: number; versions: { status: number; kg: number; method: 1 | 2; error?: string; ack?: string }[] };

/** The demo's VGMs: each state once at least, on 天祥's first two released bookings (the third stays free for the share-link spec). */
const DEMO: Demo[] = [
  // a correction: version 1 superseded by version 2, which the carrier accepted
  {
    cgo: 'CGO-HZTX-2611-001',
    slot: 0,
    versions: [
      { status: VGM_STATUS.SUPERSEDED, kg: 24_870, method: 1 },
      { status: VGM_STATUS.ACCEPTED, kg: 24_810, method: 1, ack: 'SIMVGM20261101' },
    ],
  },
  { cgo: 'CGO-HZTX-2611-001', slot: 1, versions: [{ status: VGM_STATUS.SENT, kg: 22_340, method: 2 }] },
  {
    cgo: 'CGO-HZTX-2611-001',
    slot: 2,
    versions: [{ status: VGM_STATUS.REJECTED, kg: 18_420, method: 1, error: 'Weighing ticket WB-0000 is not known to the weighbridge named.' }],
  },
  { cgo: 'CGO-HZTX-2611-002', slot: 0, versions: [{ status: VGM_STATUS.DECLARED, kg: 26_150, method: 1 }] },
  { cgo: 'CGO-HZTX-2611-002', slot: 1, versions: [{ status: VGM_STATUS.DRAFT, kg: 25_400, method: 1 }] },
  // 海越's own, declared: what another company's clerk must not reach (the cross-company suite)
  { cgo: 'CGO-NBHY-2611-001', slot: 0, versions: [{ status: VGM_STATUS.DECLARED, kg: 27_300, method: 1 }] },
];
/** Who declared each company's demo VGMs, and who made its share link. */
const CLERKS: Record<string, string> = { 'CUS-HZTX': 'customer@demo.test', 'CUS-NBHY': 'customer2@demo.test' };

export async function seedDemoVgm(tx: Queryable): Promise<void> {
  await seedVgmCutOffs(tx);
  const [done] = await tx.query(`select 1 from vgm_declarations where vgm_cgo_id in ('CGO-HZTX-2611-001', 'CGO-HZTX-2611-002') limit 1`);
  if (done) return;
  const clerk = async (cgo: string) => {
    const [row] = await tx.query<{ id: string }>(
      `select e.id from bookings b join company_directory c on c.id = b.company_id join employee_directory e on e.company_id = c.id join user_directory u on u.id = e.user_id
        where b.cgo_id = $1 and u.account = $2`,
      [cgo, CLERKS[`CUS-${cgo.split('-')[1]}`] ?? ''],
    );
    return row;
  };
  for (const d of DEMO) {
    const who = await clerk(d.cgo);
    const [b] = await tx.query<{ company_id: string; carrier: string; mbl_no: string; containers: { TYPE: string; CNNOS: string[] }[] }>(
      'select company_id, carrier, mbl_no, containers from bookings where cgo_id = $1',
      [d.cgo],
    );
    const boxes = (b?.containers ?? []).flatMap((c) => c.CNNOS.map((n) => ({ n, type: c.TYPE })));
    const box = boxes[d.slot];
    if (!b || !box || !who) continue;
    let hoursAgo = 30;
    for (const [i, v] of d.versions.entries()) {
      const version = i + 1;
      const tare = box.type.startsWith('20') ? 2_230 : 3_900;
      const [row] = await tx.query<{ id: number }>(
        `insert into vgm_declarations (company_id, vgm_cgo_id, vgm_cnno, vgm_version, vgm_kg, vgm_method, vgm_cargo_kg, vgm_tare_kg, vgm_weighed_at,
           vgm_weighing_party, vgm_cert_no, vgm_responsible_party, vgm_signatory, vgm_signed_at, vgm_declaration, vgm_channel, vgm_status,
           vgm_external_ref, vgm_error, created_by, created_at, updated_at, vgm_pkl_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(hours => $9), $10, $11, 'HANGZHOU TIANXIANG TRADING CO LTD', 'LI MING',
                 case when $12 = 1 then null else now() - make_interval(hours => $9 - 1) end, $13, 'WORKBENCH', $12, $14, $15, $16,
                 now() - make_interval(hours => $9 - 1), now() - make_interval(hours => $9 - 2),
                 -- the box's live packing list, when the demo has one (the packing seed runs first)
                 (select p.id from packing_lists p where p.pkl_cgo_id = $2 and p.pkl_cnno = $3 and p.pkl_status not in (3, 8) limit 1))
         returning id::int`,
        [
          b.company_id,
          d.cgo,
          box.n,
          version,
          v.kg,
          v.method,
          v.method === 2 ? v.kg - tare : null,
          v.method === 2 ? tare : null,
          hoursAgo,
          v.method === 1 ? 'SHANGHAI WAIGAOQIAO WEIGHBRIDGE NO.3' : '',
          v.method === 1 ? `WB-${String(v.kg).slice(0, 4)}` : '',
          v.status,
          declarationStored(),
          v.ack ?? '',
          v.error ?? '',
          who.id,
        ],
      );
      const id = row!.id;
      const doc = docIdOf(d.cgo, box.n);
      const event = (type: string, kind: string, actor: string | null, detail: Record<string, unknown>, hours: number) =>
        tx.query(
          `insert into doc_events (doc_type, doc_id, at, actor_kind, actor_id, type, detail) values ($1, $2, now() - make_interval(hours => $3), $4, $5, $6, $7)`,
          [VGM_DOC, doc, hours, kind, actor, type, JSON.stringify({ vgm: id, version, ...detail })],
        );
      if (v.status === VGM_STATUS.DRAFT) {
        await event('v1.VgmDraftSaved', 'employee', who.id, { kg: v.kg, method: v.method }, hoursAgo - 1);
        continue;
      }
      await event('v1.VgmDeclared', 'employee', who.id, { kg: v.kg, method: v.method, channel: 'WORKBENCH' }, hoursAgo - 1);
      if (v.status !== VGM_STATUS.DECLARED) {
        // sent through the simulated carrier: its message, and the receipts it answered (applied)
        const ref = messageRef(id, version);
        await tx.query(
          `insert into outbound_messages (channel, doc_type, doc_id, kind, payload_version, idempotency_key, payload, status, attempts, external_ref, simulated, created_by, created_at)
           values ($1, $2, $3, 'DECLARE', $4, $5, $6, 'TRANSMITTED', 1, $7, true, $8, now() - make_interval(hours => $9))`,
          [
            VGM_CHANNEL,
            VGM_DOC,
            id,
            version,
            `${VGM_CHANNEL}:${VGM_DOC}:${id}:DECLARE:${version}`,
            JSON.stringify({ messageRef: ref, equipmentReference: box.n, verifiedGrossMass: { value: v.kg, unit: 'KGM' } }),
            ref,
            who.id,
            hoursAgo - 2,
          ],
        );
        await event('v1.VgmSent', 'employee', who.id, { ref, channel: VGM_CHANNEL }, hoursAgo - 2);
        const answered = v.ack ? 'ACCEPTED' : v.error ? 'REJECTED' : v.status === VGM_STATUS.SUPERSEDED ? 'ACCEPTED' : undefined;
        const receipts = [
          ['RECEIVED', 'VGM received (simulated carrier)', {}],
          ...(answered ? [[answered, v.error || 'VGM accepted (simulated carrier)', {}]] : []),
        ] as const;
        for (const [k, [code, text]] of receipts.entries()) {
          await tx.query(
            `insert into inbound_receipts (channel, message_id, external_ref, seq, code, text, received_at, raw, processed_at, simulated)
             select $1, m.id, $2, $3, $4, $5, now() - make_interval(hours => $6), '{}', now() - make_interval(hours => $6), true from outbound_messages m
              where m.channel = $1 and m.external_ref = $2`,
            [VGM_CHANNEL, ref, k + 1, code, text, hoursAgo - 3 - k],
          );
          const type = code === 'RECEIVED' ? 'v1.VgmReceivedByCarrier' : code === 'ACCEPTED' ? 'v1.VgmAccepted' : 'v1.VgmRejected';
          await event(type, 'gateway', VGM_CHANNEL, { code, seq: k + 1, text, simulated: true }, hoursAgo - 3 - k);
        }
      }
      if (v.status === VGM_STATUS.SUPERSEDED) await event('v1.VgmSuperseded', 'system', null, { by: version + 1, was: VGM_STATUS.ACCEPTED }, hoursAgo - 9);
      hoursAgo -= 8;
    }
  }
  // a share link for each company's booking (天祥's second, 海越's first): the tokens are kept nowhere (only their hashes)
  for (const cgo of ['CGO-HZTX-2611-002', 'CGO-NBHY-2611-001']) {
    const who = await clerk(cgo);
    if (!who) continue;
    await tx.query(
      `insert into shares (token_hash, doc_type, doc_id, company_id, scope, expires_at, created_by)
       select $1, $2, $3, company_id, '{VGM}', now() + interval '7 days', $4 from bookings where cgo_id = $3`,
      [createHash('sha256').update(`demo-vgm-share:${cgo}:${Date.now()}:${Math.random()}`).digest('hex'), VGM_DOC, cgo, who.id],
    );
    await tx.query(`insert into doc_events (doc_type, doc_id, actor_kind, actor_id, type, detail) values ($1, $2, 'employee', $3, 'v1.ShareCreated', $4)`, [
      VGM_DOC,
      cgo,
      who.id,
      JSON.stringify({ scope: ['VGM'], withCode: false }),
    ]);
  }
}
