import type { Bilingual } from '../../i18n/bilingual';
import type { OapKind } from './status';

// the risk check's words: its levels and rules, their configuration, the facts it reads and what it answers (risk.ts)

export const RISK_LEVELS = ['PASS', 'REVIEW', 'BLOCK'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_RULES = [
  'R1_UNPAID',
  'R2_GUARANTEE',
  'R3_OVERDUE',
  'R4_DOCS',
  'R5_DEPARTED',
  'R6_ADDRESS',
  'R7_PARTY_LIST',
  'R8_TELEX_ORIGINALS',
  'R9_CHANGED_AFTER_MANIFEST',
  'R10_DUPLICATE',
] as const;
export type RiskRule = (typeof RISK_RULES)[number];

/** Rules a setting may change the severity of but never switch off (the payment gate). */
export const REQUIRED_RULES: readonly RiskRule[] = ['R1_UNPAID', 'R2_GUARANTEE'];

export interface RuleConfig {
  enabled: boolean;
  severity: 'REVIEW' | 'BLOCK';
  /** R3: `{ days }`; R7: `{ names }` (the watch list kept by risk). */
  params: { days?: number; names?: string[] };
}
export type RiskConfig = Record<RiskRule, RuleConfig>;

/** §11.3's defaults. */
export const DEFAULT_RISK_CONFIG: RiskConfig = {
  R1_UNPAID: { enabled: true, severity: 'BLOCK', params: {} },
  R2_GUARANTEE: { enabled: true, severity: 'BLOCK', params: {} },
  R3_OVERDUE: { enabled: true, severity: 'REVIEW', params: { days: 30 } },
  R4_DOCS: { enabled: true, severity: 'BLOCK', params: {} },
  R5_DEPARTED: { enabled: true, severity: 'BLOCK', params: {} },
  R6_ADDRESS: { enabled: true, severity: 'REVIEW', params: {} },
  R7_PARTY_LIST: { enabled: true, severity: 'BLOCK', params: { names: [] } },
  R8_TELEX_ORIGINALS: { enabled: true, severity: 'BLOCK', params: {} },
  R9_CHANGED_AFTER_MANIFEST: { enabled: true, severity: 'REVIEW', params: {} },
  R10_DUPLICATE: { enabled: true, severity: 'BLOCK', params: {} },
};

export interface OverdueInvoiceFact {
  no: string;
  currency: string;
  outstandingMinor: number;
  cnyMinor: number;
  dueDate: string;
  daysOverdue: number;
}

/** HBL statuses (the houseBill module's): 4 issued … 7 voided. */
export const HBL_ISSUED = 4;
export const HBL_RELEASED = 5;
export const HBL_SURRENDERED = 6;
export const HBL_VOIDED = 7;

export interface RiskFacts {
  /** The day the check runs (YYYY-MM-DD, the platform's calendar). */
  asOf: string;
  kind: OapKind;
  useGuarantee: boolean;
  /** null: no such B/L (or another company's). */
  hbl: null | {
    no: string;
    status: number;
    siApproved: boolean;
    releaseType: string;
    originalsOut: boolean;
    consignee: string;
    notify: string;
    onBoardDate: string | null;
  };
  /** Unpaid AR of this B/L's booking, in CNY minor units, and per currency. */
  unpaidCnyMinor: number;
  unpaidByCurrency: Record<string, number>;
  /** The customer's overdue invoices (any age: the rule applies its own days). */
  overdue: readonly OverdueInvoiceFact[];
  /** The first LOAD or DEPA actual of the B/L's booking, or null; `zone`: its port's (the words read its time on that clock). */
  departure: null | { code: string; at: string; zone?: string };
  /** The customer's guarantee, with what B/Ls released under it still owe. */
  guarantee: null | { limitMinor: number; usedMinor: number; validFrom: string; validTo: string; status: 'ACTIVE' | 'SUSPENDED' };
  /** Kind 1: the receiver and its authenticated address, if any. */
  receiver: null | { name: string; auth: null | { status: string; expiresAt: string; method: string } };
  /** The consignee's name on the B/L's accepted manifest (compared with the first line of the B/L's consignee), or null when none is accepted. */
  manifestConsignee: string | null;
  /** Other live applications for the same B/L. */
  liveApplications: readonly { no: string; status: number }[];
}

export interface RuleResult {
  rule: RiskRule;
  result: RiskLevel;
  message: Bilingual;
  /** The amounts and dates behind the result (kept in the check logs). */
  params: Record<string, unknown>;
}

export interface RiskOutcome {
  results: RuleResult[];
  level: RiskLevel;
}

const RANK: Record<RiskLevel, number> = { PASS: 0, REVIEW: 1, BLOCK: 2 };
export const worse = (a: RiskLevel, b: RiskLevel): RiskLevel => (RANK[a] >= RANK[b] ? a : b);
export const worstOf = (levels: readonly RiskLevel[]): RiskLevel => levels.reduce(worse, 'PASS');
export const rankOf = (l: RiskLevel) => RANK[l];
