/**
 * The items of one of the spec's list lines, such as §9's '- Categories: a, b (x, y), c.' or
 * §2's '  - Instrument: Nifty, Bank Nifty, Fin Nifty'. Items are split on ', ' or '; ' outside
 * brackets (so '25,000' and '(x, y)' stay whole); the list ends at its first full stop.
 */
export function specListLine(spec: string, label: string): string[] {
  const prefix = `- ${label}: `;
  const line = spec.split("\n").find((l) => l.trimStart().startsWith(prefix));
  if (!line) throw new Error(`The spec has no list line '${label}'`);
  const body = line
    .trimStart()
    .slice(prefix.length)
    .replace(/\.(\s.*)?$/, "");
  return body.split(/[,;]\s+(?![^()]*\))/).map((item) => item.trim());
}
