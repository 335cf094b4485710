import { useEffect, useState, useSyncExternalStore } from 'react';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SiCreated } from '../../contract/si';
import { siMultiCreateMachine, type SiMultiEvent } from './machines/siMultiCreateMachine';
import { appendEvent, clearEvents, readEvents } from '../../streams/draftLog';
import { useSession } from '../../session/sessionActor';
import { flowKey, LEGACY_FLOW, type SiFlowMode } from './draftKeys';
import { refreshSiQueries } from './siQueries';
import { getSiSource } from './api/records';
import { submitSis, submitSisOnBehalf, type SiDrafts } from './api/submit';
import { newIdempotencyKey, type IdempotencyKey } from '../../lib/idempotencyKey';

export type { SiFlowMode };

/** Whom staff make the SIs for: the customer company and the employee the SIs are made for. */
export interface OnBehalfTarget {
  EmployeeId: number;
  EmployeeName: string;
  COMPANYID: number;
  COMPANYCODE: string;
  CompanyName: string;
}

/** The events a person causes: kept, and replayed on load (effects like submit are not). */
const KEPT = new Set<SiMultiEvent['type']>([
  'si.start',
  'si.planned',
  'si.draftChanged',
  'si.draftDone',
  'si.draftReopened',
  'si.containerMoved',
  'si.restart',
]);

function createFlowActor(submitTo: (input: { cgoId: string; drafts: unknown[]; key: IdempotencyKey; mblNo: string }) => Promise<SiCreated[]>) {
  return createActor(
    siMultiCreateMachine.provide({
      actors: {
        loadSource: fromPromise(({ input }) => getSiSource(input.cgoId)),
        submit: fromPromise(async ({ input }) => {
          const created = await submitTo(input);
          await refreshSiQueries();
          return created;
        }),
      },
    }),
  );
}

export type SiFlowActor = ReturnType<typeof createFlowActor>;

export interface SiFlow {
  key: string;
  mode: SiFlowMode;
  actor: SiFlowActor;
  /** Resolves once the log is replayed: the screen shows the flow only then. */
  ready: Promise<void>;
  /** A person's step: written to the log first, then taken by the machine. */
  record(event: SiMultiEvent): Promise<void>;
  /** On behalf: the customer employee chosen (kept in the log too). */
  behalf(): OnBehalfTarget | undefined;
  setBehalf(target: OnBehalfTarget | undefined): Promise<void>;
  subscribeBehalf(listener: () => void): () => void;
  stop(): void;
}

function makeFlow(employeeId: number, mode: SiFlowMode): SiFlow {
  const key = flowKey(employeeId, mode);
  const behalfKey = `${key}:behalf`;
  let target: OnBehalfTarget | undefined;
  const listeners = new Set<() => void>();
  const setTarget = (t: OnBehalfTarget | undefined) => {
    target = t;
    for (const l of listeners) l();
  };

  const actor = createFlowActor(async (input) => {
    const body = { TDBLInfos: input.drafts as SiDrafts, Num: input.drafts.length, CGO_ID: input.cgoId, MBL_NO: input.mblNo };
    // the server's answer names what it made (a replayed submission too): the page lists those numbers
    if (mode === 'own') return (await submitSis(body, input.key)).Created;
    if (!target) throw new Error('Choose the customer employee the SIs are made for. / 请先选择代其提交的客户员工。');
    const { EmployeeId, COMPANYID, COMPANYCODE } = target;
    return (await submitSisOnBehalf({ ...body, EmployeeId, COMPANYID, COMPANYCODE }, input.key)).Created;
  });

  const clearAll = async () => {
    await clearEvents(key);
    await clearEvents(behalfKey);
    setTarget(undefined);
  };

  const ready = (async () => {
    actor.start();
    await clearEvents(LEGACY_FLOW).catch(() => undefined);
    const events = await readEvents<SiMultiEvent>(key).catch(() => []);
    const chosen = await readEvents<{ target?: OnBehalfTarget }>(behalfKey).catch(() => []);
    setTarget(chosen.at(-1)?.target);
    for (const e of events) {
      actor.send(e);
      // the booking loads before the plan that follows it can be taken
      await waitFor(actor, (s) => !s.matches({ process1: 'loading' }), { timeout: 30_000 }).catch(() => undefined);
    }
    actor.subscribe((s) => {
      if (s.matches({ finish: 'submitted' })) void clearAll();
    });
  })();

  return {
    key,
    mode,
    actor,
    ready,
    async record(event) {
      if (event.type === 'si.restart') await clearAll();
      else if (KEPT.has(event.type)) await appendEvent(key, event);
      actor.send(event);
    },
    behalf: () => target,
    async setBehalf(t) {
      await appendEvent(behalfKey, { target: t });
      setTarget(t);
    },
    subscribeBehalf(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => actor.stop(),
  };
}

/** The live flows, one per mode: another person signing in at this tab gets fresh ones. */
const live = new Map<SiFlowMode, SiFlow>();

export function siFlowFor(employeeId: number, mode: SiFlowMode): SiFlow {
  const current = live.get(mode);
  if (current?.key === flowKey(employeeId, mode)) return current;
  current?.stop();
  const flow = makeFlow(employeeId, mode);
  live.set(mode, flow);
  return flow;
}

/** The signed-in employee's flow, once its log is replayed (undefined until then). */
export function useSiFlow(mode: SiFlowMode): SiFlow | undefined {
  const employeeId = useSession().employee?.Id;
  const flow = employeeId ? siFlowFor(employeeId, mode) : undefined;
  const [readyKey, setReadyKey] = useState<string>();
  useEffect(() => {
    let live = true;
    void flow?.ready.then(() => live && setReadyKey(flow.key));
    return () => {
      live = false;
    };
  }, [flow]);
  return flow && readyKey === flow.key ? flow : undefined;
}

/** The customer employee chosen for an on-behalf flow. */
export function useBehalf(flow: SiFlow): OnBehalfTarget | undefined {
  return useSyncExternalStore(flow.subscribeBehalf, flow.behalf);
}

/** A random 6-digit draft id (spec §9). */
export const newDraftId = () => String(Math.floor(100000 + Math.random() * 900000));

/** The key of one submission of the flow's drafts (kept in the flow: every retry sends it). */
export const newSubmissionKey = () => newIdempotencyKey('si-submission');
