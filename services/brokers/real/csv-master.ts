/**
 * Reading a broker's CSV scrip master by column name (brokers reorder and add columns): the
 * header is read once, a master without a needed column is refused (reading nothing from a
 * changed format would empty the directory), and each row goes through `read`, which answers
 * undefined for a row to skip.
 */
export function readCsvMaster<Column extends string, Row>(
  text: string,
  master: { name: string; columns: readonly Column[] },
  read: (cell: (column: Column) => string) => Row | undefined,
): Row[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const header = splitCsvLine(lines[0] ?? "").map((name) => name.trim());
  const index = new Map(master.columns.map((column) => [column, header.indexOf(column)]));
  const missing = master.columns.filter((column) => index.get(column) === -1);
  if (missing.length > 0) {
    throw new Error(`${master.name} lacks the columns ${missing.join(", ")}`);
  }
  const rows: Row[] = [];
  for (const line of lines.slice(1)) {
    const cells = splitCsvLine(line);
    const row = read((column) => (cells[index.get(column) ?? -1] ?? "").trim());
    if (row !== undefined) rows.push(row);
  }
  return rows;
}

/** One CSV line's cells; a quoted cell may hold commas and doubled quotes. */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(current);
      current = "";
    } else current += char;
  }
  cells.push(current);
  return cells;
}
