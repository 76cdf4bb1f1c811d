/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled, lines end
 * with CRLF. A leading byte-order mark makes spreadsheet programs read the text as UTF-8 (the
 * currency signs and dashes of the table survive).
 */
export function toCsv(lines: readonly (readonly string[])[]): string {
  const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `\uFEFF${lines.map((cells) => cells.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
