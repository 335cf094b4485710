import type { Bilingual } from '../../i18n/bilingual';
import { EMAIL } from './card';

/**
 * "Ask for a quote" on a shared business card (operations.md §16): a visitor's name, a phone or an
 * e-mail (one at least), the lane and cargo, and consent to be contacted. Run by the form as the
 * visitor types and by the server as the authority; each problem says its field in words.
 */
export const QUOTE_LIMITS = { name: 50, phone: 30, email: 120, cargo: 1000 } as const;

export interface QuoteFields {
  Name: string;
  Phone: string;
  Email: string;
  Cargo: string;
  Consent: boolean;
}

export interface QuoteProblem {
  Path: string;
  Code: string;
  Words: Bilingual;
}

/** A phone a person can be called back on: digits with +, spaces, hyphens or brackets, 6 to 20 digits. */
const PHONE = /^\+?[\d\s()-]+$/;

export const quoteProblemWords = {
  nameMissing: { zh: '您的姓名：请填写。', en: 'Your name: enter it.' },
  nameLong: { zh: `您的姓名：最多 ${QUOTE_LIMITS.name} 个字符。`, en: `Your name: at most ${QUOTE_LIMITS.name} characters.` },
  noReply: { zh: '请留下电话或邮箱（至少一项），以便回复您。', en: 'Give a phone number or an e-mail address (one at least) so that we can answer.' },
  phoneFormat: { zh: '电话：请填写 6 到 20 位数字（可带 +、空格或连字符）。', en: 'Phone: 6 to 20 digits (+, spaces and hyphens allowed).' },
  emailFormat: { zh: '邮箱：格式不正确（例如 name@example.com）。', en: 'E-mail: not a valid address (like name@example.com).' },
  cargoMissing: { zh: '航线与货物：请写明起运地、目的地和货物。', en: 'Lane and cargo: say where from, where to and what goods.' },
  cargoLong: { zh: `航线与货物：最多 ${QUOTE_LIMITS.cargo} 个字符。`, en: `Lane and cargo: at most ${QUOTE_LIMITS.cargo} characters.` },
  consentMissing: { zh: '请勾选同意名片主人就此询价联系您。', en: 'Tick that the card’s owner may contact you about this request.' },
} satisfies Record<string, Bilingual>;

const W = quoteProblemWords;

/** Every problem of a quote request at once (none: it may be sent). */
export function quoteProblems(q: QuoteFields): QuoteProblem[] {
  const out: QuoteProblem[] = [];
  const add = (Path: string, Code: string, Words: Bilingual) => out.push({ Path, Code, Words });
  const name = q.Name.trim();
  const phone = q.Phone.trim();
  const email = q.Email.trim();
  const cargo = q.Cargo.trim();
  if (!name) add('/Name', 'NAME_MISSING', W.nameMissing);
  else if (name.length > QUOTE_LIMITS.name) add('/Name', 'NAME_LONG', W.nameLong);
  if (!phone && !email) add('/Phone', 'NO_REPLY_ADDRESS', W.noReply);
  const digits = phone.replace(/\D/g, '').length;
  if (phone && (!PHONE.test(phone) || digits < 6 || digits > 20)) add('/Phone', 'PHONE_FORMAT', W.phoneFormat);
  if (email && (email.length > QUOTE_LIMITS.email || !EMAIL.test(email))) add('/Email', 'EMAIL_FORMAT', W.emailFormat);
  if (!cargo) add('/Cargo', 'CARGO_MISSING', W.cargoMissing);
  else if (cargo.length > QUOTE_LIMITS.cargo) add('/Cargo', 'CARGO_LONG', W.cargoLong);
  if (!q.Consent) add('/Consent', 'CONSENT_MISSING', W.consentMissing);
  return out;
}
