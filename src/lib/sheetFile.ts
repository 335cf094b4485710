const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS = 'application/vnd.ms-excel';

/** The workbooks an import takes: .xlsx, and the older .xls carriers still send (the server reads both by their bytes). */
export const SHEET_ACCEPT = '.xlsx,.xls';

/** The content type a chosen workbook is sent with, by its name (a browser may leave `File.type` empty). */
export const sheetContentType = (file: File) => (/\.xls$/i.test(file.name.trim()) ? XLS : XLSX);
