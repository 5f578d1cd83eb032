// What the reservations file tests share: reading a CSV answer back into cells, and days from today.

export const BOM = '\uFEFF';

/** A calendar date `days` from today (UTC), as the server reads "today". */
export function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Reads RFC 4180 text back into rows of cells (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0)
    throw new Error(`The file does not end with CRLF: ${JSON.stringify(cell)}`);
  return rows;
}

/** The rows of a CSV answer after its byte order mark and header row. */
export function csvBodyRows(body: string): string[][] {
  if (!body.startsWith(BOM)) throw new Error('The file does not start with the byte order mark');
  return parseCsv(body.slice(BOM.length)).slice(1);
}
