/**
 * Reads rate sheets as forwarders get them (commercial.md §2.5 FCLFreightBatch/NewFCLFreightBatch,
 * the WebCargo anchor "upload carrier Excel files as-is"): our template v1 (one row per lane and
 * class), template v2 (one row per lane, one column per class), and carriers' own sheets — a title
 * line or two above the header, a header over two lines with merged group cells ("Ocean freight
 * USD" over 20GP | 40GP | 40HQ, "Validity" over From | To), one sheet per trade, blank lines
 * between groups, "USD 1,580" or "-" in a price cell. Pure: the grid comes from the workbook reader
 * (a merged cell's text in every cell it covers), the database checks follow on the server.
 *
 * This file is the reader's entry; each part has its file: the header (rateSheetHeader), the cells'
 * spellings (rateSheetCells), our templates' header line (rateSheetTemplate), the grid's rates (rateSheetRead).
 */
export { sheetAmount, sheetDate, sheetWeekdays } from './rateSheetCells';
export { classOfHeader, findHeader, type SheetColumnMap, type SheetField } from './rateSheetHeader';
export { readRateGrid, type SheetDefaults, type SheetRate, type SheetRow } from './rateSheetRead';
export { sheetFieldName, templateHeaders } from './rateSheetTemplate';
