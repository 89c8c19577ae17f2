/**
 * An HTTP call to a broker, described but not sent: the pure half of a real call, built and
 * tested without the network. The body is sent as JSON.
 */
export interface BrokerRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  headers: Readonly<Record<string, string>>;
  body: Readonly<Record<string, unknown>> | null;
}

export const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" };
