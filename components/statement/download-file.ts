/**
 * Saves text as a file through the browser's download: a Blob behind a link with `download`.
 * A CSV starts with a byte order mark, so Excel reads its UTF-8 (a name in Hindi, an en dash)
 * rather than taking it for the machine's code page; other spreadsheets skip it.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
