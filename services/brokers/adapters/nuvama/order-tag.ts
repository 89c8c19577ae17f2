import { orderTagOf } from "../../real/idempotent-placement";

/** The engine's keys: `<basket uuid>:<order uuid>` (services/baskets/order-plan.ts), lowercase. */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const ENGINE_KEY = new RegExp(`^(${UUID}):(${UUID})$`);
const PACKED = /^U[0-9A-Za-z_-]{43}$/;
/** Any other key (a test's, say) goes as a hash: 16 hex characters. */
const HASHED_TAG_LENGTH = 16;

/**
 * Our idempotency key as the remark (`rmk`) an order carries, and back. The order book gives
 * back only the remark, and the engine matches the broker's news by key, also after a restart:
 * an engine key is packed reversibly ("U" + its two UUIDs' 32 bytes in base64url, 44
 * characters); another key is hashed (`orderTagOf`) and remembered in memory for this process.
 */
export class NuvamaOrderTags {
  private readonly hashed = new Map<string, string>();

  tag(key: string): string {
    const match = ENGINE_KEY.exec(key);
    if (match) {
      const bytes = Buffer.from(`${match[1]}${match[2]}`.replaceAll("-", ""), "hex");
      return `U${bytes.toString("base64url")}`;
    }
    const tag = orderTagOf(key, HASHED_TAG_LENGTH);
    this.hashed.set(tag, key);
    return tag;
  }

  /** The key of a remark: unpacked, remembered, or the remark itself for an order not ours. */
  keyOf(tag: string): string {
    if (PACKED.test(tag)) {
      const hex = Buffer.from(tag.slice(1), "base64url").toString("hex");
      if (hex.length === 64) return `${uuidOf(hex.slice(0, 32))}:${uuidOf(hex.slice(32))}`;
    }
    return this.hashed.get(tag) ?? tag;
  }
}

function uuidOf(hex: string): string {
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join("-");
}
