import { Type, type Static } from '@sinclair/typebox';

const status = Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')]);

/** A row of the carrier grid, as sent (the server serialises the page by it). */
export const CarrierRowSchema = Type.Object({
  Code: Type.String(),
  CodeKind: Type.Union([Type.Literal('SCAC'), Type.Literal('LOCAL')]),
  SmdgCode: Type.String(),
  Name: Type.String(),
  NameZh: Type.String(),
  ShortName: Type.String(),
  Aliases: Type.Array(Type.String()),
  Status: status,
  Bookings: Type.Integer(),
  Version: Type.Integer(),
});
export type CarrierRow = Static<typeof CarrierRowSchema>;

/** A row of the world-port grid. `InUse`: the bookings that name it (a port in use keeps its code). */
export const PortRowSchema = Type.Object({
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  CountryCode: Type.String(),
  CountryName: Type.String(),
  TimeZone: Type.String(),
  Functions: Type.String(),
  LaneCode: Type.String(),
  PortGroup: Type.String(),
  Aliases: Type.Array(Type.String()),
  Status: status,
  InUse: Type.Integer(),
  Version: Type.Integer(),
});
export type PortRow = Static<typeof PortRowSchema>;
