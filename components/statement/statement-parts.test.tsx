import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { practiceBasket, statementBasket, statementOf } from "@/lib/statement/test-statement";
import { StatementBasket } from "./statement-basket";
import { StatementTotals, TURNOVER_NOTE } from "./statement-totals";

/** The text of the element carrying a test id (the first one). */
function byTestId(html: string, testId: string): string | undefined {
  const at = html.indexOf(`data-testid="${testId}"`);
  if (at < 0) return undefined;
  const open = html.indexOf(">", at);
  const close = html.indexOf("</", open);
  return html
    .slice(open + 1, close)
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&");
}

describe("a statement's basket", () => {
  it("shows its figures in the currency format, to the paisa", () => {
    const html = renderToStaticMarkup(<StatementBasket basket={statementBasket()} />);
    expect(byTestId(html, "statement-basket")).toBeDefined();
    expect(html).toContain("Nifty Call Spread");
    expect(byTestId(html, "statement-basket-gross")).toBe("-₹333.75");
    expect(byTestId(html, "statement-basket-charges")).toBe("₹133.02");
    expect(byTestId(html, "statement-basket-net")).toBe("-₹466.77");
    expect(html.match(/data-testid="statement-leg"/g)).toHaveLength(2);
    // Each leg: bought and sold quantity at the average price, its date and P&L.
    expect(html).toContain("75 @ ₹110.20");
    expect(html).toContain("75 @ ₹120.50");
    expect(html).toContain("4 Dec 2026");
    expect(html).toContain("+₹772.50");
    expect(html).toContain("-₹1,106.25");
    // Every charge by type, and the fee.
    for (const line of ["Brokerage", "STT", "NSE IPFT", "SEBI fee", "Stamp duty", "GST"]) {
      expect(html).toContain(`<dt>${line}</dt>`);
    }
    expect(html).toContain("<dd>₹12.35</dd>");
    expect(html).toContain("Tradebox fee (incl. GST)");
    expect(html).not.toContain("practice-badge");
  });

  it("marks a practice basket", () => {
    const html = renderToStaticMarkup(<StatementBasket basket={practiceBasket()} />);
    expect(byTestId(html, "practice-badge")).toBe("Practice");
    expect(html).toContain("2 lots");
  });
});

describe("a statement's totals", () => {
  it("lead with realised P&L, turnover and net, say how turnover is counted and what is left out", () => {
    const html = renderToStaticMarkup(<StatementTotals statement={statementOf()} />);
    expect(byTestId(html, "statement-total-realised")).toBe("-₹333.75");
    expect(byTestId(html, "statement-total-turnover")).toBe("₹1,878.75");
    expect(byTestId(html, "statement-total-net")).toBe("-₹466.77");
    expect(byTestId(html, "statement-total-charges")).toBe("₹133.02");
    expect(html).toContain(TURNOVER_NOTE.replace("'", "&#x27;"));
    expect(byTestId(html, "statement-practice-note")).toBe(
      "1 practice tradebox is listed below and left out of these totals.",
    );
    const none = renderToStaticMarkup(
      <StatementTotals statement={statementOf({ baskets: [statementBasket()] })} />,
    );
    expect(none).not.toContain("statement-practice-note");
  });
});
