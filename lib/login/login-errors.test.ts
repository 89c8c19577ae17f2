import { describe, expect, it } from "vitest";
import {
  LOGIN_ERROR_KINDS,
  LOGIN_ERROR_TEXTS,
  loginErrorKind,
  loginErrorKindForStatus,
} from "./login-errors";

describe("login errors", () => {
  it("has a title and a text for every kind", () => {
    for (const kind of LOGIN_ERROR_KINDS) {
      expect(LOGIN_ERROR_TEXTS[kind].title).not.toBe("");
      expect(LOGIN_ERROR_TEXTS[kind].text).not.toBe("");
    }
  });

  it("reads a kind from a URL, anything unknown as an incomplete link", () => {
    expect(loginErrorKind("state")).toBe("state");
    expect(loginErrorKind("<script>")).toBe("invalid");
    expect(loginErrorKind(null)).toBe("invalid");
  });

  it("maps the bridge's statuses (docs/api.md)", () => {
    expect(loginErrorKindForStatus(401)).toBe("expired");
    expect(loginErrorKindForStatus(400)).toBe("not-available");
    expect(loginErrorKindForStatus(429)).toBe("unavailable");
    expect(loginErrorKindForStatus(504)).toBe("unavailable");
    expect(loginErrorKindForStatus(null)).toBe("unavailable");
  });
});
