import type { ManifestData } from '../../../src/contract/manifest';
import { MFT_STATUS } from '../../../src/domain/manifest/status';
import type { Queryable } from '../../db/types';
import { recordPastMessage, recordPastReceipt } from '../../channels/pastTraffic';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { seedRegimeConfig } from '../manifestSetup/public';
import { MANIFEST_DOC, type ManifestPayload, messageRef } from './payload';
import { insertManifest } from './repository';
import { decideAms, decideEns, decideIsf, type ForeignVerdict } from './simulatorForeign';

/**
 * The foreign filings' configurations and demo (issue 35, third round): the platform's US ISF and
 * EU ENS configurations on their simulators (US AMS has one from manifestSetup); on 天祥's Ningbo → Los
 * Angeles booking a US AMS bill accepted and an ISF rejected for an unreadable importer number, then
 * corrected and accepted; on its Shanghai → Rotterdam booking an ENS lodged late: registered with an
 * MRN, then "Do Not Load". Their
 * receipts are what the simulators' own verdicts (simulatorForeign.ts) answer those messages — never
 * written by hand — all marked simulated.
 */
const CONFIGS = [
  ['US_ISF', 'ISF 10+2: 24 hours before lading at the foreign port'],
  ['EU_ENS', 'ICS2 ENS: 24 hours before loading (deep sea)'],
] as const;

const CHANNEL_OF = { US_AMS: 'US_AMS', US_ISF: 'US_ISF', EU_ENS: 'EU_ENS' } as const;
type Filing = keyof typeof CHANNEL_OF;

const LOADING_AT = '2026-12-05T08:00:00.000Z';
const HOUR = 3_600_000;
const isfParty = (name: string, country: string) => ({ NAME: name, ADDRESS: `${name} ADDRESS LINE`, COUNTRY: country });

type DemoBooking = {
  cgo_id: string;
  company_id: string;
  mbl_no: string;
  carrier: string;
  vessel: string;
  voyage: string;
  cnno: string;
  pol: string;
  pod: string;
  created_by: number | null;
};

function dataOf(filing: Filing, b: DemoBooking): ManifestData {
  const us = filing !== 'EU_ENS';
  return {
    MFT_FILING: filing,
    MFT_LEVEL: 'MASTER',
    MFT_CGO_ID: b.cgo_id,
    MFT_MBL_NO: b.mbl_no,
    MFT_HBL_NO: '',
    MFT_CARRIER: b.carrier,
    MFT_VESSEL: b.vessel,
    MFT_VOYAGE: b.voyage,
    MFT_CUSTOMS_CODE: '',
    MFT_LOADING_CODE: b.pol,
    MFT_DISCHARGE_CODE: b.pod,
    MFT_LOADING_AT: LOADING_AT,
    MFT_PAYMENT_TERM: 'PP',
    Shipper: {
      NAME: 'HANGZHOU TIANXIANG TRADING CO LTD',
      ADDRESS: '588 JIANGNAN AVENUE BINJIANG HANGZHOU',
      COUNTRY: 'CN',
      PHONE_TYPE: 'TE',
      PHONE: '+86 571 87654321',
    },
    Consignee: us
      ? { NAME: 'PACIFIC HOME GOODS INC', ADDRESS: '1200 HARBOR BLVD', CITY: 'LOS ANGELES', COUNTRY: 'US', PHONE_TYPE: 'TE', PHONE: '+1 310 555 0100' }
      : {
          NAME: 'ROTTERDAM TABLEWARE BV',
          ADDRESS: 'WAALHAVEN 12',
          CITY: 'ROTTERDAM',
          COUNTRY: 'NL',
          EORI: 'NL123456789',
          PHONE_TYPE: 'TE',
          PHONE: '+31 10 555 0100',
        },
    Notify: {},
    Containers: [{ MFC_CNNO: b.cnno, MFC_SIZE_TYPE: '45G1', MFC_FULL: true, MFC_SEALNO: 'SL2612001', MFC_SOURCE: 'CARRIER' }],
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
    ...(filing === 'US_ISF'
      ? {
          Isf: {
            SELLER: isfParty('HANGZHOU TIANXIANG TRADING CO LTD', 'CN'),
            BUYER: isfParty('PACIFIC HOME GOODS INC', 'US'),
            MANUFACTURER: isfParty('JINGDEZHEN PORCELAIN WORKS', 'CN'),
            SHIP_TO: isfParty('PACIFIC HOME GOODS DC', 'US'),
            STUFFING: isfParty('HANGZHOU TIANXIANG CFS', 'CN'),
            CONSOLIDATOR: isfParty('HANGZHOU TIANXIANG TRADING CO LTD', 'CN'),
            IOR_NO: '95-1234567AB',
            CONSIGNEE_NO: '95-1234567AB',
            ORIGIN: 'CN',
          },
        }
      : {}),
  };
}

/** One message to the filing's customs, as sent `hoursBefore` loading, with what the simulator answers it. */
interface Sent {
  data: ManifestData;
  hoursBefore: number;
}

const DEMOS: { filing: Filing; cgo: string; sends: (d: ManifestData) => Sent[] }[] = [
  { filing: 'US_AMS', cgo: 'CGO-HZTX-2611-002', sends: (d) => [{ data: d, hoursBefore: 48 }] },
  {
    filing: 'US_ISF',
    cgo: 'CGO-HZTX-2611-002',
    sends: (d) => [
      { data: { ...d, Isf: { ...d.Isf, IOR_NO: '951234567' } }, hoursBefore: 60 },
      { data: d, hoursBefore: 50 },
    ],
  },
  { filing: 'EU_ENS', cgo: 'CGO-HZTX-2611-003', sends: (d) => [{ data: d, hoursBefore: 10 }] },
];

function verdictOf(filing: Filing, p: ManifestPayload, held: ManifestPayload | undefined, now: Date): ForeignVerdict {
  if (filing === 'US_AMS') return decideAms(p, held, now);
  if (filing === 'US_ISF') return decideIsf(p, held, now);
  return decideEns(p, held, now, `26DE${String(p.manifestId).padStart(14, '0')}`);
}

export async function seedForeignRegimes(tx: Queryable): Promise<void> {
  for (const [filing, remark] of CONFIGS) await seedRegimeConfig(tx, filing, remark);
  for (const demo of DEMOS) {
    const [b] = await tx.query<DemoBooking>(
      `select b.cgo_id, b.company_id::text, b.mbl_no, b.carrier, b.vessel, b.voyage, coalesce(b.containers -> 0 -> 'CNNOS' ->> 0, '') as cnno,
              b.loading_code as pol, b.discharge_code as pod,
              (select e.id::int from employee_directory e where e.company_id = b.company_id order by e.id limit 1) as created_by
         from booking_facts b where b.cgo_id = $1`,
      [demo.cgo],
    );
    if (!b?.cnno) continue;
    const data = dataOf(demo.filing, b);
    const channel = CHANNEL_OF[demo.filing];
    const made = await insertManifest(tx, data, { companyId: b.company_id, by: b.created_by, configId: null });
    await recordDocEvent(tx, { docType: MANIFEST_DOC, docId: made.id, actor: { kind: 'system' }, type: 'v1.ManifestCreated', detail: { from: 'demo' } });
    let held: ManifestPayload | undefined;
    let last: ForeignVerdict | undefined;
    for (const [i, sent] of demo.sends(data).entries()) {
      const version = i + 1;
      const at = new Date(Date.parse(LOADING_AT) - sent.hoursBefore * HOUR);
      const ref = messageRef(made.id, 'MAIN', version);
      const payload: ManifestPayload = {
        messageRef: ref,
        manifestId: made.id,
        mftNo: made.mft_no,
        kind: 'MAIN',
        version,
        changeReasonCode: '',
        late: sent.hoursBefore < 24,
        senderCode: 'GFPS',
        data: sent.data,
      };
      const verdict = verdictOf(demo.filing, payload, held, at);
      last = verdict;
      if (verdict.decision !== 'REJECTED') held = payload;
      // held in the outbox (due in a century): the demo's customs already answered it
      const messageId = await recordPastMessage(tx, {
        channel,
        docType: MANIFEST_DOC,
        docId: made.id,
        kind: 'MAIN',
        payloadVersion: version,
        idempotencyKey: `${channel}:${MANIFEST_DOC}:${made.id}:MAIN:${version}:demo`,
        payload: JSON.stringify(payload),
        status: 'TRANSMITTED',
        attempts: 1,
        externalRef: ref,
        simulated: true,
        createdBy: null,
        at: at.toISOString(),
        held: true,
      });
      await tx.query(
        `insert into manifest_transmissions (manifest_id, kind, message_id, payload_version, outcome, change_reason_code, late, created_at) values ($1, 'MAIN', $2, $3, $4, '', $5, $6)`,
        [made.id, messageId, version, verdict.decision === 'REJECTED' ? 'REJECTED' : 'ACCEPTED', payload.late, at.toISOString()],
      );
      const receipts = [
        { code: 'ACK', text: 'Received by the provider (simulated)', body: { code: 'ACK' }, after: 2 },
        ...verdict.answers.map((a) => ({
          code: a.Code,
          text: `${a.text} (simulated)`,
          body: { code: a.customsCode, reason: a.Code === 'REJECTED' ? a.text : '', ...a.extra },
          after: 20 + a.after,
        })),
      ];
      for (const [k, r] of receipts.entries())
        await recordPastReceipt(tx, {
          channel,
          messageId,
          externalRef: ref,
          seq: k + 1,
          code: r.code,
          text: r.text,
          raw: JSON.stringify(r.body),
          simulated: true,
          at: new Date(at.getTime() + r.after * 1000).toISOString(),
        });
    }
    const accepted = last && last.decision !== 'REJECTED';
    await tx.query(
      `update manifests set mft_status = $2::smallint, mft_late = $3, mft_accepted_payload = $4::jsonb, version = $5, isf = $6::jsonb where id = $1`,
      [
        made.id,
        accepted ? MFT_STATUS.ACCEPTED : MFT_STATUS.REJECTED,
        demo.filing === 'EU_ENS',
        accepted ? JSON.stringify(data) : null,
        demo.sends(data).length,
        JSON.stringify(data.Isf ?? {}),
      ],
    );
  }
}
