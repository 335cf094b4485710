import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { strict } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * E-commerce rates (commercial.md §2.1 EcommerceListed, §2.5 dsView): the desk lists published rate
 * numbers as fixed-price products; a customer's page shows each as a card priced per container at
 * the customer's own level, sell prices only. A card shows while its rate has a published, visible
 * version valid today.
 */

const money = Type.Object({ Currency: Type.String(), Amount: Type.String() });

export const ProductSchema = Type.Object({
  RateNo: Type.String(),
  CarrierCode: Type.String(),
  CarrierName: Type.String(),
  PolCode: Type.String(),
  PolName: Type.String(),
  ViaCode: Type.Union([Type.String(), Type.Null()]),
  PodCode: Type.String(),
  PodName: Type.String(),
  TransitDays: Type.Union([Type.Integer(), Type.Null()]),
  CutOffWeekdays: Type.Array(Type.Integer()),
  EtdWeekdays: Type.Array(Type.Integer()),
  ValidTo: Type.String(),
  Remarks: Type.String(),
  /** One container of each class, all in (each currency totalled on its own). */
  Prices: Type.Array(Type.Object({ ContainerClass: Type.String(), Totals: Type.Array(money) })),
});
export type Product = Static<typeof ProductSchema>;

export const ecommerceCalls = {
  setListed: defineCall({
    method: 'POST',
    path: P.ecommerceSetListed,
    input: strict({ RateNos: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { minItems: 1, maxItems: 200 }), Listed: Type.Boolean() }),
    answer: Type.Object({ Changed: Type.Integer() }),
    access: A.ecommerceList,
  }),
  products: defineCall({ method: 'GET', path: P.ecommerceProducts, input: strict({}), answer: Type.Array(ProductSchema), access: A.ecommerceRead }),
} as const;
