import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { ScripDirectory } from "../../real/scrip-master";
import type { RealBrokerDeps } from "../../real/real-broker-deps";
import {
  createFivePaisaBroker,
  fivePaisaAccessTokenRequest,
  fivePaisaTokenRequest,
} from "./five-paisa";

const credentials = { vendorKey: "VK1", encryptionKey: "EK1", userId: "UID1" };
const deps: RealBrokerDeps = {
  scrips: new ScripDirectory("5paisa"),
  clock: new ManualClock(TEST_INSTANT),
  logger: recordingLogger(),
};
const broker = createFivePaisaBroker(credentials, deps);

describe("5paisa login hand-off", () => {
  it("builds WebVendorLogin/VLogin/Index?VendorKey=&ResponseURL=&State=", () => {
    expect(broker.loginUrl({ redirectUrl: "https://app.strikeline.in/cb", state: "abc123" })).toBe(
      "https://dev-openapi.5paisa.com/WebVendorLogin/VLogin/Index?VendorKey=VK1&ResponseURL=https%3A%2F%2Fapp.strikeline.in%2Fcb&State=abc123",
    );
  });

  it("encodes a redirect with a query string and a state with reserved characters", () => {
    const url = broker.loginUrl({ redirectUrl: "https://s.in/cb?b=5paisa&n=/x", state: "a b&c=d" });
    expect(url).toBe(
      "https://dev-openapi.5paisa.com/WebVendorLogin/VLogin/Index?VendorKey=VK1&ResponseURL=https%3A%2F%2Fs.in%2Fcb%3Fb%3D5paisa%26n%3D%2Fx&State=a+b%26c%3Dd",
    );
    expect(new URL(url).searchParams.get("State")).toBe("a b&c=d");
  });

  it("says which variable to set when the vendor key is missing", () => {
    expect(() =>
      createFivePaisaBroker({ ...credentials, vendorKey: undefined }, deps).loginUrl({
        redirectUrl: "https://s.in/cb",
        state: "s",
      }),
    ).toThrow("5paisa is not configured: set FIVEPAISA_VENDOR_KEY");
  });
});

describe("5paisa token exchange (pure parts)", () => {
  it("maps the redirect's RequestToken and echoed state", () => {
    expect(fivePaisaTokenRequest(new URLSearchParams("RequestToken=eyJ.x.y&state=abc123"))).toEqual(
      { requestToken: "eyJ.x.y", params: { state: "abc123" } },
    );
    expect(fivePaisaTokenRequest(new URLSearchParams("RequestToken=t"))).toEqual({
      requestToken: "t",
      params: {},
    });
    expect(() => fivePaisaTokenRequest(new URLSearchParams("state=s"))).toThrow(
      "5paisa's login redirect carried no RequestToken",
    );
  });

  it("describes POST GetAccessToken with the {head, body} envelope", () => {
    expect(fivePaisaAccessTokenRequest("RT", credentials)).toEqual({
      method: "POST",
      url: "https://Openapi.5paisa.com/VendorsAPI/Service1.svc/GetAccessToken",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: { head: { Key: "VK1" }, body: { RequestToken: "RT", EncryKey: "EK1", UserId: "UID1" } },
    });
    expect(() =>
      fivePaisaAccessTokenRequest("RT", { ...credentials, encryptionKey: undefined }),
    ).toThrow("set FIVEPAISA_ENCRYPTION_KEY");
  });
});
