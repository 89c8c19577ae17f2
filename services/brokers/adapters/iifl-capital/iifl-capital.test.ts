import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { systemClock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { ScripDirectory } from "../../real/scrip-master";
import {
  createIiflCapitalBroker,
  iiflCapitalChecksum,
  iiflCapitalSessionRequest,
  iiflCapitalTokenRequest,
} from "./iifl-capital";

const credentials = { appKey: "APPKEY1", appSecret: "s3cret" };
const deps = {
  scrips: new ScripDirectory("IIFL Capital"),
  clock: systemClock,
  logger: recordingLogger(),
};
const broker = createIiflCapitalBroker(credentials, deps);

describe("IIFL Capital login hand-off", () => {
  it("builds markets.iiflcapital.com/?v=1&appkey=&redirecturl=", () => {
    expect(broker.loginUrl({ redirectUrl: "https://app.strikeline.in/cb", state: "st" })).toBe(
      "https://markets.iiflcapital.com/?v=1&appkey=APPKEY1&redirecturl=https%3A%2F%2Fapp.strikeline.in%2Fcb",
    );
  });

  it("encodes a redirect with a query string, and sends no state (IIFL has none)", () => {
    const url = broker.loginUrl({ redirectUrl: "https://s.in/cb?b=iifl_capital&x=1", state: "st" });
    expect(url).toBe(
      "https://markets.iiflcapital.com/?v=1&appkey=APPKEY1&redirecturl=https%3A%2F%2Fs.in%2Fcb%3Fb%3Diifl_capital%26x%3D1",
    );
    expect(new URL(url).searchParams.has("state")).toBe(false);
  });

  it("says which variable to set when the app key is missing", () => {
    const login = () =>
      createIiflCapitalBroker({ appKey: undefined, appSecret: "s" }, deps).loginUrl({
        redirectUrl: "https://s.in/cb",
        state: "st",
      });
    expect(login).toThrow("IIFL Capital is not configured: set IIFL_CAPITAL_APP_KEY");
  });
});

describe("IIFL Capital token exchange (pure parts)", () => {
  it("maps the redirect's authCode and clientId", () => {
    expect(iiflCapitalTokenRequest(new URLSearchParams("authCode=AC1&clientId=CL9"))).toEqual({
      requestToken: "AC1",
      params: { clientId: "CL9" },
    });
    expect(() => iiflCapitalTokenRequest(new URLSearchParams("authCode=AC1"))).toThrow(
      "IIFL Capital's login redirect carried no clientId",
    );
  });

  it("checksums sha256(clientId + authCode + appSecret)", () => {
    const expected = createHash("sha256").update("CL9AC1s3cret").digest("hex");
    expect(iiflCapitalChecksum("CL9", "AC1", "s3cret")).toBe(expected);
    // The same vector from Python's hashlib, so the test does not only mirror the code.
    expect(expected).toBe("157553d151cba67b279601bc6b687e9d92f1f1f2a7b148db9f1a377d7aeef9af");
  });

  it("is order-sensitive: clientId first, secret last", () => {
    expect(iiflCapitalChecksum("AC1", "CL9", "s3cret")).not.toBe(
      iiflCapitalChecksum("CL9", "AC1", "s3cret"),
    );
  });

  it("describes POST /getusersession with the checkSum", () => {
    expect(iiflCapitalSessionRequest({ clientId: "CL9", authCode: "AC1" }, credentials)).toEqual({
      method: "POST",
      url: "https://api.iiflcapital.com/v1/getusersession",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: { checkSum: createHash("sha256").update("CL9AC1s3cret").digest("hex") },
    });
    expect(() =>
      iiflCapitalSessionRequest(
        { clientId: "CL9", authCode: "AC1" },
        { appKey: "k", appSecret: undefined },
      ),
    ).toThrow("set IIFL_CAPITAL_APP_SECRET");
  });
});
