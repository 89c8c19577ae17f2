import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  aliceBlueChecksum,
  aliceBlueSessionRequest,
  aliceBlueTokenRequest,
  createAliceBlueBroker,
} from "./alice-blue";
import { ManualClock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { ScripDirectory } from "../../real/scrip-master";
import type { RealBrokerDeps } from "../../real/real-broker-deps";

const deps: RealBrokerDeps = {
  scrips: new ScripDirectory("Alice Blue"),
  clock: new ManualClock(new Date("2026-11-25T04:00:00Z")),
  logger: recordingLogger(),
};

const credentials = { appCode: "APP CODE/1", apiSecret: "apiSec" };

describe("Alice Blue login hand-off", () => {
  it("builds ant.aliceblueonline.com/?appcode=, encoding the app code", () => {
    const broker = createAliceBlueBroker({ appCode: "AbC123", apiSecret: undefined }, deps);
    expect(broker.loginUrl({ redirectUrl: "https://s.in/cb", state: "st" })).toBe(
      "https://ant.aliceblueonline.com/?appcode=AbC123",
    );
    expect(
      createAliceBlueBroker(credentials, deps).loginUrl({
        redirectUrl: "https://s.in/cb",
        state: "st",
      }),
    ).toBe("https://ant.aliceblueonline.com/?appcode=APP+CODE%2F1");
  });

  it("sends neither redirect nor state: both are registered with the app, not passed", () => {
    const url = new URL(
      createAliceBlueBroker(credentials, deps).loginUrl({
        redirectUrl: "https://s.in/cb?next=/x",
        state: "st",
      }),
    );
    expect([...url.searchParams.keys()]).toEqual(["appcode"]);
  });

  it("says which variable to set when the app code is missing", () => {
    expect(() =>
      createAliceBlueBroker({ appCode: undefined, apiSecret: "s" }, deps).loginUrl({
        redirectUrl: "https://s.in/cb",
        state: "st",
      }),
    ).toThrow("Alice Blue is not configured: set ALICEBLUE_APP_CODE");
  });
});

describe("Alice Blue token exchange (pure parts)", () => {
  it("maps the redirect's authCode and userId", () => {
    expect(aliceBlueTokenRequest(new URLSearchParams("authCode=AUTHxyz&userId=U77"))).toEqual({
      requestToken: "AUTHxyz",
      params: { userId: "U77" },
    });
    expect(() => aliceBlueTokenRequest(new URLSearchParams("userId=U77"))).toThrow(
      expect.objectContaining({ code: "INVALID_TOKEN" }),
    );
  });

  it("checksums sha256(userId + authCode + apiSecret)", () => {
    const expected = createHash("sha256").update("U77AUTHxyzapiSec").digest("hex");
    expect(aliceBlueChecksum("U77", "AUTHxyz", "apiSec")).toBe(expected);
    // The same vector from Python's hashlib.
    expect(expected).toBe("ce9f8e8c651ce11ce6a2ad3279e6cd9bb5d2bc5e00d6cd422fc3d637f77def7e");
  });

  it("describes POST /open-api/od/v1/vendor/getUserDetails with the checkSum", () => {
    expect(aliceBlueSessionRequest({ userId: "U77", authCode: "AUTHxyz" }, credentials)).toEqual({
      method: "POST",
      url: "https://a3.aliceblueonline.com/open-api/od/v1/vendor/getUserDetails",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: { checkSum: "ce9f8e8c651ce11ce6a2ad3279e6cd9bb5d2bc5e00d6cd422fc3d637f77def7e" },
    });
    expect(() =>
      aliceBlueSessionRequest(
        { userId: "U", authCode: "A" },
        { appCode: "c", apiSecret: undefined },
      ),
    ).toThrow("set ALICEBLUE_API_SECRET");
  });
});
