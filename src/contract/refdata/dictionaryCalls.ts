import { Type } from '@sinclair/typebox';
import { id, nullable, strict, text } from '../schema';
import { DICTIONARY_ACCESS as A, DICTIONARY_PATHS as P } from './dictionaryPaths';
import { codeMasterCalls, idMasterCalls, masterVersion } from './masterCalls';

/**
 * The writes of terminals and the rate dictionaries (commercial.md §1.3). The dictionaries are keyed
 * 1:1 by a master's key: rate carriers by the carrier's code, rate ports by the port's, surcharge
 * types by the fee code, rate routes by the lane code — each sent as `Code` on the wire, so they share
 * codeMasterCalls and the grids' code-keyed rows (the tables name the column for what it is:
 * rate_carriers.carrier_code …). A rate terminal is keyed by its terminal's `Id` (idMasterCalls); a
 * new one names that id, a new terminal has none.
 */

const order = Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 }));
const codes = (max: number) => Type.Optional(Type.Array(text(10, 1), { maxItems: max }));

export const terminalSaveInput = strict({
  Id: Type.Optional(id),
  PortCode: text(10, 1),
  Code: text(10, 1),
  Provider: text(10, 1),
  Kind: text(10, 1),
  NameZh: text(60, 1),
  NameEn: text(100, 1),
  CustomsSiteCode: Type.Optional(text(20)),
  Version: masterVersion,
});

export const rateCarrierSaveInput = strict({
  Code: text(10, 1),
  ShowInSearch: Type.Boolean(),
  DisplayNameZh: Type.Optional(text(30)),
  MaintainerEmployeeId: Type.Optional(nullable(id)),
  DefaultCurrency: Type.Optional(text(3)),
  DefaultValidityBasis: Type.Optional(text(10)),
  Notes: Type.Optional(text(200)),
  SortOrder: order,
  Version: masterVersion,
});

export const ratePortSaveInput = strict({
  Code: text(10, 1),
  Role: text(10, 1),
  IsBasePort: Type.Boolean(),
  Hot: Type.Boolean(),
  SortOrder: order,
  /** The master port's group (ports.port_group, R1.5): set from here; empty takes the port out of its group. */
  PortGroup: Type.Optional(text(20)),
  Version: masterVersion,
});

export const rateTerminalSaveInput = strict({
  Id: id,
  CarrierCodes: codes(40),
  Display: Type.Optional(text(40)),
  Version: masterVersion,
});

export const surchargeTypeSaveInput = strict({
  Code: text(10, 1),
  Group: text(20, 1),
  ShowToCustomer: Type.Boolean(),
  IncludedInAllIn: Type.Boolean(),
  PerContainerType: Type.Boolean(),
  SortOrder: order,
  Version: masterVersion,
});

export const rateRouteSaveInput = strict({
  Code: text(10, 1),
  PodCodes: codes(200),
  MaintainerEmployeeIds: Type.Optional(Type.Array(id, { maxItems: 20 })),
  DefaultViaCodes: codes(20),
  Version: masterVersion,
});

const paths = (save: string, setStatus: string, del: string) => ({ save, setStatus, delete: del });

export const dictionaryCalls = {
  terminal: idMasterCalls(paths(P.terminalSave, P.terminalSetStatus, P.terminalDelete), A.terminalEdit, terminalSaveInput),
  rateCarrier: codeMasterCalls(paths(P.rateCarrierSave, P.rateCarrierSetStatus, P.rateCarrierDelete), A.rateCarrierEdit, rateCarrierSaveInput),
  ratePort: codeMasterCalls(paths(P.ratePortSave, P.ratePortSetStatus, P.ratePortDelete), A.ratePortEdit, ratePortSaveInput),
  rateTerminal: idMasterCalls(paths(P.rateTerminalSave, P.rateTerminalSetStatus, P.rateTerminalDelete), A.rateTerminalEdit, rateTerminalSaveInput),
  surchargeType: codeMasterCalls(paths(P.surchargeTypeSave, P.surchargeTypeSetStatus, P.surchargeTypeDelete), A.surchargeTypeEdit, surchargeTypeSaveInput),
  rateRoute: codeMasterCalls(paths(P.rateRouteSave, P.rateRouteSetStatus, P.rateRouteDelete), A.rateRouteEdit, rateRouteSaveInput),
} as const;
