import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import type { Access } from '../accessRow';
import { defineCall, Nothing } from '../call';
import { id, strict, text } from '../schema';

/** A master row's status (commercial.md §1.2): every master and dictionary row is enabled or disabled. */
export const masterStatus = Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')]);
/** An edit names the version it read (400 STALE when someone changed the row since); a new row has none. */
export const masterVersion = Type.Optional(Type.Integer({ minimum: 1 }));

interface MasterPaths {
  save: string;
  setStatus: string;
  delete: string;
}

function callsOf<K extends TProperties, I extends TObject>(paths: MasterPaths, access: Access, input: I, key: K, saved: TObject) {
  return {
    save: defineCall({ method: 'POST', path: paths.save, input, answer: saved, access }),
    setStatus: defineCall({ method: 'POST', path: paths.setStatus, input: strict({ ...key, Status: masterStatus }), answer: Nothing, access }),
    delete: defineCall({ method: 'POST', path: paths.delete, input: strict(key), answer: Nothing, access }),
  } as const;
}

/**
 * The three writes every code-keyed master list has (commercial.md §1.3): Save (`{Code, Version}`),
 * SetStatus and Delete by code; one access row (the list's `edit` button, platform only).
 */
export const codeMasterCalls = <I extends TObject>(paths: MasterPaths, access: Access, input: I, codeLength = 10) =>
  callsOf(paths, access, input, { Code: text(codeLength, 1) }, Type.Object({ Code: Type.String(), Version: Type.Integer() }));

/** The same for lists whose rows have a generated id (terminals, vessels, mappings …): a new row has no Id. */
export const idMasterCalls = <I extends TObject>(paths: MasterPaths, access: Access, input: I) =>
  callsOf(paths, access, input, { Id: id }, Type.Object({ Id: Type.Integer(), Version: Type.Integer() }));
