import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { hashEmailResponseSchema } from "@/api-clients/same-origin/hash-email";
import { chatHashSecretFromEnv } from "@/lib/env/chat-hash-secret";
import { DEVELOPMENT_SESSION_SECRET } from "@/lib/env/session-secret";
import { SESSION_COOKIE } from "@/lib/product";
import { chatIdentityHash } from "@/lib/profile/chat-identity-hash";
import { signSessionToken } from "@/lib/session/session-token";
import { POST } from "./route";

const OWN_ID = "strikeline:iifl:AB12";

async function token(secret = DEVELOPMENT_SESSION_SECRET): Promise<string> {
  return signSessionToken({ sub: "u1", broker: "iifl", clientId: "AB12" }, secret, {
    now: new Date(),
  });
}

function post(body: unknown, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest("http://localhost/api/hashEmail", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function call(request: NextRequest) {
  const response = await POST(request);
  return { status: response.status, body: hashEmailResponseSchema.parse(await response.json()) };
}

describe("POST /api/hashEmail", () => {
  it("hashes the caller's own distinct id with the chat secret (Bearer token)", async () => {
    const { status, body } = await call(
      post({ clientID: OWN_ID }, { Authorization: `Bearer ${await token()}` }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      isError: false,
      data: { hash: chatIdentityHash(OWN_ID, chatHashSecretFromEnv(process.env)) },
    });
  });

  it("also takes the session cookie", async () => {
    const { body } = await call(
      post({ clientID: OWN_ID }, { Cookie: `${SESSION_COOKIE}=${await token()}` }),
    );
    expect(body.isError).toBe(false);
  });

  it("answers 401 without a valid session", async () => {
    const forged = await token("another-secret-that-is-long-enough-to-sign-with");
    const variants: Record<string, string>[] = [{}, { Authorization: `Bearer ${forged}` }];
    for (const headers of variants) {
      const { status, body } = await call(post({ clientID: OWN_ID }, headers));
      expect(status).toBe(401);
      expect(body).toEqual({ isError: true, errorMessage: "Not logged in" });
    }
  });

  it("answers 400 for a body without a clientID", async () => {
    const auth = { Authorization: `Bearer ${await token()}` };
    for (const body of [{}, { clientID: " " }, "not json"]) {
      expect((await call(post(body, auth))).status).toBe(400);
    }
  });

  it("refuses to hash another trader's id (403)", async () => {
    const { status, body } = await call(
      post({ clientID: "strikeline:iifl:SOMEONE" }, { Authorization: `Bearer ${await token()}` }),
    );
    expect(status).toBe(403);
    expect(body.isError).toBe(true);
  });
});
