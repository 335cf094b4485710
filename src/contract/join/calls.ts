import { Type } from '@sinclair/typebox';
import type { JoinRequest } from '../auth';
import { defineCall, Nothing } from '../call';
import { id, strict, text, textOf, wire } from '../schema';
import { systemContract } from '../system/public';
import { joinContract } from './module';

/**
 * Joining a company (server/modules/join/routes.ts): the inputs are its route schemas, the answers
 * named by their wire interfaces. Creating and asking need only a signed-in user (no menu opens them),
 * not a company account.
 */
const P = joinContract.paths;
/** A signed-in person: joining comes before (or besides) any company account. */
const SIGNED_IN = 'user';
/** A phone number as the application's contact: digits, spaces and dashes, an optional leading +. */
const PHONE = Type.String({ pattern: '^\\+?[0-9][0-9 -]{5,19}$' });

/** A user asking to join the company, as its admin decides. */
export interface BindRequest {
  Id: number;
  Account: string;
  Name: string;
  Remark: string;
  CreatedAt: string;
}

export const joinCalls = {
  createCompany: defineCall({
    method: 'POST',
    path: P.joinCreateCompany,
    input: strict({
      CompanyName: text(100, 2),
      CompanyNameEn: Type.Optional(text(200)),
      Kind: textOf(['customer', 'provider']),
      ContactName: text(60, 1),
      ContactPhone: PHONE,
      /** 统一社会信用代码 (GB 32100-2015), optional: the platform links the CRM customer of the same code on approval (R7.9). */
      Uscc: Type.Optional(text(18)),
    }),
    answer: Type.Unknown(),
    access: SIGNED_IN,
  }),
  bindCompany: defineCall({
    method: 'POST',
    path: P.joinBindCompany,
    input: strict({ CompanyCode: text(40, 1), Remark: Type.Optional(text(200)) }),
    answer: Type.Unknown(),
    access: SIGNED_IN,
  }),
  myRequests: defineCall({ method: 'GET', path: P.joinMyRequests, input: strict({}), answer: wire<JoinRequest[]>(), access: SIGNED_IN }),
  pendingBindRequests: defineCall({
    method: 'GET',
    path: P.joinPendingBindRequests,
    input: strict({}),
    answer: wire<BindRequest[]>(),
    access: systemContract.access.employeeRead,
  }),
  decideBindRequest: defineCall({
    method: 'POST',
    path: P.joinDecideBindRequest,
    input: strict({ Id: id, Approve: Type.Boolean(), Reason: Type.Optional(text(200)) }),
    answer: Nothing,
    access: systemContract.access.bindRequestDecide,
  }),
};
