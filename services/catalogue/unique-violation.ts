/** PostgreSQL's unique_violation, on the error or any error it wraps (drizzle wraps the driver's). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === "23505") return true;
  }
  return false;
}
