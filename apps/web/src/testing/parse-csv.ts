/** Reads RFC 4180 CSV (a byte-order mark first is skipped) into lines of cells: what a test checks an export with. */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      cells.push(cell);
      lines.push(cells);
      cells = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) lines.push([...cells, cell]);
  return lines;
}
