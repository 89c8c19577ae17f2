// The services process of the chaos drill (services/baskets/reconciling/chaos-drill.test.ts): services/main.ts
// plus a read-only endpoint on its own port that shows our orders beside the paper broker's, so
// the drill can compare them even when the process holds a PGlite directory no one else may open.
// It loads its code, then waits for the drill's 'start' line on stdin before it opens anything,
// so the drill can have a replacement ready before it kills the running process.
import { createServer } from "node:http";
import { createInterface } from "node:readline";
import { parseConfig } from "../../config";
import { consoleLogger as log } from "../../logger";
import { startServices } from "../../server";
import { GO_LINE } from "./drill-go";
import { orderBookSnapshot } from "./order-book-snapshot";

for await (const line of createInterface({ input: process.stdin })) {
  if (line === GO_LINE) break;
}
const services = await startServices(parseConfig(process.env), log);
const inspection = createServer((_request, response) => {
  orderBookSnapshot(services.database.db).then(
    (snapshot) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(snapshot));
    },
    (error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    },
  );
});
inspection.listen(0, "127.0.0.1", () => {
  const address = inspection.address();
  if (address && typeof address !== "string") {
    log.info(`Drill inspection on http://127.0.0.1:${address.port}`);
  }
});
