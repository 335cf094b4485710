import { defineWords } from '../../i18n/words';

/** The spreadsheet grid's own words (the manifest's and the packing list's grids): `useWords(sheetWords)`. */
export const sheetWords = defineWords({
  rowNo: (n: number) => ({ zh: `第${n}行`, en: `Line ${n}` }),
  addRow: { zh: '加一行', en: 'Add a line' },
  removeRow: (n: number) => ({ zh: `删除第${n}行`, en: `Remove line ${n}` }),
  notANumber: (v: string) => ({ zh: `“${v}”不是数字`, en: `"${v}" is not a number` }),
  notAWholeNumber: (v: string) => ({ zh: `“${v}”不是整数`, en: `"${v}" is not a whole number` }),
  cellsPasted: (n: number) => ({ zh: `已粘贴 ${n} 个单元格`, en: `${n} cells pasted` }),
  headerLeftOut: { zh: '第一行是表头，已略过', en: 'the first row is a header and was left out' },
  rowsDropped: (n: number) => ({ zh: `${n} 行超出行数上限，未粘贴`, en: `${n} rows over the line limit were not pasted` }),
  pastedCellRefused: (row: number, column: string, why: string) => ({ zh: `复制的第${row}行 ${column}：${why}`, en: `copied row ${row}, ${column}: ${why}` }),
});
