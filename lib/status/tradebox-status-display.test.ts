import { describe, expect, it } from "vitest";
import { tradeboxStatusDisplay } from "./tradebox-status-display";

describe("tradeboxStatusDisplay", () => {
  it("builds the record of a tracking basket the analyst has adjusted", () => {
    expect(tradeboxStatusDisplay({ userStatus: "TRACKING", analystStatus: "ADJUSTED" })).toEqual({
      backendStatus: "TRACKING",
      statusText: "Adjustment Available",
      color: "orange.400",
      toRetry: false,
    });
  });

  it("marks an errored basket for retry", () => {
    expect(tradeboxStatusDisplay({ userStatus: "ERROR", analystStatus: "OPEN" })).toEqual({
      backendStatus: "ERROR",
      statusText: "Retry Orders",
      color: "red.400",
      toRetry: true,
    });
  });

  it("keeps the label and colour of a basket in flight or exited", () => {
    expect(tradeboxStatusDisplay({ userStatus: "ENTERING", analystStatus: "OPEN" })).toMatchObject({
      statusText: "Entering",
      color: "blue.400",
      toRetry: false,
    });
    expect(tradeboxStatusDisplay({ userStatus: "EXITED", analystStatus: "CLOSED" })).toMatchObject({
      statusText: "Closed",
      color: "gray.400",
      toRetry: false,
    });
  });
});
