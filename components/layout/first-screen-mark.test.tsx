import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FirstScreenMark } from "./first-screen-mark";

describe("the first screen's mark", () => {
  it("holds rendering until the parser reaches the element it names, which it draws unseen", () => {
    const html = renderToStaticMarkup(<FirstScreenMark />);
    const link = /<link rel="expect" href="#([^"]+)" blocking="render"\/>/.exec(html);
    expect(link, html).not.toBeNull();
    expect(html).toContain(`<span id="${link![1]}" hidden="">`);
  });
});
