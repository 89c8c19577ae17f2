import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { BASKET_STATUSES, USER_BASKET_STATUSES } from "../domain/enums";
import {
  BASKET_STATUS_COLOUR_TOKENS,
  BASKET_STATUS_COLOURS,
  basketStatusColour,
} from "./basket-status-colour";

const spec = readSpec();

describe.skipIf(!spec)(`basket status colour names against the spec's §4 (${SPEC_PATH})`, () => {
  it("has exactly the spec's names", () => {
    const line = /Basket status colour names: ([^.]+)\./.exec(spec ?? "")?.[1] ?? "";
    expect([...BASKET_STATUS_COLOURS]).toEqual(line.split(",").map((name) => name.trim()));
  });
});

describe("basketStatusColour", () => {
  it("shows 'ready' when the trader has no basket and the analyst's is open or adjusted", () => {
    expect(basketStatusColour({ analystStatus: "OPEN" })).toBe("ready");
    expect(basketStatusColour({ userStatus: null, analystStatus: "ADJUSTED" })).toBe("ready");
  });

  it("shows 'closed' when the trader has no basket and there is nothing to enter", () => {
    for (const analyst of ["PENDING", "CLOSED", "NO_BASKET", null] as const) {
      expect(basketStatusColour({ analystStatus: analyst })).toBe("closed");
    }
  });

  it("shows 'closed' for an exited basket, whatever else is true", () => {
    for (const analyst of BASKET_STATUSES) {
      expect(
        basketStatusColour({ userStatus: "EXITED", analystStatus: analyst, hasRejectedLegs: true }),
      ).toBe("closed");
    }
  });

  it("shows 'tracking with rejection' for an errored basket or a rejected leg, even in flight", () => {
    expect(basketStatusColour({ userStatus: "ERROR", analystStatus: "OPEN" })).toBe(
      "tracking with rejection",
    );
    expect(basketStatusColour({ userStatus: "ERROR", analystStatus: "ADJUSTED" })).toBe(
      "tracking with rejection",
    );
    expect(
      basketStatusColour({ userStatus: "ENTERING", analystStatus: "OPEN", hasRejectedLegs: true }),
    ).toBe("tracking with rejection");
    expect(
      basketStatusColour({
        userStatus: "TRACKING",
        analystStatus: "CLOSED",
        hasRejectedLegs: true,
      }),
    ).toBe("tracking with rejection");
  });

  it("shows 'active' while orders are in flight, even if the analyst has adjusted", () => {
    for (const user of ["ENTERING", "EXITING", "ADJUSTING"] as const) {
      expect(basketStatusColour({ userStatus: user, analystStatus: "OPEN" })).toBe("active");
      expect(basketStatusColour({ userStatus: user, analystStatus: "ADJUSTED" })).toBe("active");
    }
  });

  it("shows 'tracking with adjustment' for a settled basket the analyst closed or adjusted", () => {
    for (const user of ["TRACKING", "MODIFYING", "OPEN"] as const) {
      expect(basketStatusColour({ userStatus: user, analystStatus: "CLOSED" })).toBe(
        "tracking with adjustment",
      );
      expect(basketStatusColour({ userStatus: user, analystStatus: "ADJUSTED" })).toBe(
        "tracking with adjustment",
      );
      expect(basketStatusColour({ userStatus: user, analystStatus: "OPEN" })).toBe("tracking");
      expect(basketStatusColour({ userStatus: user, analystStatus: "PENDING" })).toBe("tracking");
    }
  });

  it("gives every combination a colour with a token, and every colour is reachable", () => {
    const seen = new Set<string>();
    for (const user of [null, ...USER_BASKET_STATUSES]) {
      for (const analyst of [null, ...BASKET_STATUSES]) {
        for (const rejected of [false, true]) {
          const colour = basketStatusColour({
            userStatus: user,
            analystStatus: analyst,
            hasRejectedLegs: rejected,
          });
          expect(BASKET_STATUS_COLOUR_TOKENS[colour]).toMatch(/^[a-z]+\.\d{2,3}$/);
          seen.add(colour);
        }
      }
    }
    expect([...seen].sort()).toEqual([...BASKET_STATUS_COLOURS].sort());
  });

  it("draws each colour name in its own token", () => {
    const tokens = Object.values(BASKET_STATUS_COLOUR_TOKENS);
    expect(new Set(tokens).size).toBe(BASKET_STATUS_COLOURS.length);
  });
});
