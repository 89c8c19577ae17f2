import Cookies from "js-cookie";
import type { BrokerRecord } from "@/lib/brokers";
import {
  LOGIN_INITIATE_FIELDS,
  loginInitiateAction,
  loginInitiateForm,
  type LoginInitiateForm,
} from "@/lib/login/hand-off-form";

/**
 * Spec §4: clicking a broker auto-posts the hand-off form to that broker's app host at
 * /login/initiate. A real form POST (not fetch): the host is another origin, and it answers with
 * the redirect to the broker's login page, which the browser must follow as a navigation.
 *
 * `redirect` overrides where to come back to (the /login page passes the one it worked out).
 */
export function postLoginHandOff(broker: BrokerRecord, redirect?: string | null): void {
  const saved = Object.fromEntries(LOGIN_INITIATE_FIELDS.map((name) => [name, Cookies.get(name)]));
  const values: LoginInitiateForm = loginInitiateForm(saved, window.location);
  if (redirect !== undefined) values.redirectUrl = redirect ?? "";

  const form = document.createElement("form");
  form.method = "POST";
  form.action = loginInitiateAction(broker);
  form.hidden = true;
  for (const name of LOGIN_INITIATE_FIELDS) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = values[name];
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
