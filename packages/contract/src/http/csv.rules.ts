// Spreadsheet files (RFC 4180) that open safely in Excel, LibreOffice and Numbers.

/** Excel reads a file as UTF-8 only when it starts with the byte order mark; without it, accents break. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** Spreadsheets treat a cell starting with one of these as a formula, even in a CSV file. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text a spreadsheet would run as a formula (a guest named `=HYPERLINK(…)`) gets a
 * leading apostrophe, so it shows as typed; a cell holding a quote, a comma, a semicolon or a line
 * break is quoted, with its quotes doubled. Numbers are written as they are (a negative amount
 * stays a number).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ended by CRLF as RFC 4180 asks. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
