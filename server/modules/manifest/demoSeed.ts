import type { ManifestData } from '../../../src/contract/manifest';
import { MFT_STATUS } from '../../../src/domain/manifest/status';
import type { Queryable } from '../../db/types';
import { MANIFEST_CHANNEL, MANIFEST_DOC, type ManifestPayload, messageRef, stageRef } from './payload';
import { createShare } from '../../platform/spine/shares';
import { insertManifest } from './repository';

/**
 * Demo manifests (issue 35): one in every state of §7.3 on 天祥's first demo booking (house bills
 * HZTXH26110001…, one per state, so `mft.unique` holds), each with the transmissions and customs'
 * receipts its state implies — acknowledged, accepted (入库) with 运抵 and 放行 on the accepted one,
 * a rejection (退单) with its customs code — all marked simulated.
 */
const S = MFT_STATUS;
const STATES: { status: number; stage?: string; receipts?: { code: string; text: string; body: Record<string, unknown> }[]; error?: string }[] = [
  { status: S.DRAFT },
  { status: S.SUBMITTED },
  { status: S.SUBMIT_FAILED },
  { status: S.VERIFIED },
  { status: S.VERIFY_FAILED, error: '收货人企业代码缺失，请补充。' },
  { status: S.SENDING },
  { status: S.SENT, receipts: [{ code: 'ACK', text: '报文已接收（模拟海关）', body: { code: '0000' } }] },
  { status: S.SEND_FAILED, error: 'simulated single window: HTTP 503' },
  {
    status: S.REJECTED,
    error: 'E2101 收货人企业代码不符合规范',
    receipts: [
      { code: 'ACK', text: '报文已接收（模拟海关）', body: { code: '0000' } },
      { code: 'REJECTED', text: '退单：收货人企业代码不符合规范', body: { code: 'E2101', reason: '收货人企业代码不符合规范' } },
    ],
  },
  {
    status: S.ACCEPTED,
    stage: 'RELEASED',
    receipts: [
      { code: 'ACK', text: '报文已接收（模拟海关）', body: { code: '0000' } },
      { code: 'ACCEPTED', text: '入库成功（模拟海关）', body: { code: '0000', receiptNo: 'SIMCN0000000001' } },
    ],
  },
  {
    status: S.AMENDING,
    receipts: [
      { code: 'ACK', text: '报文已接收（模拟海关）', body: { code: '0000' } },
      { code: 'ACCEPTED', text: '入库成功（模拟海关）', body: { code: '0000', receiptNo: 'SIMCN0000000002' } },
    ],
  },
  {
    status: S.DELETED,
    receipts: [
      { code: 'ACK', text: '报文已接收（模拟海关）', body: { code: '0000' } },
      { code: 'ACCEPTED', text: '入库成功（模拟海关）', body: { code: '0000', receiptNo: 'SIMCN0000000003' } },
    ],
  },
  { status: S.CANCELLED },
];

export async function seedDemoManifests(tx: Queryable): Promise<void> {
  await seedStates(tx);
  await seedOtherCompany(tx);
}

/** 宁波海越's draft on its own booking, with a share link: what another company's people must never reach. */
async function seedOtherCompany(tx: Queryable): Promise<void> {
  const [b] = await tx.query<{ cgo_id: string; company_id: string; mbl_no: string; carrier: string; vessel: string; voyage: string; by: number | null }>(
    `select b.cgo_id, b.company_id::text, b.mbl_no, b.carrier, b.vessel, b.voyage,
            (select e.id::int from employees e where e.company_id = b.company_id order by e.id limit 1) as by
       from bookings b where b.cgo_id = 'CGO-NBHY-2611-001'`,
  );
  if (!b) return;
  const made = await insertManifest(
    tx,
    {
      MFT_FILING: 'CN_EXPORT',
      MFT_LEVEL: 'MASTER',
      MFT_CGO_ID: b.cgo_id,
      MFT_MBL_NO: b.mbl_no,
      MFT_CARRIER: b.carrier,
      MFT_VESSEL: b.vessel,
      MFT_VOYAGE: b.voyage,
      Shipper: { NAME: 'NINGBO HAIYUE IMPORT AND EXPORT CO LTD', ADDRESS: '32 MINGZHOU ROAD BEILUN NINGBO', COUNTRY: 'CN' },
      Consignee: {},
      Containers: [],
      Items: [],
    },
    { companyId: b.company_id, by: b.by, configId: null },
  );
  if (b.by) await createShare(tx, { docType: MANIFEST_DOC, docId: made.id, companyId: Number(b.company_id), scope: ['EDIT_PARTIES'], createdBy: b.by });
}

async function seedStates(tx: Queryable): Promise<void> {
  const [b] = await tx.query<{
    cgo_id: string;
    company_id: string;
    mbl_no: string;
    carrier: string;
    vessel: string;
    voyage: string;
    cnno: string;
    created_by: number | null;
  }>(
    `select b.cgo_id, b.company_id::text, b.mbl_no, b.carrier, b.vessel, b.voyage, coalesce(b.containers -> 0 -> 'CNNOS' ->> 0, '') as cnno,
            (select e.id::int from employees e where e.company_id = b.company_id order by e.id limit 1) as created_by
       from bookings b where b.cgo_id = 'CGO-HZTX-2611-001'`,
  );
  if (!b?.cnno) return;
  for (const [i, s] of STATES.entries()) {
    const hbl = `HZTXH2611${String(i + 1).padStart(4, '0')}`;
    const data: ManifestData = {
      MFT_FILING: 'CN_EXPORT',
      MFT_LEVEL: 'HOUSE',
      MFT_CGO_ID: b.cgo_id,
      MFT_MBL_NO: b.mbl_no,
      MFT_HBL_NO: hbl,
      MFT_CARRIER: b.carrier,
      MFT_VESSEL: b.vessel,
      MFT_VOYAGE: b.voyage,
      MFT_CUSTOMS_CODE: '2248',
      MFT_LOADING_CODE: 'CNSHA',
      MFT_DISCHARGE_CODE: 'DEHAM',
      MFT_LOADING_AT: '2026-12-05T08:00:00.000Z',
      MFT_PAYMENT_TERM: 'PP',
      Shipper: {
        NAME: 'HANGZHOU TIANXIANG TRADING CO LTD',
        ADDRESS: '588 JIANGNAN AVENUE BINJIANG HANGZHOU',
        COUNTRY: 'CN',
        CODE: 'USCI+91330100799655058B',
        PHONE_TYPE: 'TE',
        PHONE: '+86 571 87654321',
      },
      Consignee: {
        NAME: 'HAMBURG HOUSEWARE IMPORT GMBH',
        ADDRESS: 'UEBERSEEALLEE 10 20457 HAMBURG',
        COUNTRY: 'DE',
        CODE: s.status === S.REJECTED ? '' : '9999+HRB123456',
        PHONE_TYPE: 'TE',
        PHONE: '+49 40 1234567',
      },
      Notify: {},
      Containers: [{ MFC_CNNO: b.cnno, MFC_SIZE_TYPE: '45G1', MFC_FULL: true, MFC_SEALNO: `SL${2611000 + i}`, MFC_SOURCE: 'CARRIER' }],
      Items: [
        {
          MFG_SEQ: 1,
          MFG_PKGS: 480,
          MFG_PACKAGE: 'CT',
          MFG_DESC: 'CERAMIC DINNERWARE SETS',
          MFG_HSCODE: '691110',
          MFG_GROSS_KG: 9600,
          MFG_CBM: 56,
          Allocation: [{ CNNO: b.cnno, PKGS: 480, KG: 9600, CBM: 56 }],
        },
      ],
      MFT_TOTAL_PKGS: 480,
      MFT_PACKAGE: 'CT',
      MFT_TOTAL_KG: 9600,
      MFT_TOTAL_CBM: 56,
    };
    const made = await insertManifest(tx, data, { companyId: b.company_id, by: b.created_by, configId: null });
    await tx.query(
      `update manifests set mft_status = $2::smallint, mft_stage = $3, mft_last_error = $4,
              mft_accepted_payload = case when $2::smallint in (9, 10) then $5::jsonb else null end where id = $1`,
      [made.id, s.status, s.stage ?? 'NONE', s.status === S.VERIFY_FAILED ? '' : (s.error ?? ''), JSON.stringify(data)],
    );
    if (s.status === S.VERIFY_FAILED)
      await tx.query('update manifests set mft_verify_remark_code = $2, mft_verify_remarks = $3 where id = $1', [made.id, 'R01', s.error]);
    await tx.query(
      `insert into doc_events (doc_type, doc_id, actor_kind, actor_id, type, detail) values ($1, $2, 'system', null, 'v1.ManifestCreated', '{"from":"demo"}')`,
      [MANIFEST_DOC, String(made.id)],
    );
    if (s.status < S.SENDING || s.status === S.CANCELLED) continue;
    const kind = s.status === S.DELETED ? 'DELETE' : 'MAIN';
    const ref = messageRef(made.id, kind, 1);
    const payload: ManifestPayload = {
      messageRef: ref,
      manifestId: made.id,
      mftNo: made.mft_no,
      kind,
      version: 1,
      changeReasonCode: kind === 'DELETE' ? 'C01' : '',
      late: false,
      senderCode: '',
      data,
    };
    const status = s.status === S.SENDING ? 'QUEUED' : s.status === S.SEND_FAILED ? 'FAILED' : 'TRANSMITTED';
    const [msg] = await tx.query<{ id: number }>(
      `insert into outbound_messages (channel, doc_type, doc_id, kind, payload_version, idempotency_key, payload, status, attempts, next_attempt_at, last_error, external_ref, simulated)
       values ($1, $2, $3, $4, 1, $5, $6, $7, $8, now() + interval '100 years', $9, $10, true) returning id::int`,
      [
        MANIFEST_CHANNEL,
        MANIFEST_DOC,
        made.id,
        kind,
        `${MANIFEST_CHANNEL}:${MANIFEST_DOC}:${made.id}:${kind}:1:demo`,
        JSON.stringify(payload),
        status,
        s.status === S.SEND_FAILED ? 5 : 1,
        s.status === S.SEND_FAILED ? (s.error ?? '') : '',
        status === 'TRANSMITTED' ? ref : null,
      ],
    );
    const outcome =
      s.status === S.REJECTED ? 'REJECTED' : s.status === S.SEND_FAILED ? 'FAILED' : s.receipts?.some((r) => r.code === 'ACCEPTED') ? 'ACCEPTED' : 'PENDING';
    await tx.query(
      `insert into manifest_transmissions (manifest_id, kind, message_id, payload_version, outcome, change_reason_code) values ($1, $2, $3, 1, $4, $5)`,
      [made.id, kind, msg!.id, outcome, payload.changeReasonCode],
    );
    const receipts = [...(s.receipts ?? []).map((r, k) => ({ ...r, ref, seq: k + 1 }))];
    if (s.stage === 'RELEASED')
      receipts.push(
        { code: 'ARRIVED', text: '运抵报告已接收（模拟海关）', body: { code: 'ARRIVED' }, ref: stageRef(made.id), seq: 1 },
        { code: 'RELEASED', text: '海关放行（模拟海关）', body: { code: 'RELEASED' }, ref: stageRef(made.id), seq: 2 },
      );
    for (const r of receipts)
      await tx.query(
        `insert into inbound_receipts (channel, message_id, external_ref, seq, code, text, raw, processed_at, simulated) values ($1, $2, $3, $4, $5, $6, $7, now(), true)
         on conflict do nothing`,
        [MANIFEST_CHANNEL, r.ref === ref ? msg!.id : null, r.ref, r.seq, r.code, r.text, JSON.stringify(r.body)],
      );
  }
}
