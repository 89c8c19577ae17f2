import Cookies from "js-cookie";
import {
  readUrlParameters,
  URL_PARAMETERS_COOKIE,
  URL_PARAMETERS_LIFETIME_DAYS,
  urlParametersOf,
  type UrlParameters,
} from "@/lib/signup/url-parameters";

/** Keep the query this page was opened with (a campaign link's utm_…), if it has one. */
export function saveUrlParameters(search: string = window.location.search): void {
  const parameters = urlParametersOf(search);
  if (!parameters) return;
  Cookies.set(URL_PARAMETERS_COOKIE, JSON.stringify(parameters), {
    expires: URL_PARAMETERS_LIFETIME_DAYS,
    path: "/",
    sameSite: "lax",
    secure: true,
  });
}

/** The saved URL parameters, for the lead's url_parameters. */
export function savedUrlParameters(): UrlParameters | null {
  return readUrlParameters(Cookies.get(URL_PARAMETERS_COOKIE));
}
