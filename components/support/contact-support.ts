import { SUPPORT_MAILTO } from "@/lib/support-contact";
import { chatSupport } from "./chat-support-instance";

/** The 'Contact Support' action: the chat when one is configured, else an e-mail to support. */
export async function contactSupport(): Promise<void> {
  if (await chatSupport().open()) return;
  window.location.assign(SUPPORT_MAILTO);
}
