import { orderTagOf } from "../../real/idempotent-placement";

/**
 * Alice Blue's `orderTag` (at most 50 characters, EC971) carries our idempotency key, so the
 * order book can tell which order is which after a lost answer or a restart. The engine's keys
 * are `<basket uuid>:<order uuid>` (73 characters): both UUIDs' 256 bits are written in base 62
 * (43 letters and digits, no punctuation the broker might refuse) behind "U", and read back
 * from the book. Any other key is tagged with its digest behind "H" and known again only to
 * this process (`TagBook`), which is enough for the contract's own keys.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const ENGINE_KEY = new RegExp(`^(${UUID}):(${UUID})$`);
const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const PACKED_LENGTH = 43; // 62^43 > 2^256
const BASE = BigInt(DIGITS.length);

function toBase62(value: bigint): string {
  let text = "";
  let rest = value;
  while (rest > 0n) {
    text = DIGITS[Number(rest % BASE)] + text;
    rest /= BASE;
  }
  return text.padStart(PACKED_LENGTH, "0");
}

function fromBase62(text: string): bigint | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = DIGITS.indexOf(char);
    if (digit < 0) return undefined;
    value = value * BASE + BigInt(digit);
  }
  return value;
}

function hexOfUuid(uuid: string): string {
  return uuid.replaceAll("-", "");
}

function uuidOfHex(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The tag of a key: reversible for the engine's keys, a digest for any other. */
export function aliceBlueTagOf(idempotencyKey: string): string {
  const match = ENGINE_KEY.exec(idempotencyKey);
  if (match) {
    return `U${toBase62(BigInt(`0x${hexOfUuid(match[1]!)}${hexOfUuid(match[2]!)}`))}`;
  }
  return `H${orderTagOf(idempotencyKey, 32)}`;
}

/** The engine's key a "U" tag packs, or undefined for any other tag. */
export function keyOfPackedTag(tag: string): string | undefined {
  if (tag.length !== PACKED_LENGTH + 1 || !tag.startsWith("U")) return undefined;
  const value = fromBase62(tag.slice(1));
  if (value === undefined || value >= 1n << 256n) return undefined;
  const hex = value.toString(16).padStart(64, "0");
  return `${uuidOfHex(hex.slice(0, 32))}:${uuidOfHex(hex.slice(32))}`;
}

/** Keys this process tagged, by tag: the way back from a digest tag. */
export class TagBook {
  private readonly keys = new Map<string, string>();

  tag(idempotencyKey: string): string {
    const tag = aliceBlueTagOf(idempotencyKey);
    this.keys.set(tag, idempotencyKey);
    return tag;
  }

  /** Our key of an order's tag; "" for an order not placed through us. */
  keyOf(tag: string | null | undefined): string {
    if (!tag) return "";
    return this.keys.get(tag) ?? keyOfPackedTag(tag) ?? "";
  }
}
