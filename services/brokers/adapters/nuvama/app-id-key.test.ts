import { describe, expect, it } from "vitest";
import { NuvamaAppIdKey } from "./app-id-key";

const answer = (headers: Record<string, string> = {}) => new Response("{}", { headers });

describe("Nuvama's AppIdKey", () => {
  it("sends the configured key, then the one an answer carries; an answer without one keeps it", () => {
    const key = new NuvamaAppIdKey("issued");
    expect(key.headers()).toEqual({ AppIdKey: "issued" });
    key.observe(answer({ AppIdKey: "renewed" }));
    expect(key.headers()).toEqual({ AppIdKey: "renewed" });
    key.observe(answer());
    key.observe(answer({ AppIdKey: "  " }));
    expect(key.headers()).toEqual({ AppIdKey: "renewed" });
  });

  it("without a configured key sends none until Nuvama hands one over", () => {
    const key = new NuvamaAppIdKey(undefined);
    expect(key.headers()).toEqual({});
    key.observe(answer({ appidkey: "from-nuvama" }));
    expect(key.headers()).toEqual({ AppIdKey: "from-nuvama" });
  });
});
