import { Type } from '@sinclair/typebox';
import type { BindOffer } from '../auth';
import { defineCall } from '../call';
import { id, strict, text, wire } from '../schema';
import { sessionContract } from './module';

/**
 * A person's own account (server/modules/auth/{accountRoutes,bindOfferRoutes}.ts): registering,
 * choosing a company account, the password, the offers to bind. The inputs are the routes' schemas;
 * none needs a menu, only a signed-in user (registering and asking whether WeChat sign-in is on not even that).
 */
const P = sessionContract.paths;
/** A signed-in person (a user's session, with or without a company account chosen). */
const SIGNED_IN = 'user';
/** An account: a phone number (mainland China or international) or an e-mail address. */
const ACCOUNT = Type.String({ maxLength: 200, pattern: '^(\\+?[0-9]{6,15}|[^@\\s]+@[^@\\s]+\\.[^@\\s]+)$' });
/** A new password: at least 8 characters. */
const NEW_PASSWORD = text(200, 8);

/** A code texted to a mobile number: six digits (the service says so in words when it is not). */
const SMS_CODE = text(20, 1);

export const sessionCalls = {
  register: defineCall({
    method: 'POST',
    path: P.register,
    input: strict({ Account: ACCOUNT, Name: text(60, 1), Password: NEW_PASSWORD }),
    /**
     * The same whether or not the account exists. An e-mail address: CheckMailbox (the e-mailed link
     * finishes it). A mobile number: CheckSms (the texted code, typed back to RegisterConfirm, finishes
     * it) and how many seconds before another code may be asked for.
     */
    answer: Type.Object({ CheckMailbox: Type.Boolean(), CheckSms: Type.Optional(Type.Boolean()), ResendSeconds: Type.Optional(Type.Integer()) }),
    access: 'public',
  }),
  /**
   * A sign-up finished, the user made once: the token of a sign-up e-mail's link (within 24 hours), or
   * a mobile number with the code texted to it (within 10 minutes, 5 tries). The account to sign in with.
   */
  registerConfirm: defineCall({
    method: 'POST',
    path: P.registerConfirm,
    input: strict({ Token: Type.Optional(text(200, 1)), Account: Type.Optional(ACCOUNT), Code: Type.Optional(SMS_CODE) }),
    answer: Type.Object({ Account: Type.String() }),
    access: 'public',
  }),
  /** The chosen company account's token. */
  chooseEmployee: defineCall({ method: 'POST', path: P.chooseEmployee, input: strict({ EmployeeId: id }), answer: Type.String(), access: SIGNED_IN }),
  changePassword: defineCall({
    method: 'POST',
    path: P.changePassword,
    input: strict({ OldPassword: text(200, 1), NewPassword: NEW_PASSWORD }),
    answer: Type.Unknown(),
    access: SIGNED_IN,
  }),
  wxLoginConfig: defineCall({ method: 'GET', path: P.wxLoginConfig, input: strict({}), answer: Type.Object({ Enabled: Type.Boolean() }), access: 'public' }),
  bindOffers: defineCall({ method: 'GET', path: P.bindOffers, input: strict({}), answer: wire<BindOffer[]>(), access: SIGNED_IN }),
  decideBindOffer: defineCall({
    method: 'POST',
    path: P.decideBindOffer,
    input: strict({ Id: id, Accept: Type.Boolean() }),
    answer: Type.Unknown(),
    access: SIGNED_IN,
  }),
};
