import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict } from '../schema';
import { PACKING_ACCESS as A, PACKING_PATHS as P } from './module';

/**
 * What the packing-list forms pick from, beside calls.ts: the truckers (active provider companies),
 * readable from every packing-list page, since a customer names one when applying and the operator
 * when assigning — neither holds the platform's provider list (/system/company/provider/providerList);
 * and, for staff applying on a customer's behalf (button applyOnBehalf), the customer companies and
 * one's platform bookings.
 */
export const packingPickCalls = {
  truckers: defineCall({
    method: 'GET',
    path: P.packingTruckers,
    input: strict({}),
    answer: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String(), NameEn: Type.String() })),
    access: A.packingRead,
  }),
  /** The active customer companies staff may apply for (on behalf), by name. */
  customers: defineCall({
    method: 'GET',
    path: P.packingCustomers,
    input: strict({}),
    answer: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String(), NameEn: Type.String() })),
    access: A.packingApplyOnBehalf,
  }),
  /** One customer company's platform bookings (cargo records), the latest first: what staff apply on. */
  customerBookings: defineCall({
    method: 'GET',
    path: P.packingCustomerBookings,
    input: strict({ COMPANYID: id }),
    answer: Type.Array(
      Type.Object({
        CGO_ID: Type.String(),
        MBL_NO: Type.String(),
        VESSEL: Type.String(),
        VOYAGE: Type.String(),
        LOADING_CODE: Type.String(),
        DISCHARGE_CODE: Type.String(),
        Containers: Type.Array(Type.Object({ TYPE: Type.String(), COUNT: Type.Integer() })),
      }),
    ),
    access: A.packingApplyOnBehalf,
  }),
};
