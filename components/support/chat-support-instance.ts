import { CHAT_SCRIPT_HOST, CHAT_TOKEN } from "./chat-settings";
import { createChatSupport, type ChatSupport } from "./chat-support";
import { loadScript } from "./load-script";

let instance: ChatSupport | undefined;

/** The page's one chat widget (browser only), loaded when first needed. */
export function chatSupport(): ChatSupport {
  instance ??= createChatSupport({
    token: CHAT_TOKEN,
    host: CHAT_SCRIPT_HOST,
    win: window,
    loadScript,
  });
  return instance;
}
