import { createHash } from 'node:crypto';
import { VGM_MENUS } from '../../../src/contract/vgm/module';
import { declarationStored } from '../../../src/domain/vgm/declaration';
import { VGM_STATUS } from '../../../src/domain/vgm/status';
import type { Queryable } from '../../db/types';
import { recordPastMessage, recordPastReceipt } from '../../channels/pastTraffic';
import { type DocActor, recordDocEvent, recordPastDocEvent } from '../../platform/spine/docEvents';
import { insertShare } from '../../platform/spine/shareRepository';
import { grantButtonsToRoles, syncMenuButtons } from '../access/public';
import { seedDemoVgmCutOffs } from '../booking/public';
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
  // the carrier's VGM cut-off on the released demo bookings (booking writes its confirmations)
  await seedDemoVgmCutOffs(tx);
  const [done] = await tx.query(`select 1 from vgm_declarations where vgm_cgo_id in ('CGO-HZTX-2611-001', 'CGO-HZTX-2611-002') limit 1`);
  if (done) return;
  const clerk = async (cgo: string) => {
    const [row] = await tx.query<{ id: string }>(
      `select e.id from booking_facts b join company_directory c on c.id = b.company_id join employee_directory e on e.company_id = c.id join user_directory u on u.id = e.user_id
        where b.cgo_id = $1 and u.account = $2`,
      [cgo, CLERKS[`CUS-${cgo.split('-')[1]}`] ?? ''],
    );
    return row;
  };
  for (const d of DEMO) {
    const who = await clerk(d.cgo);
    const [b] = await tx.query<{ company_id: string; carrier: string; mbl_no: string; containers: { TYPE: string; CNNOS: string[] }[] }>(
      'select company_id, carrier, mbl_no, containers from booking_facts where cgo_id = $1',
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
                 (select p.id from packing_list_facts p where p.pkl_cgo_id = $2 and p.pkl_cnno = $3 and p.pkl_status not in (3, 8) limit 1))
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
      const event = (type: string, actor: DocActor, detail: Record<string, unknown>, hours: number) =>
        recordPastDocEvent(tx, { docType: VGM_DOC, docId: doc, actor, type, detail: { vgm: id, version, ...detail } }, hours);
      const clerkActor: DocActor = { kind: 'employee', id: Number(who.id) };
      const carrier: DocActor = { kind: 'gateway', id: VGM_CHANNEL };
      if (v.status === VGM_STATUS.DRAFT) {
        await event('v1.VgmDraftSaved', clerkActor, { kg: v.kg, method: v.method }, hoursAgo - 1);
        continue;
      }
      await event('v1.VgmDeclared', clerkActor, { kg: v.kg, method: v.method, channel: 'WORKBENCH' }, hoursAgo - 1);
      if (v.status !== VGM_STATUS.DECLARED) {
        // sent through the simulated carrier: its message, and the receipts it answered (applied)
        const ref = messageRef(id, version);
        await recordPastMessage(tx, {
          channel: VGM_CHANNEL,
          docType: VGM_DOC,
          docId: id,
          kind: 'DECLARE',
          payloadVersion: version,
          idempotencyKey: `${VGM_CHANNEL}:${VGM_DOC}:${id}:DECLARE:${version}`,
          payload: JSON.stringify({ messageRef: ref, equipmentReference: box.n, verifiedGrossMass: { value: v.kg, unit: 'KGM' } }),
          status: 'TRANSMITTED',
          attempts: 1,
          externalRef: ref,
          simulated: true,
          createdBy: who.id,
          hoursAgo: hoursAgo - 2,
        });
        await event('v1.VgmSent', clerkActor, { ref, channel: VGM_CHANNEL }, hoursAgo - 2);
        const answered = v.ack ? 'ACCEPTED' : v.error ? 'REJECTED' : v.status === VGM_STATUS.SUPERSEDED ? 'ACCEPTED' : undefined;
        const receipts: [code: string, text: string][] = [
          ['RECEIVED', 'VGM received (simulated carrier)'],
          ...(answered ? [[answered, v.error || 'VGM accepted (simulated carrier)'] as [string, string]] : []),
        ];
        for (const [k, [code, text]] of receipts.entries()) {
          await recordPastReceipt(tx, {
            channel: VGM_CHANNEL,
            externalRef: ref,
            seq: k + 1,
            code,
            text,
            raw: '{}',
            simulated: true,
            hoursAgo: hoursAgo - 3 - k,
          });
          const type = code === 'RECEIVED' ? 'v1.VgmReceivedByCarrier' : code === 'ACCEPTED' ? 'v1.VgmAccepted' : 'v1.VgmRejected';
          await event(type, carrier, { code, seq: k + 1, text, simulated: true }, hoursAgo - 3 - k);
        }
      }
      if (v.status === VGM_STATUS.SUPERSEDED) await event('v1.VgmSuperseded', { kind: 'system' }, { by: version + 1, was: VGM_STATUS.ACCEPTED }, hoursAgo - 9);
      hoursAgo -= 8;
    }
  }
  // a share link for each company's booking (天祥's second, 海越's first): the tokens are kept nowhere (only their hashes)
  for (const cgo of ['CGO-HZTX-2611-002', 'CGO-NBHY-2611-001']) {
    const who = await clerk(cgo);
    if (!who) continue;
    const [b] = await tx.query<{ company_id: string }>('select company_id from booking_facts where cgo_id = $1', [cgo]);
    if (!b) continue;
    await insertShare(tx, {
      tokenHash: createHash('sha256').update(`demo-vgm-share:${cgo}:${Date.now()}:${Math.random()}`).digest('hex'),
      docType: VGM_DOC,
      docId: cgo,
      companyId: Number(b.company_id),
      scope: ['VGM'],
      accessCodeHash: null,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      createdBy: Number(who.id),
    });
    await recordDocEvent(tx, {
      docType: VGM_DOC,
      docId: cgo,
      actor: { kind: 'employee', id: Number(who.id) },
      type: 'v1.ShareCreated',
      detail: { scope: ['VGM'], withCode: false },
    });
  }
}
