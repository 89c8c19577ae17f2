import { describe, expect, it } from "vitest";
import { emptyStatement, statementOf } from "@/lib/statement/test-statement";
import { ApiStatusError, ResponseError, ValidationError } from "../errors";
import { setValidationErrorReporter } from "../http";
import { fakeFetch } from "../testing/fake-fetch";
import { getStatement, statementKeys, statementQuery } from "./statement";

setValidationErrorReporter(() => {});

describe("statement call", () => {
  it("reads a financial year's statement with the session token (is_success envelope)", async () => {
    const statement = statementOf();
    const { fetchImpl, requests } = fakeFetch({ is_success: true, data: statement });
    await expect(getStatement("2026-27", { token: "jwt", fetchImpl })).resolves.toEqual(statement);
    expect(requests[0]?.method).toBe("GET");
    expect(requests[0]?.url.pathname).toBe("/user-strategy/statement");
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ fy: "2026-27" });
    expect(requests[0]?.authorization).toBe("Bearer jwt");
  });

  it("reads a year with nothing closed", async () => {
    const { fetchImpl } = fakeFetch({ is_success: true, data: emptyStatement() });
    await expect(getStatement("2025-26", { fetchImpl })).resolves.toMatchObject({
      baskets: [],
      totals: { baskets: 0, net_pnl: 0 },
    });
  });

  it("carries the server's message for a label that is no financial year", async () => {
    const { fetchImpl } = fakeFetch(
      { is_success: false, errorMessage: "fy must be a financial year such as 2026-27" },
      400,
    );
    const failure = getStatement("2026", { token: "jwt", fetchImpl });
    await expect(failure).rejects.toBeInstanceOf(ApiStatusError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: /financial year/ });
  });

  it("refuses a statement of the wrong shape and a false success flag", async () => {
    const leg = statementOf().baskets[0]!.legs[0]!;
    const wrong = statementOf();
    wrong.baskets[0]!.legs = [{ ...leg, bought_quantity: -1 }];
    const bad = fakeFetch({ is_success: true, data: wrong });
    await expect(getStatement("2026-27", { fetchImpl: bad.fetchImpl })).rejects.toBeInstanceOf(
      ValidationError,
    );
    const noTotals = fakeFetch({ is_success: true, data: { ...statementOf(), totals: null } });
    await expect(getStatement("2026-27", { fetchImpl: noTotals.fetchImpl })).rejects.toBeInstanceOf(
      ValidationError,
    );
    const failed = fakeFetch({ is_success: false, errorMessage: "Try later" });
    await expect(getStatement("2026-27", { fetchImpl: failed.fetchImpl })).rejects.toEqual(
      expect.objectContaining({ name: ResponseError.name, message: "Try later" }),
    );
  });
});

describe("statement query", () => {
  it("keys each year under one root, without the token", () => {
    const query = statementQuery("2026-27", "secret-token");
    expect(query.queryKey).toEqual(["statement", "2026-27"]);
    expect(query.queryKey[0]).toBe(statementKeys.all[0]);
    expect(JSON.stringify(query.queryKey)).not.toContain("secret");
    expect(statementQuery("2025-26", undefined).queryKey).not.toEqual(query.queryKey);
  });
});
