import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { strict } from '../schema';
import { PACKING_ACCESS as A, PACKING_PATHS as P } from './module';

/**
 * What the packing-list forms pick from, beside calls.ts: the truckers (active provider companies).
 * Readable from every packing-list page, since a customer names one when applying and the operator
 * when assigning — neither holds the platform's provider list (/system/company/provider/providerList).
 */
export const packingPickCalls = {
  truckers: defineCall({
    method: 'GET',
    path: P.packingTruckers,
    input: strict({}),
    answer: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String(), NameEn: Type.String() })),
    access: A.packingRead,
  }),
};
