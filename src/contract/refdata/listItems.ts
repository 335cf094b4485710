import { Type, type Static } from '@sinclair/typebox';

/** A row of the carrier grid, as sent (the server serialises the page by it). */
export const CarrierRowSchema = Type.Object({ Code: Type.String(), Name: Type.String(), Bookings: Type.Integer() });
export type CarrierRow = Static<typeof CarrierRowSchema>;
