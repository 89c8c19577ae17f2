import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../../../lib/time/clock";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { ScripDirectory } from "../../real/scrip-master";
import type { TokenAnswerShape } from "./fake-hdfc-sky";
import {
  hdfcSkyAnswering,
  fixtureScrips,
  logInAtFake,
  startHdfcSkyOnFake,
  type HdfcSkyOnFake,
} from "./testing";

const scrips = fixtureScrips();

describe("HDFC SKY token answer, in each shape the broker sends", () => {
  let on: HdfcSkyOnFake;
  beforeEach(async () => {
    on = await startHdfcSkyOnFake(
      new ScripDirectory("HDFC SKY", scrips),
      new ManualClock(TEST_INSTANT),
    );
  });
  afterEach(async () => {
    await on.close();
    expect(on.server.violations).toEqual([]);
  });

  const shapes: TokenAnswerShape[] = [
    "accessToken",
    "access_token",
    "data.accessToken",
    "data.access_token",
  ];
  for (const shape of shapes) {
    it(`logs in when the token comes as ${shape}`, async () => {
      on.quirks.tokenAnswer = shape;
      const login = await logInAtFake(on, "S0190007");
      expect(login.client.clientId).toBe("S0190007");
      expect(on.exchange.clientOf(login.session.accessToken)).toBe("S0190007");
    });
  }
});

describe("HDFC SKY token answer without a token", () => {
  const brokerAnswering = hdfcSkyAnswering;

  it("takes an error envelope sent with HTTP 200 as a refused login, with its reason", async () => {
    const broker = brokerAnswering(200, {
      status: "error",
      message: "Invalid request token",
      error_code: 40000,
      data: {},
    });
    await expect(broker.exchangeToken({ requestToken: "RT" })).rejects.toMatchObject({
      code: "INVALID_TOKEN",
      message: "HDFC SKY did not accept the login: Invalid request token. Log in again",
    });
  });

  it("takes an answer that names no token anywhere as unreadable", async () => {
    const broker = brokerAnswering(200, { status: "success", data: {} });
    await expect(broker.exchangeToken({ requestToken: "RT" })).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
  });
});
