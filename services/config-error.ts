export type Env = Readonly<Record<string, string | undefined>>;

/** Thrown when the environment cannot be turned into a config; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid services configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}
