import type { Hono } from "hono";
import { z } from "zod";
import { SANDBOX_LABEL } from "../../../lib/sandbox";
import type { FakeExchange } from "../testing/fake-exchange";
import type { SandboxLoginField, SandboxSpec } from "./sandbox-spec";

export interface SandboxLoginPageOptions {
  spec: SandboxSpec;
  /** The broker's name as the catalogue has it. */
  brokerName: string;
  exchange: FakeExchange;
  /** The path of the broker's real login page: the sandbox's page is served there. */
  path: string;
  /** Where a broker without a redirect parameter sends the trader: the app's registered URL. */
  registeredRedirect: string;
}

const CLIENT_ID = /^[A-Z0-9]{2,16}$/;
const OTP = /^\d{4,6}$/;

/**
 * The sandbox's login page, at the path of the broker's own: the fields that broker asks for,
 * and on submit its redirect back with a one-time code the fake's token exchange redeems. No
 * password is checked (there is no account), but each field must be filled as the broker's is.
 */
export function sandboxLoginRoutes(options: SandboxLoginPageOptions): (app: Hono) => void {
  const { spec, path } = options;
  return (app) => {
    // The browser asks for an icon on the page's origin: none, and no violation logged for it.
    app.get("/favicon.ico", (c) => c.body(null, 204));
    app.get(path, (c) => {
      const handOff = new URL(c.req.url).searchParams;
      const keyError = appKeyError(options, handOff);
      return c.html(page(options, handOff, keyError), keyError ? 400 : 200);
    });
    app.post(path, async (c) => {
      const handOff = new URL(c.req.url).searchParams;
      const keyError = appKeyError(options, handOff);
      if (keyError) return c.html(page(options, handOff, keyError), 400);
      const form = z.record(z.string(), z.string()).parse(await c.req.parseBody());
      const problem = formProblem(spec.login.fields, form);
      if (problem) return c.html(page(options, handOff, problem, form), 422);
      const clientId = (form.clientId ?? "").trim().toUpperCase();
      const answer = spec.login.answer(options.exchange, clientId, handOff);
      const back = new URL(answer.redirectUrl ?? options.registeredRedirect);
      for (const [name, value] of Object.entries(answer.params)) back.searchParams.set(name, value);
      return c.redirect(back.toString(), 303);
    });
  };
}

/** A hand-off that does not carry the sandbox app's key is refused, as the broker refuses it. */
function appKeyError({ spec }: SandboxLoginPageOptions, handOff: URLSearchParams) {
  const { param, value } = spec.login.appKey;
  return handOff.get(param) === value
    ? undefined
    : `Unknown app: '${param}' is not this app's key.`;
}

function formProblem(fields: readonly SandboxLoginField[], form: Record<string, string>) {
  for (const field of fields) {
    const value = (form[field.name] ?? "").trim();
    if (value === "") return `Enter your ${field.label.toLowerCase()}.`;
    if (field.name === "clientId" && !CLIENT_ID.test(value.toUpperCase())) {
      return "A client ID is 2 to 16 letters or digits.";
    }
    if (field.type === "otp" && !OTP.test(value)) return `${field.label} is 4 to 6 digits.`;
  }
  return undefined;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

function input(field: SandboxLoginField, value = "") {
  const type = field.type === "password" ? "password" : "text";
  const extra =
    field.type === "otp" ? ' inputmode="numeric" autocomplete="one-time-code" maxlength="6"' : "";
  const id = `field-${field.name}`;
  return `<label for="${id}">${escapeHtml(field.label)}</label>
    <input id="${id}" name="${escapeHtml(field.name)}" type="${type}" value="${escapeHtml(value)}"${extra} required>`;
}

function page(
  { spec, brokerName }: SandboxLoginPageOptions,
  handOff: URLSearchParams,
  error?: string,
  form: Record<string, string> = {},
): string {
  const title = `${brokerName} ${SANDBOX_LABEL} · Login`;
  const fields = spec.login.fields
    .map((field) => input(field, field.type === "password" ? "" : form[field.name]))
    .join("\n");
  const action = `?${handOff.toString()}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #0f1115; color: #e8eaed; }
  main { max-width: 380px; margin: 48px auto; padding: 24px; background: #181b22; border-radius: 12px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .badge { display: inline-block; padding: 2px 8px; border-radius: 999px; background: #f5a524; color: #111; font-size: 13px; font-weight: 600; }
  p { color: #a8adb7; font-size: 14px; }
  label { display: block; margin: 16px 0 4px; font-size: 14px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; border-radius: 8px; border: 1px solid #3a3f4b; background: #0f1115; color: inherit; font-size: 16px; }
  button { width: 100%; margin-top: 24px; padding: 12px; border: 0; border-radius: 8px; background: #3b82f6; color: white; font-size: 16px; font-weight: 600; cursor: pointer; }
  [role=alert] { color: #f87171; font-size: 14px; }
</style></head>
<body><main>
  <span class="badge">${SANDBOX_LABEL}</span>
  <h1>${escapeHtml(brokerName)} login</h1>
  <p>A sandbox of ${escapeHtml(brokerName)} on this server: no real account and no real money.
  Any client ID works; orders fill at the simulated market's prices.</p>
  ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
  <form method="post" action="${escapeHtml(action)}">
    ${fields}
    <button type="submit">Log in</button>
  </form>
</main></body></html>`;
}
