import { csvCell, csvFile } from './csv';

describe('the house CSV', () => {
  it('starts with a BOM, separates by ; and ends lines with CRLF', () => {
    const bytes = csvFile([
      ['Cognome', 'Nome', 'Ore'],
      ['Rossi', 'Lucìa', '1,50'],
    ]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe('\uFEFFCognome;Nome;Ore\r\nRossi;Lucìa;1,50\r\n');
  });

  it('quotes what would break a cell and defuses formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});
