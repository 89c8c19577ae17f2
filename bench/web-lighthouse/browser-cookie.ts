// A cookie put in the browser's own jar over the DevTools protocol, before Lighthouse runs: a
// `Cookie` header alone reaches the server, but the page's script (js-cookie) reads
// document.cookie, and a trader's page that finds no session there logs the visitor out.
import WebSocket from "ws";
import { z } from "zod";

const version = z.object({ webSocketDebuggerUrl: z.string() });
const reply = z.object({ id: z.number(), error: z.object({ message: z.string() }).optional() });

export interface BrowserCookie {
  name: string;
  value: string;
  /** The page's origin the cookie belongs to. */
  url: string;
}

/** Sets `cookie` in the browser listening for DevTools on `port` (chrome-launcher's). */
export async function setBrowserCookie(port: number, cookie: BrowserCookie): Promise<void> {
  const info = version.parse(await (await fetch(`http://127.0.0.1:${port}/json/version`)).json());
  const socket = new WebSocket(info.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => {
      // As the login sets it: Secure (localhost is a secure context) and SameSite=Lax.
      const params = { cookies: [{ ...cookie, secure: true, sameSite: "Lax" }] };
      socket.send(JSON.stringify({ id: 1, method: "Storage.setCookies", params }));
    });
    socket.on("message", (data) => {
      const answer = reply.safeParse(JSON.parse(String(data)));
      if (!answer.success || answer.data.id !== 1) return;
      if (answer.data.error) reject(new Error(`Storage.setCookies: ${answer.data.error.message}`));
      else resolve();
    });
  }).finally(() => socket.close());
}
