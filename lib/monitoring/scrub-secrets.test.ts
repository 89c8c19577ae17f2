import { describe, expect, it } from "vitest";
import { hashedClientId, scrubReport, scrubSecrets } from "./scrub-secrets";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJBQjEyMyJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ";

describe("scrubSecrets", () => {
  it("filters the realtime socket's token in its query string", () => {
    expect(scrubSecrets(`wss://rt.strikeline.in/ws?token=${JWT}&v=2`)).toBe(
      "wss://rt.strikeline.in/ws?token=[Filtered]&v=2",
    );
  });

  it("filters Bearer headers, brokers' one-time tokens and the session cookie", () => {
    expect(scrubSecrets("Authorization: Bearer abc.def-123")).toBe(
      "Authorization: Bearer [Filtered]",
    );
    expect(scrubSecrets("/login/verify?broker=aliceblue&authCode=XYZ123&userId=AB1")).toBe(
      "/login/verify?broker=aliceblue&authCode=[Filtered]&userId=AB1",
    );
    expect(scrubSecrets("/login/verify?RequestToken=r-42")).toBe(
      "/login/verify?RequestToken=[Filtered]",
    );
    expect(scrubSecrets(`theme=dark; strikelineJWT=${JWT}`)).toBe(
      "theme=dark; strikelineJWT=[Filtered]",
    );
  });

  it("filters a token-shaped string wherever it is", () => {
    expect(scrubSecrets(`failed with ${JWT} in hand`)).toBe("failed with [Filtered] in hand");
  });

  it("leaves ordinary text alone", () => {
    const text = "GET /explore?category=income&sort=returns failed: 502";
    expect(scrubSecrets(text)).toBe(text);
  });
});

describe("scrubReport", () => {
  it("scrubs every field of an event, however deep", () => {
    const event = {
      request: {
        url: `https://app/track?token=${JWT}`,
        headers: { Authorization: `Bearer ${JWT}` },
      },
      breadcrumbs: [{ data: { url: `/ws?token=${JWT}` }, message: "socket open" }],
      user: { id: "hashed" },
    };
    const scrubbed = scrubReport(event);
    expect(JSON.stringify(scrubbed)).not.toContain(JWT);
    expect(scrubbed.breadcrumbs[0]?.message).toBe("socket open");
    expect(scrubbed.request.headers.Authorization).toBe("Bearer [Filtered]");
  });
});

describe("hashedClientId", () => {
  it("is a stable SHA-256 digest that does not contain the id", async () => {
    const hashed = await hashedClientId("AB1234");
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).not.toContain("AB1234");
    expect(await hashedClientId("AB1234")).toBe(hashed);
    expect(await hashedClientId("AB1235")).not.toBe(hashed);
  });
});
