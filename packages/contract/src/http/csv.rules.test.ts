import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.rules';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, and nothing for no value', () => {
    expect(csvCell('Anna Müller')).toBe('Anna Müller');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(-20)).toBe('-20');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell with a comma, a semicolon, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Sea view, top floor')).toBe('"Sea view, top floor"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('The "Blue" flat')).toBe('"The ""Blue"" flat"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('neutralises a text a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine(['A1B2', 'Anna, Bo', 3, null])).toBe('A1B2,"Anna, Bo",3,\r\n');
  });
});
