import type { Queryable } from '../../db/types';

/**
 * What another module may do when the platform approves a company application (commercial.md R7.9):
 * it registers a listener at start-up (through public.ts); the approval calls every listener inside
 * its own transaction, so what a listener writes stands or falls with the approval. The companies
 * module names no listener and imports none: the CRM links its matching customer and answers the
 * salesperson to assign, which this module writes into its own company_salespeople.
 */
export interface ApprovedApplication {
  applicationId: string;
  /** The company just made of it. */
  companyId: string;
  nameZh: string;
  nameEn: string;
  /** The applicant's unified social credit code, '' when not given. */
  uscc: string;
  /** The platform employee who approved it. */
  approvedBy: string;
}

/** A listener's answer: the platform employees to assign as the new company's salespeople. */
export type ApprovalListener = (tx: Queryable, a: ApprovedApplication) => Promise<{ salespeople: readonly string[] }>;

const listeners = new Set<ApprovalListener>();

/** Registers a listener (the same function once, however often an app is built in one process). */
export function onApplicationApproved(listener: ApprovalListener): void {
  listeners.add(listener);
}

/** Every listener's salespeople for the approved application, in registration order, each once. */
export async function applicationApproved(tx: Queryable, a: ApprovedApplication): Promise<string[]> {
  const out: string[] = [];
  for (const l of listeners) for (const s of (await l(tx, a)).salespeople) if (!out.includes(s)) out.push(s);
  return out;
}
