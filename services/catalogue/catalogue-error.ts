/** Why a catalogue operation was refused: bad input, an unknown tradebox, or a wrong state. */
export type CatalogueErrorKind = "INVALID" | "NOT_FOUND" | "CONFLICT";

export class CatalogueError extends Error {
  constructor(
    readonly kind: CatalogueErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "CatalogueError";
  }
}
