import { describe, expect, it } from "vitest";
import { MAX_LTP_TOKENS, parseLtpTokens } from "./ltp-query";

describe("parseLtpTokens", () => {
  it("reads repeated parameters, comma-separated lists, and both at once", () => {
    expect(parseLtpTokens(["3727", "4407"])).toEqual({ ok: true, tokens: [3727, 4407] });
    expect(parseLtpTokens(["3727,4407"])).toEqual({ ok: true, tokens: [3727, 4407] });
    expect(parseLtpTokens(["3727, 4407", "3731"])).toEqual({
      ok: true,
      tokens: [3727, 4407, 3731],
    });
  });

  it("counts a repeated token once", () => {
    expect(parseLtpTokens(["3727", "3727,3727"])).toEqual({ ok: true, tokens: [3727] });
  });

  it("requires at least one token", () => {
    for (const values of [undefined, []]) {
      expect(parseLtpTokens(values)).toEqual({
        ok: false,
        message: "instrument_token is required: one or more instrument tokens",
      });
    }
  });

  it.each([["abc"], ["0"], ["-5"], ["1.5"], ["1e3"], [""], ["3727,"], ["99999999999999999"]])(
    "refuses %j, naming it",
    (value) => {
      expect(parseLtpTokens([value])).toEqual({
        ok: false,
        message: expect.stringMatching(
          /^instrument_token must be a list of positive integers, got "/,
        ),
      });
    },
  );

  it(`takes at most ${MAX_LTP_TOKENS} distinct tokens`, () => {
    const tokens = Array.from({ length: MAX_LTP_TOKENS }, (_, i) => String(i + 1));
    expect(parseLtpTokens([tokens.join(",")])).toMatchObject({ ok: true });
    expect(parseLtpTokens([tokens.join(","), "501"])).toEqual({
      ok: false,
      message: `instrument_token: at most ${MAX_LTP_TOKENS} tokens per request`,
    });
  });
});
