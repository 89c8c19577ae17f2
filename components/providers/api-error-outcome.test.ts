import { describe, expect, it } from "vitest";
import { ApiStatusError, NetworkError, ResponseError, ValidationError } from "@/api-clients/errors";
import { errorOutcome } from "./api-error-outcome";

const E = "https://svc/user/margin";

describe("errorOutcome (spec §8)", () => {
  it("401: logs out with 'You have been logged out', even for a quiet call", () => {
    for (const quiet of [false, true]) {
      expect(errorOutcome(new ApiStatusError(401, E, "GET"), { quiet })).toEqual({
        logout: true,
        report: false,
        toast: { id: "logged-out", type: "info", title: "You have been logged out" },
      });
    }
  });

  it("403: 'You are not allowed to take this action'", () => {
    expect(errorOutcome(new ApiStatusError(403, E, "POST")).toast).toMatchObject({
      type: "info",
      title: "You are not allowed to take this action",
    });
  });

  it("a shape mismatch: a warning that cannot be closed, asking for a refresh", () => {
    expect(errorOutcome(new ValidationError([], E, "GET"))).toEqual({
      logout: false,
      report: false,
      toast: {
        id: "validation-error",
        type: "warning",
        title: "Something went wrong",
        description: "Please refresh the page",
        durationMs: "until-dismissed",
        closable: false,
      },
    });
  });

  it("any other API error: 'Error in the server' with its message, one toast per message", () => {
    const a = errorOutcome(new ResponseError("Basket not found", E, "GET")).toast;
    const b = errorOutcome(new ApiStatusError(500, E, "GET", "Internal error")).toast;
    expect(a).toMatchObject({ type: "error", title: "Error in the server" });
    expect(a?.description).toBe("Basket not found");
    expect(b?.description).toBe("Internal error");
    expect(a?.id).not.toBe(b?.id);
    expect(errorOutcome(new ResponseError("Basket not found", E, "GET")).toast?.id).toBe(a?.id);
  });

  it("no answer at all: 'Error in the server' in words a trader can act on", () => {
    const toast = errorOutcome(new NetworkError("No answer from GET x", E, "GET")).toast;
    expect(toast?.title).toBe("Error in the server");
    expect(toast?.description).toMatch(/check your connection/i);
  });

  it("quiet calls keep their own error display", () => {
    expect(errorOutcome(new ResponseError("x", E, "PUT"), { quiet: true }).toast).toBeNull();
    expect(errorOutcome(new ApiStatusError(403, E, "PUT"), { quiet: true }).toast).toBeNull();
  });

  it("an unknown error is reported, not toasted", () => {
    expect(errorOutcome(new TypeError("x is undefined"))).toEqual({
      logout: false,
      toast: null,
      report: true,
    });
  });
});
