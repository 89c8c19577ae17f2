// The services process of the chaos drill (services/baskets/chaos-drill.test.ts): services/main.ts
// plus a read-only endpoint on its own port that shows our orders beside the paper broker's, so
// the drill can compare them even when the process holds a PGlite directory no one else may open.
import { createServer } from "node:http";
import { parseConfig } from "../../config";
import { consoleLogger as log } from "../../logger";
import { startServices } from "../../server";
import { orderBookSnapshot } from "./order-book-snapshot";

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
