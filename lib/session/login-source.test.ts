import { describe, expect, it } from "vitest";
import { readSpec } from "@/tests/support/spec-document";
import { isWebviewLoginSource, LOGIN_SOURCE_COOKIE } from "./login-source";

describe("isWebviewLoginSource", () => {
  it.each([
    ["webview", true],
    [" WebView ", true],
    ["web", false],
    ["", false],
    [undefined, false],
    [null, false],
  ])("%j → %j", (value, expected) => expect(isWebviewLoginSource(value)).toBe(expected));

  it.skipIf(!readSpec())("uses the spec's cookie name", () => {
    expect(readSpec()).toContain(`bridgeJWT, ${LOGIN_SOURCE_COOKIE}, broker`);
  });
});
