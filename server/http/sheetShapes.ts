/** What an import's workbook is read into, .xlsx (sheetParse.ts) or .xls (xlsParse.ts) alike. */

/** The first sheet's rows as header → text, with their sheet row numbers. */
export interface SheetData {
  headers: string[];
  rows: { row: number; cells: Record<string, string> }[];
}

/** One worksheet as text: its name and its lines from the first (empty lines kept, so line n is sheet row n + 1). */
export interface SheetGrid {
  name: string;
  lines: string[][];
}
