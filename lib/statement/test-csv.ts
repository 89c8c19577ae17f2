/**
 * A strict RFC 4180 reader for tests (the unit tests and the statement journey): CRLF between
 * records, quoted fields with doubled quotes; anything else (a bare quote or line break, text
 * after a closing quote, an unterminated quote) throws.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"' && field === "") {
      let end = at + 1;
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) throw new Error("unterminated quote");
        if (text[quote + 1] !== '"') {
          end = quote;
          break;
        }
        end = quote + 2;
      }
      field = text.slice(at + 1, end).replace(/""/g, '"');
      at = end + 1;
      if (at < text.length && text[at] !== "," && !text.startsWith("\r\n", at)) {
        throw new Error(`text after a closing quote at ${at}`);
      }
      continue;
    }
    if (text[at] === ",") {
      row.push(field);
      field = "";
      at += 1;
    } else if (text.startsWith("\r\n", at)) {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      at += 2;
    } else if (text[at] === "\n" || text[at] === "\r" || text[at] === '"') {
      throw new Error(`bare ${JSON.stringify(text[at])} at ${at}`);
    } else {
      field += text[at];
      at += 1;
    }
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A CSV's rows after its header, as objects keyed by the header's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => {
    if (row.length !== header.length) {
      throw new Error(`a row of ${row.length} fields under a header of ${header.length}`);
    }
    return Object.fromEntries(header.map((name, i) => [name, row[i]!]));
  });
}
