import { Bitset } from "./bitset";
import type { FilterValue } from "../search-engine";

/** Per keyword field, per value, the documents holding it: an `in` filter is a union of these. */
export class KeywordPostings {
  private readonly fields = new Map<string, Map<FilterValue, Bitset>>();

  constructor(fields: readonly string[]) {
    for (const field of fields) this.fields.set(field, new Map());
  }

  /** Records (or, with `present` false, forgets) a document's values. */
  update(slot: number, values: (field: string) => unknown, present: boolean): void {
    for (const [field, postings] of this.fields) {
      const value = values(field);
      if (typeof value !== "string" && typeof value !== "number") continue;
      let members = postings.get(value);
      if (!members) {
        if (!present) continue;
        members = new Bitset();
        postings.set(value, members);
      }
      if (present) members.add(slot);
      else members.delete(slot);
    }
  }

  /** The documents whose field equals any of the values. */
  anyOf(field: string, values: readonly FilterValue[], capacity: number): Bitset {
    const matching = new Bitset(capacity);
    const postings = this.fields.get(field);
    for (const value of values) {
      const members = postings?.get(value);
      if (members) matching.union(members);
    }
    return matching;
  }
}
