import { describe, expect, it } from "vitest";
import { shellAccountFrom } from "./shell-account";

describe("the shell's account", () => {
  it("names the broker as the trader knows it", () => {
    const account = shellAccountFrom({ sub: "u1", broker: "aliceblue", clientId: "AB1" });
    expect(account).toEqual({
      clientId: "AB1",
      broker: "aliceblue",
      brokerNickname: "Alice Blue",
      brokerLegalName: "Alice Blue Financial Services Private Limited",
      sandbox: false,
    });
  });

  it("never passes a sandbox off as the broker itself", () => {
    const account = shellAccountFrom({
      sub: "u1",
      broker: "aliceblue",
      clientId: "AB1",
      sandbox: true,
    });
    expect(account.brokerNickname).toBe("Alice Blue Sandbox");
    expect(account.brokerLegalName).toBe(
      "a sandbox of Alice Blue Financial Services Private Limited",
    );
    expect(account.sandbox).toBe(true);
  });
});
