/** A bench's `--name=N` argument (a whole number), or `fallback` when it is not given. */
export function numberOption(name: string, fallback: number, argv = process.argv): number {
  const prefix = `--${name}=`;
  const value = argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : fallback;
}
