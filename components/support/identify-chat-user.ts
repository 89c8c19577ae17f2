import { fetchChatIdentityHash } from "@/api-clients/same-origin/hash-email";
import { readSessionToken } from "@/components/session/session-cookie";
import { chatIdentity } from "@/lib/profile/chat-identity";
import type { ClientProfile } from "@/lib/profile/client-profile";
import type { ChatSupport } from "./chat-support";

/**
 * Tells the chat who the trader is (spec §5 chat identity), with the hash from POST
 * /api/hashEmail; spec §8 'Hash call failure: the chat user is still set, without the hash'.
 */
export async function identifyChatUser(
  support: ChatSupport,
  profile: ClientProfile,
  hashOf: (distinctId: string) => Promise<string> = (id) =>
    fetchChatIdentityHash(id, { token: readSessionToken() }),
): Promise<void> {
  const hash = await hashOf(profile.distinctId).catch((error: unknown) => {
    console.warn("[support] chat identity without its hash", error);
    return undefined;
  });
  await support.setUser(chatIdentity(profile), hash);
}
