import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text } from '../schema';
import { PORTAL_ACCESS as A, PORTAL_PATHS as P } from './module';

/** Product and service cards (operations.md §14 portal_products): shown on product/service pages while enabled. */
const CompanyId = Type.Optional(id);
const Str = Type.String();

const productFields = {
  Name: text(60, 1),
  /** A Blueprint icon name (e.g. `ship`, `airplane`, `truck`), or empty. */
  Icon: Type.String({ maxLength: 40, pattern: '^[a-z0-9-]*$' }),
  Summary: text(300),
  /** Rich text, sanitised on save. */
  Body: text(20_000),
  /** The service page the card links to (`/external/service/...`), or empty. */
  ServicePath: Type.String({ maxLength: 100, pattern: '^(/external/service/[A-Za-z]+)?$' }),
  Order: Type.Integer({ minimum: 0, maximum: 999 }),
  Enabled: Type.Boolean(),
};

export const ProductSchema = Type.Object({ Id: Type.Integer(), ...productFields, Version: Type.Integer(), UpdatedAt: Str });
export type Product = Static<typeof ProductSchema>;
export const productSaveInput = strict({ CompanyId, Id: Type.Optional(id), Version: Type.Integer({ minimum: 0 }), ...productFields });

export const PublicProductSchema = Type.Object({ Id: Type.Integer(), Name: Str, Icon: Str, Summary: Str, Body: Str, ServicePath: Str });
export type PublicProduct = Static<typeof PublicProductSchema>;

export const productCalls = {
  productList: defineCall({
    method: 'GET',
    path: P.portalProductList,
    input: strict({ CompanyId }),
    answer: Type.Object({ Items: Type.Array(ProductSchema) }),
    access: A.portalProductRead,
  }),
  productSave: defineCall({ method: 'POST', path: P.portalProductSave, input: productSaveInput, answer: ProductSchema, access: A.portalProductEdit }),
  productDelete: defineCall({
    method: 'POST',
    path: P.portalProductDelete,
    input: strict({ Id: id }),
    answer: Type.Object({ Done: Type.Boolean() }),
    access: A.portalProductEdit,
  }),
  publicProducts: defineCall({
    method: 'GET',
    path: P.publicProducts,
    input: strict({ Preview: Type.Optional(text(400)) }),
    answer: Type.Object({ Items: Type.Array(PublicProductSchema) }),
    access: 'public',
  }),
} as const;
