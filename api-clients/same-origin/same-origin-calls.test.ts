import { afterEach, describe, expect, it } from "vitest";
import { ResponseError, ValidationError } from "../errors";
import { setValidationErrorReporter } from "../http";
import { fakeFetch } from "../testing/fake-fetch";
import { checkMarketHours } from "./check-market-hours";
import { fetchChatIdentityHash } from "./hash-email";
import { fetchDeployVersion } from "./has-new-deploy";

const ORIGIN = "https://app.test";

function answering(body: unknown, status = 200) {
  const { requests: calls, fetchImpl } = fakeFetch(body, status);
  return { calls, call: { origin: ORIGIN, fetchImpl } };
}

afterEach(() => setValidationErrorReporter(() => {}));

describe("checkMarketHours (GET /api/check-market-hours)", () => {
  it("reads isMarketHours from the success shape", async () => {
    const { call, calls } = answering({ isSuccess: true, isMarketHours: false });
    await expect(checkMarketHours(call)).resolves.toBe(false);
    expect(String(calls[0]!.url)).toBe(`${ORIGIN}/api/check-market-hours`);
  });

  it("raises a response error for isSuccess false (spec §8)", async () => {
    const { call } = answering({ isSuccess: false, errorMessage: "No calendar" }, 200);
    await expect(checkMarketHours(call)).rejects.toEqual(
      expect.objectContaining({ constructor: ResponseError, message: "No calendar" }),
    );
  });

  it("raises a validation error for any other shape (spec §5)", async () => {
    setValidationErrorReporter(() => {});
    for (const body of [{ isSuccess: true }, { isMarketHours: true }, { isSuccess: "yes" }]) {
      await expect(checkMarketHours(answering(body).call)).rejects.toBeInstanceOf(ValidationError);
    }
  });
});

describe("fetchChatIdentityHash (POST /api/hashEmail)", () => {
  it("sends the distinct id as clientID with the session, and returns the hash", async () => {
    const { call, calls } = answering({ isError: false, data: { hash: "ab12" } });
    await expect(
      fetchChatIdentityHash("strikeline:iifl:A1", { ...call, token: "jwt" }),
    ).resolves.toBe("ab12");
    expect(calls[0]).toMatchObject({ method: "POST", body: { clientID: "strikeline:iifl:A1" } });
    expect(calls[0]!.authorization).toBe("Bearer jwt");
  });

  it("raises the server's message on the error shape", async () => {
    const { call } = answering({ isError: true, errorMessage: "No key" });
    await expect(fetchChatIdentityHash("x", { ...call, token: "jwt" })).rejects.toMatchObject({
      message: "No key",
    });
  });
});

describe("fetchDeployVersion (GET /api/has-new-deploy)", () => {
  it("reads the version, and refuses an empty one", async () => {
    await expect(fetchDeployVersion(answering({ version: "b7" }).call)).resolves.toBe("b7");
    setValidationErrorReporter(() => {});
    await expect(fetchDeployVersion(answering({ version: "" }).call)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});
