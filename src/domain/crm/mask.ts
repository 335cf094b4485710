/** How the pool shows a contact before it is claimed (commercial.md R7.6): 138****1234, a***@x.com. */

export function maskMobile(phone: string): string {
  const p = phone.trim();
  if (p.length < 7) return '****';
  return `${p.slice(0, 3)}****${p.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** A person's name shown to someone who may not see who holds a private customer: the family name kept (张**). */
export function maskName(name: string): string {
  const n = name.trim();
  if (!n) return '';
  return /^[\p{Script=Han}]/u.test(n) ? `${n[0]}${'*'.repeat(Math.max(n.length - 1, 1))}` : `${n[0]}***`;
}
