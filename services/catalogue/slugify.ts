/** 'Nifty Iron Condor (Weekly)' → 'nifty-iron-condor-weekly'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
