import { resolveTxt } from 'node:dns/promises';
import { setting } from '../../settings/read';

/**
 * A sender's domain checks (commercial.md §8.1 EdmSender.DomainChecks): SPF (a `v=spf1` TXT record on
 * the domain), DKIM (a `v=DKIM1` key at `<selector>._domainkey`) and DMARC (a `v=DMARC1` record at
 * `_dmarc`). In production node's resolver asks the DNS (EDM_DNS=dns); locally, in the tests and the
 * demo, a simulated resolver answers the same TXT records (marked simulated): every domain has all
 * three, except `*.invalid` (none) and `nodmarc.test` (no DMARC) — so a failure can be shown.
 */
export type TxtLookup = (name: string) => Promise<string[][]>;

export const DKIM_SELECTORS = ['default', 'mail', 'dkim', 's1'];

/** The local simulated resolver: the TXT records a well-set domain publishes. */
export const simulatedTxt: TxtLookup = async (name) => {
  const n = name.toLowerCase();
  if (n.endsWith('.invalid')) return [];
  if (n.startsWith('_dmarc.')) return n === '_dmarc.nodmarc.test' ? [] : [['v=DMARC1; p=quarantine']];
  if (n.includes('._domainkey.')) return n.startsWith('default.') ? [['v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC']] : [];
  return [['v=spf1 include:_spf.simulated.test ~all']];
};

const dnsTxt: TxtLookup = async (name) => {
  try {
    return await resolveTxt(name);
  } catch {
    return [];
  }
};

const has = (records: string[][], prefix: string) => records.some((parts) => parts.join('').trim().toLowerCase().startsWith(prefix));

/** The three checks of one domain through a resolver. */
export async function domainChecks(domain: string, txt: TxtLookup): Promise<{ Spf: boolean; Dkim: boolean; Dmarc: boolean }> {
  const [spf, dmarc, ...dkim] = await Promise.all([txt(domain), txt(`_dmarc.${domain}`), ...DKIM_SELECTORS.map((s) => txt(`${s}._domainkey.${domain}`))]);
  return { Spf: has(spf!, 'v=spf1'), Dkim: dkim.some((r) => has(r, 'v=dkim1')), Dmarc: has(dmarc!, 'v=dmarc1') };
}

export async function checkDomain(domain: string, env: NodeJS.ProcessEnv = process.env) {
  const simulated = setting(env, 'EDM_DNS') === 'simulated';
  return { checks: await domainChecks(domain, simulated ? simulatedTxt : dnsTxt), simulated };
}
