import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { deriveVapidKeys, isVapidKeyPair } from "./vapid-keys";
import { isPushServiceEndpoint } from "./push-endpoints";

describe("deriveVapidKeys", () => {
  it("gives a P-256 pair of the sizes browsers take, the same for the same secret", () => {
    const keys = deriveVapidKeys("a-session-secret-of-at-least-32-bytes!");
    expect(Buffer.from(keys.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, "base64url")).toHaveLength(32);
    expect(isVapidKeyPair(keys)).toBe(true);
    expect(deriveVapidKeys("a-session-secret-of-at-least-32-bytes!")).toEqual(keys);
    expect(deriveVapidKeys("another-session-secret-of-32-bytes!!").publicKey).not.toBe(
      keys.publicKey,
    );
  });

  it("knows a pair the library made, and refuses halves of two", () => {
    const made = webpush.generateVAPIDKeys();
    expect(isVapidKeyPair(made)).toBe(true);
    const other = webpush.generateVAPIDKeys();
    expect(isVapidKeyPair({ publicKey: made.publicKey, privateKey: other.privateKey })).toBe(false);
    expect(isVapidKeyPair({ publicKey: "x", privateKey: "y" })).toBe(false);
  });
});

describe("isPushServiceEndpoint", () => {
  it("takes the browsers' push services over https, and the extra origins named", () => {
    expect(isPushServiceEndpoint("https://fcm.googleapis.com/fcm/send/abc", [])).toBe(true);
    expect(isPushServiceEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x", [])).toBe(
      true,
    );
    expect(isPushServiceEndpoint("https://web.push.apple.com/QX", [])).toBe(true);
    expect(isPushServiceEndpoint("http://fcm.googleapis.com/fcm/send/abc", [])).toBe(false);
    expect(isPushServiceEndpoint("https://fcm.googleapis.com.evil.example/x", [])).toBe(false);
    expect(isPushServiceEndpoint("http://127.0.0.1:9/push/a", [])).toBe(false);
    expect(isPushServiceEndpoint("http://127.0.0.1:9/push/a", ["http://127.0.0.1:9"])).toBe(true);
    expect(isPushServiceEndpoint("not a url", [])).toBe(false);
  });
});
