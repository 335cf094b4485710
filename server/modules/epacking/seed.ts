import { ECP_KIND, ECP_STATUS } from '../../../src/domain/epacking/status';
import type { Queryable } from '../../db/types';
import { recordPastMessage, recordPastReceipt } from '../../channels/pastTraffic';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { declaredVgm, insertRequest, linesOf, packingListById, writeStatus } from './repository';
import { keepMessage } from './simulatorRepository';
import { clpMessage, TERMINAL_CLP } from './terminalMessage';

/**
 * Demo electronic packing requests in every state (operations.md §4.2), on the demo packing lists
 * whose data is submitted or approved (states 4/5, with a container number): one packing list a
 * state, as many states as there are such packing lists, and an unpack waiting on the acknowledged one. Nothing when there are none (the packing
 * module's demo is not there). The transmissions look as the channel leaves them: the message, its
 * attempts, the terminal's receipts and the simulator's record (so the acknowledged pack can be unpacked).
 */
const PLAN = [
  ECP_STATUS.SUBMITTED,
  ECP_STATUS.ACKNOWLEDGED,
  ECP_STATUS.SEND_FAILED,
  ECP_STATUS.TERMINAL_REJECTED,
  ECP_STATUS.APPROVED,
  ECP_STATUS.REJECTED,
  ECP_STATUS.WITHDRAWN,
  ECP_STATUS.TRANSMITTED,
] as const;

export async function seedDemoEclp(tx: Queryable): Promise<void> {
  const pkls = await tx.query<{ id: number; created_by: string | null }>(
    `select p.id::int, p.created_by::text from packing_list_facts p
      where p.pkl_status in (4, 5) and p.pkl_cnno <> '' and not exists (select 1 from eclp_requests r where r.ecp_pkl_id = p.id)
      order by p.id limit $1`,
    [PLAN.length],
  );
  if (!pkls.length) return;
  const [admin] = await tx.query<{ id: string }>(
    `select e.id::text from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id where u.account = 'admin@demo.test' and c.kind = 'platform' limit 1`,
  );
  if (!admin) return;
  for (const [i, pkl] of pkls.entries()) await seedOne(tx, pkl.id, pkl.created_by ?? admin.id, admin.id, PLAN[i]!);
  // the acknowledged one was shut out: its unpack waits for the operator (the unpacking page and the queue show it)
  const acked = pkls[PLAN.indexOf(ECP_STATUS.ACKNOWLEDGED)];
  if (acked) {
    const p = (await packingListById(tx, acked.id))!;
    const u = await insertRequest(tx, {
      companyId: p.company_id,
      kind: ECP_KIND.UNPACK,
      pklId: p.id,
      terminal: p.pkl_terminal_code || p.pkl_loading_code,
      reason: 'SHUT_OUT',
      remarks: '船已离港，箱未装船（退关）',
      createdBy: admin.id,
    });
    await recordDocEvent(tx, {
      docType: 'eclp',
      docId: u.id,
      actor: { kind: 'employee', id: Number(admin.id) },
      type: 'v1.EclpApplied',
      detail: { Kind: 2, PKL_ID: p.id, Reason: 'SHUT_OUT' },
    });
  }
}

async function seedOne(tx: Queryable, pklId: number, applicant: string, operator: string, status: number): Promise<void> {
  const p = (await packingListById(tx, pklId))!;
  const r = await insertRequest(tx, {
    companyId: p.company_id,
    kind: ECP_KIND.PACK,
    pklId,
    terminal: p.pkl_terminal_code || p.pkl_loading_code,
    reason: null,
    remarks: '',
    createdBy: applicant,
  });
  const event = (type: string, detail: Record<string, unknown> = {}, actor: 'employee' | 'gateway' = 'employee') =>
    recordDocEvent(tx, {
      docType: 'eclp',
      docId: r.id,
      actor: actor === 'employee' ? { kind: 'employee', id: Number(operator) } : { kind: 'gateway', id: TERMINAL_CLP },
      type,
      detail,
    });
  await event('v1.EclpApplied', { Kind: ECP_KIND.PACK, PKL_ID: pklId, CNNO: p.pkl_cnno });
  if (status === ECP_STATUS.SUBMITTED) return;
  if (status === ECP_STATUS.WITHDRAWN) {
    await writeStatus(tx, r.id, status);
    await event('v1.EclpWithdrawn');
    return;
  }
  if (status === ECP_STATUS.REJECTED) {
    await writeStatus(tx, r.id, status, { decidedBy: operator, remarks: '封号与铅封照片不符，请核对后重新申请' });
    await event('v1.EclpRejected', { Remarks: '封号与铅封照片不符，请核对后重新申请' });
    return;
  }
  const payload = clpMessage(
    { ...r, ecp_kind: ECP_KIND.PACK, ecp_terminal_code: p.pkl_terminal_code || p.pkl_loading_code, ecp_reason: null },
    p,
    await linesOf(tx, pklId),
    await declaredVgm(tx, p),
  );
  const key = `${TERMINAL_CLP}:eclp:${r.id}:PACK:2`;
  const message = {
    [ECP_STATUS.APPROVED]: { status: 'QUEUED' as const, attempts: 0, error: '', ref: null },
    [ECP_STATUS.TRANSMITTED]: { status: 'QUEUED' as const, attempts: 1, error: 'simulated terminal: HTTP 503', ref: null },
    [ECP_STATUS.ACKNOWLEDGED]: { status: 'ACKED' as const, attempts: 1, error: '', ref: r.ecp_no },
    [ECP_STATUS.TERMINAL_REJECTED]: { status: 'NACKED' as const, attempts: 2, error: '', ref: r.ecp_no },
    [ECP_STATUS.SEND_FAILED]: { status: 'FAILED' as const, attempts: 5, error: 'simulated terminal: timed out', ref: null },
  }[status]!;
  const messageId = await recordPastMessage(tx, {
    channel: TERMINAL_CLP,
    docType: 'eclp',
    docId: r.id,
    kind: 'PACK',
    payloadVersion: 2,
    idempotencyKey: key,
    payload: JSON.stringify(payload),
    status: message.status,
    attempts: message.attempts,
    lastError: message.error,
    externalRef: message.ref,
    simulated: true,
    createdBy: operator,
  });
  await writeStatus(tx, r.id, ECP_STATUS.APPROVED, { decidedBy: operator, messageId: messageId });
  await event('v1.EclpApproved', { MessageId: messageId });
  if (status === ECP_STATUS.APPROVED) return;
  await writeStatus(tx, r.id, ECP_STATUS.TRANSMITTED);
  await event('v1.EclpTransmitted', { MessageId: messageId }, 'gateway');
  if (status === ECP_STATUS.TRANSMITTED) return;
  if (status === ECP_STATUS.SEND_FAILED) {
    await writeStatus(tx, r.id, status, { error: message.error });
    await event('v1.EclpSendFailed', { Attempts: 5, Error: message.error }, 'gateway');
    return;
  }
  const accepted = status === ECP_STATUS.ACKNOWLEDGED;
  const terminalRef = `SIM${payload.terminal || 'PCS'}${String(10_000_000 + r.id).slice(-8)}`;
  const reason = accepted ? '' : `Container ${p.pkl_cnno}: seal ${p.pkl_sealno || '(none)'} does not match the seal recorded at the gate.`;
  const receipts = [
    { Seq: 1, Code: 'RECEIVED' as const, Text: `Load plan received: ${terminalRef}`, DueAt: new Date().toISOString(), Sent: 1 },
    {
      Seq: 2,
      Code: accepted ? ('ACCEPTED' as const) : ('REJECTED' as const),
      Text: reason || `Load plan accepted: ${terminalRef}`,
      Reason: reason,
      DueAt: new Date().toISOString(),
      Sent: 1,
    },
  ];
  await keepMessage(tx, {
    key,
    ref: r.ecp_no,
    containerNo: p.pkl_cnno,
    kind: 'PACK',
    payload: JSON.stringify(payload),
    decision: accepted ? 'ACCEPTED' : 'REJECTED',
    terminalRef,
    script: receipts,
  });
  for (const s of receipts)
    await recordPastReceipt(tx, {
      channel: TERMINAL_CLP,
      messageId: messageId,
      externalRef: r.ecp_no,
      seq: s.Seq,
      code: s.Code,
      text: s.Text,
      raw: JSON.stringify({ reason: s.Reason ?? '', terminalRef }),
      simulated: true,
    });
  await writeStatus(tx, r.id, status, { externalRef: terminalRef, error: reason });
  await event(accepted ? 'v1.EclpAcknowledged' : 'v1.EclpTerminalRejected', { TerminalRef: terminalRef, Reason: reason }, 'gateway');
  if (accepted)
    await recordDocEvent(tx, {
      docType: 'packingList',
      docId: pklId,
      actor: { kind: 'gateway', id: TERMINAL_CLP },
      type: 'v1.PackingListEclpAccepted',
      detail: { ECP_NO: r.ecp_no, ECP_EXTERNAL_REF: terminalRef, Simulated: true },
    });
}
