import { describe, expect, it } from "vitest";
import { csvField, STATEMENT_CSV_HEADER, statementCsv } from "./statement-csv";
import { csvRecords, parseCsv } from "./test-csv";
import {
  emptyStatement,
  practiceBasket,
  statementBasket,
  statementLeg,
  statementOf,
} from "./test-statement";

const records = csvRecords;

const sumColumn = (rows: Record<string, string>[], column: string) =>
  rows.reduce((paise, row) => paise + Math.round(Number(row[column] || 0) * 100), 0);

describe("statementCsv", () => {
  const csv = statementCsv(statementOf());
  const rows = records(csv);

  it("starts with the header, ends every line with CRLF, and has as many cells in every row", () => {
    const parsed = parseCsv(csv);
    expect(parsed[0]).toEqual([...STATEMENT_CSV_HEADER]);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replace(/\r\n/g, "").includes("\r")).toBe(false);
    for (const row of parsed) expect(row).toHaveLength(STATEMENT_CSV_HEADER.length);
    // Two legs of the spread, one of the practice basket, and the Total row.
    expect(parsed).toHaveLength(1 + 3 + 1);
  });

  it("names the charge columns as a contract note does", () => {
    expect(STATEMENT_CSV_HEADER).toEqual(
      expect.arrayContaining([
        "Brokerage",
        "STT",
        "Exchange transaction charge",
        "NSE IPFT",
        "SEBI fee",
        "Stamp duty",
        "GST",
        "Charges total",
        "Tradebox fee (incl. GST)",
      ]),
    );
  });

  it("writes each leg with its quantities, prices, India times and P&L", () => {
    expect(rows[0]).toMatchObject({
      Tradebox: "Nifty Call Spread",
      "Basket ID": "b1",
      Practice: "No",
      Lots: "1",
      "Entered (IST)": "2026-12-04 09:30",
      "Exited (IST)": "2026-12-04 14:00",
      Leg: "NIFTY 24000 CE 29 Dec 2026",
      Side: "SELL",
      "Bought qty": "75",
      "Avg buy price": "110.20",
      "Sold qty": "75",
      "Avg sell price": "120.50",
      "First trade (IST)": "2026-12-04 09:30",
      "Last trade (IST)": "2026-12-04 14:00",
      "Leg realised P&L": "772.50",
      "Leg turnover": "772.50",
    });
    expect(rows[1]).toMatchObject({ Leg: "NIFTY 24200 CE 29 Dec 2026", Side: "BUY" });
    expect(rows[1]!["Leg realised P&L"]).toBe("-1106.25");
  });

  it("puts a basket's figures on its first leg's row only, as plain decimals", () => {
    expect(rows[0]).toMatchObject({
      "Basket gross P&L": "-333.75",
      Brokerage: "80.00",
      STT: "22.00",
      "Exchange transaction charge": "12.35",
      "NSE IPFT": "0.05",
      "SEBI fee": "0.02",
      "Stamp duty": "2.00",
      GST: "16.60",
      "Charges total": "133.02",
      "Tradebox fee (incl. GST)": "0.00",
      "Net P&L": "-466.77",
      "Basket turnover": "1878.75",
    });
    for (const column of ["Basket gross P&L", "Brokerage", "Charges total", "Net P&L"]) {
      expect(rows[1]![column]).toBe("");
    }
    expect(csv).not.toContain("₹");
    const amounts = STATEMENT_CSV_HEADER.slice(STATEMENT_CSV_HEADER.indexOf("Basket gross P&L"));
    for (const row of rows) {
      for (const column of amounts) expect(row[column]).toMatch(/^(-?\d+\.\d\d)?$/);
    }
  });

  it("marks practice baskets and leaves them out of the Total row", () => {
    expect(rows[2]).toMatchObject({ Practice: "Yes", Lots: "2", "Basket gross P&L": "12.00" });
    const total = rows.at(-1)!;
    expect(total).toMatchObject({
      Tradebox: "Total",
      Practice: "",
      Leg: "",
      "Basket gross P&L": "-333.75",
      Brokerage: "80.00",
      "Charges total": "133.02",
      "Tradebox fee (incl. GST)": "0.00",
      "Net P&L": "-466.77",
      "Basket turnover": "1878.75",
    });
    // The baskets that count sum to the Total row, column by column.
    const counted = rows.slice(0, -1).filter((row) => row.Practice === "No");
    for (const column of ["Basket gross P&L", "Charges total", "Net P&L", "Basket turnover"]) {
      expect(sumColumn(counted, column), column).toBe(sumColumn([total], column));
    }
    expect(sumColumn(counted, "Leg turnover")).toBe(sumColumn([total], "Basket turnover"));
  });

  it("quotes fields holding a comma, a quote or a line break, and reads back the same text", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\r")).toBe('"cr\r"');
    expect(csv).toContain('"Bank ""Hedge"", weekly"');
    expect(rows[2]).toMatchObject({
      Tradebox: 'Bank "Hedge", weekly',
      Leg: "BANKNIFTY 52000 PE,\nweekly",
    });
    expect(rows[2]!.Tradebox).toBe(practiceBasket().strategy_name);
  });

  it("keeps a name a spreadsheet would run as a formula as text", () => {
    const risky = statementOf({
      baskets: [
        statementBasket({
          strategy_name: '=HYPERLINK("http://x")',
          legs: [statementLeg({ pretty_name: "@SUM(A1)" }), statementLeg({ pretty_name: "-1+2" })],
        }),
      ],
    });
    const [first, second] = records(statementCsv(risky));
    expect(first!.Tradebox).toBe('\'=HYPERLINK("http://x")');
    expect(first!.Leg).toBe("'@SUM(A1)");
    expect(second!.Leg).toBe("'-1+2");
    // Amounts keep their minus sign: they are numbers, not text.
    expect(first!["Basket gross P&L"]).toBe("-333.75");
  });

  it("leaves unknown prices and times empty, and writes a basket without legs on one row", () => {
    const open = statementOf({
      baskets: [
        statementBasket({
          entry_time: null,
          legs: [statementLeg({ avg_buy_price: null, bought_quantity: 0, first_trade: null })],
        }),
        statementBasket({ basket_id: "b9", legs: [] }),
      ],
    });
    const [leg, bare] = records(statementCsv(open));
    expect(leg).toMatchObject({
      "Entered (IST)": "",
      "Avg buy price": "",
      "First trade (IST)": "",
    });
    expect(bare).toMatchObject({ "Basket ID": "b9", Leg: "", "Net P&L": "-466.77" });
  });

  it("reads back only well-formed CSV (the reader the tests trust)", () => {
    expect(parseCsv('a,"b ""c"", d"\r\n,\r\n')).toEqual([
      ["a", 'b "c", d'],
      ["", ""],
    ]);
    expect(() => parseCsv('a,b"c\r\n')).toThrow(/bare/);
    expect(() => parseCsv("a\nb\r\n")).toThrow(/bare/);
    expect(() => parseCsv('"a"b\r\n')).toThrow(/closing quote/);
    expect(() => csvRecords("a,b\r\n1\r\n")).toThrow(/1 fields/);
  });

  it("is the header and a Total row of zeros for a year with nothing closed", () => {
    const parsed = parseCsv(statementCsv(emptyStatement()));
    expect(parsed).toHaveLength(2);
    expect(records(statementCsv(emptyStatement()))[0]).toMatchObject({
      Tradebox: "Total",
      "Basket gross P&L": "0.00",
      "Charges total": "0.00",
      "Net P&L": "0.00",
    });
  });

  it("writes amounts exactly, however the wire's float was spelled", () => {
    const [row] = records(
      statementCsv(
        statementOf({
          baskets: [statementBasket({ gross_pnl: 0.1 + 0.2, net_pnl: -1234567.89, legs: [] })],
        }),
      ),
    );
    expect(row!["Basket gross P&L"]).toBe("0.30");
    expect(row!["Net P&L"]).toBe("-1234567.89");
  });
});
