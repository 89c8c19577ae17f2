import type { Handler } from "hono";
import type { HttpServiceName } from "../service-catalogue";

/** The `GET {base}/health` handler every service mounts: the service is up and routing. */
export function serviceHealth(service: HttpServiceName): Handler {
  return (c) => c.json({ status: "ok", service });
}
