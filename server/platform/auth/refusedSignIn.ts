import type { FastifyRequest } from 'fastify';

/** Why a sign-in was refused, as the log says it (the person is told the same words for each). */
export type SignInRefusal = 'throttled' | 'no active account' | 'wrong password';

/**
 * An account as the log shows it: enough for an operator to see that one account is being guessed
 * (its first letters and an e-mail's domain), not enough to give the account away to a log reader:
 * `ad***@demo.test`, `13***78`.
 */
export function maskedAccount(account: string): string {
  const at = account.lastIndexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at - 1))}***${account.slice(at)}`;
  return account.length > 6 ? `${account.slice(0, 2)}***${account.slice(-2)}` : `${account.slice(0, 1)}***`;
}

/**
 * One line per refused sign-in (issue 47 item 7): the account masked, why, from which address,
 * and the request's id (the line carries it as every request's line does) — never the password.
 */
export function logRefusedSignIn(request: FastifyRequest, account: string, reason: SignInRefusal): void {
  request.log.warn({ account: maskedAccount(account), reason, ip: request.ip, requestId: request.id }, 'sign-in refused');
}
