import { Type, type Static } from '@sinclair/typebox';
import { nullable } from '../schema';

const status = Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')]);

/** A terminal of a port, with its port's names; `InRates`: whether the rate terminals name it. */
export const TerminalRowSchema = Type.Object({
  Id: Type.Integer(),
  PortCode: Type.String(),
  PortName: Type.String(),
  Code: Type.String(),
  Provider: Type.String(),
  Kind: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  CustomsSiteCode: Type.String(),
  InRates: Type.Boolean(),
  Status: status,
  Version: Type.Integer(),
});
export type TerminalRow = Static<typeof TerminalRowSchema>;

/** A rate carrier (运价船公司): the carrier's own names and status joined in. */
export const RateCarrierRowSchema = Type.Object({
  Code: Type.String(),
  CarrierNameZh: Type.String(),
  CarrierNameEn: Type.String(),
  CarrierStatus: status,
  ShowInSearch: Type.Boolean(),
  DisplayNameZh: Type.String(),
  MaintainerEmployeeId: nullable(Type.Integer()),
  MaintainerName: Type.String(),
  DefaultCurrency: Type.String(),
  DefaultValidityBasis: Type.String(),
  Notes: Type.String(),
  SortOrder: Type.Integer(),
  Status: status,
  Version: Type.Integer(),
});
export type RateCarrierRow = Static<typeof RateCarrierRowSchema>;

/** A rate port (运价港口): the port's names, country and group (the master's) joined in. */
export const RatePortRowSchema = Type.Object({
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  CountryCode: Type.String(),
  PortStatus: status,
  Role: Type.String(),
  IsBasePort: Type.Boolean(),
  Hot: Type.Boolean(),
  SortOrder: Type.Integer(),
  PortGroup: Type.String(),
  PortGroupName: Type.String(),
  Status: status,
  Version: Type.Integer(),
});
export type RatePortRow = Static<typeof RatePortRowSchema>;

/** A rate terminal (运价码头), keyed by its terminal's Id, with the terminal's port, code and names. */
export const RateTerminalRowSchema = Type.Object({
  Id: Type.Integer(),
  PortCode: Type.String(),
  TerminalCode: Type.String(),
  Provider: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  CarrierCodes: Type.Array(Type.String()),
  Display: Type.String(),
  Status: status,
  Version: Type.Integer(),
});
export type RateTerminalRow = Static<typeof RateTerminalRowSchema>;

/** A surcharge type (附加费类型): the fee code's names and category joined in. */
export const SurchargeTypeRowSchema = Type.Object({
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  Category: Type.String(),
  Group: Type.String(),
  ShowToCustomer: Type.Boolean(),
  IncludedInAllIn: Type.Boolean(),
  PerContainerType: Type.Boolean(),
  SortOrder: Type.Integer(),
  Status: status,
  Version: Type.Integer(),
});
export type SurchargeTypeRow = Static<typeof SurchargeTypeRowSchema>;

/** A rate route (运价航线): the lane's names joined in; maintainers by id with their names. */
export const RateRouteRowSchema = Type.Object({
  Code: Type.String(),
  NameZh: Type.String(),
  NameEn: Type.String(),
  PodCodes: Type.Array(Type.String()),
  MaintainerEmployeeIds: Type.Array(Type.Integer()),
  MaintainerNames: Type.Array(Type.String()),
  DefaultViaCodes: Type.Array(Type.String()),
  Status: status,
  Version: Type.Integer(),
});
export type RateRouteRow = Static<typeof RateRouteRowSchema>;
