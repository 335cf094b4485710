import { Type } from '@sinclair/typebox';
import type { BindOffer } from '../auth';
import { defineCall } from '../call';
import { id, strict, text, wire } from '../schema';
import { sessionContract } from './module';

/**
 * A person's own account (server/modules/auth/{accountRoutes,bindOfferRoutes}.ts): registering,
 * choosing a company account, the password, the offers to bind. The inputs are the routes' schemas;
 * none needs a menu, only a signed-in user (registering not even that).
 */
const P = sessionContract.paths;
const SIGNED_IN = { menus: [] };

export const sessionCalls = {
  register: defineCall({
    method: 'POST',
    path: P.register,
    input: strict({ Account: text(200), Name: text(60, 1), Password: text(200, 1) }),
    answer: Type.Unknown(),
    access: SIGNED_IN,
  }),
  /** The chosen company account's token. */
  chooseEmployee: defineCall({ method: 'POST', path: P.chooseEmployee, input: strict({ EmployeeId: id }), answer: Type.String(), access: SIGNED_IN }),
  changePassword: defineCall({
    method: 'POST',
    path: P.changePassword,
    input: strict({ OldPassword: text(200, 1), NewPassword: text(200, 1) }),
    answer: Type.Unknown(),
    access: SIGNED_IN,
  }),
  wxLoginConfig: defineCall({ method: 'GET', path: P.wxLoginConfig, input: strict({}), answer: Type.Object({ Enabled: Type.Boolean() }), access: SIGNED_IN }),
  bindOffers: defineCall({ method: 'GET', path: P.bindOffers, input: strict({}), answer: wire<BindOffer[]>(), access: SIGNED_IN }),
  decideBindOffer: defineCall({
    method: 'POST',
    path: P.decideBindOffer,
    input: strict({ Id: id, Accept: Type.Boolean() }),
    answer: Type.Unknown(),
    access: SIGNED_IN,
  }),
};
