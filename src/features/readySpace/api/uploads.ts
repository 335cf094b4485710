import type { ImportResult } from '../../../contract/admin';
import type { SpaceImportAnswer, SpaceImportJob } from '../../../contract/readySpace/fileCalls';
import { READY_SPACE_PATHS as P } from '../../../contract/readySpace/module';
import { sheetContentType } from '../../../lib/sheetFile';
import { upload } from '../../../streams/callApi';
import type { SheetChoice } from '../machines/spaceUploadMachine';

/**
 * The listing upload (ReadySpace/List/Import): the sheet is the raw body, its name and the choices in
 * the query, so it is no JSON call of the contract. First the row report (`DryRun`: nothing written),
 * then, confirmed, the same file with the report's token writes exactly what was shown.
 */

const importUrl = ({ file, submit }: SheetChoice, extra: Record<string, string>) =>
  `${P.readySpaceImport}?${new URLSearchParams({ FileName: file.name, ...(submit ? { Submit: 'true' } : {}), ...extra })}`;

export const checkSheet = (sheet: SheetChoice) => upload<ImportResult>(importUrl(sheet, { DryRun: 'true' }), sheet.file, sheetContentType(sheet.file));

export const importSheet = (sheet: SheetChoice, token: string) =>
  upload<SpaceImportAnswer | SpaceImportJob>(importUrl(sheet, { Confirm: token }), sheet.file, sheetContentType(sheet.file));
