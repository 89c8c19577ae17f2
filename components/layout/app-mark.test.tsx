import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppMark } from "./app-mark";
import { APP_ICON } from "./logo";

/** Each drawing element's attributes, in order; gradient ids (which differ) left out. */
function drawing(svg: string): string[] {
  return [...svg.matchAll(/<(linearGradient|stop|rect|path)\b([^>]*?)\/?>/g)].map(
    ([, tag, attrs]) =>
      [
        tag,
        ...[...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)]
          .filter(([, name]) => name !== "id")
          .map(([, name, value]) => `${name}=${value!.replace(/url\(#[^)]*\)/, "url(#gradient)")}`)
          .sort(),
      ].join(" "),
  );
}

describe("the inline product mark", () => {
  it("draws what the app's icon file draws", () => {
    const icon = readFileSync(`public${APP_ICON}`, "utf8");
    expect(drawing(renderToStaticMarkup(<AppMark />))).toEqual(drawing(icon));
  });

  it("gives each mark on a page its own gradient", () => {
    const html = renderToStaticMarkup(
      <>
        <AppMark />
        <AppMark title="Strikeline" />
      </>,
    );
    const ids = [...html.matchAll(/<linearGradient id="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(2);
    expect(html).toContain('role="img" aria-label="Strikeline"');
  });
});
