import { orderTagOf } from "../../real/idempotent-placement";

/**
 * The remark (`rmk`) length: the shortest tag that stays unique. The tag only has to tell one
 * trader's orders apart within one day's book (the search before a send reads that book):
 * 16 hex characters are 64 bits, and the chance that any two of n orders share a tag is about
 * n²/2⁶⁵ (1e-14 for 1,000 orders a day). Nuvama documents no limit for `rmk`; 16 characters is
 * well inside what real books show echoed whole (a 27-character remark), and lowercase hex has
 * no punctuation a remark filter might strip. docs/brokers/nuvama.md, "The order tag".
 */
export const NUVAMA_TAG_LENGTH = 16;

/**
 * Our idempotency keys as the remarks orders carry, and back. Any key's tag is the first 16 hex
 * characters of its SHA-256 (`orderTagOf`), the same in every process, so a send after a restart
 * still finds the order an earlier one placed. The way back is known only to the process that
 * tagged the key; for an order placed before a restart the remark stands in for the key until
 * the reconciler asks for the order by its id (it records the answer under the order's own key).
 */
export class NuvamaOrderTags {
  private readonly keys = new Map<string, string>();

  tag(key: string): string {
    const tag = orderTagOf(key, NUVAMA_TAG_LENGTH);
    this.keys.set(tag, key);
    return tag;
  }

  /** The key of a remark this process tagged; the remark itself for any other order. */
  keyOf(tag: string): string {
    return this.keys.get(tag) ?? tag;
  }
}
