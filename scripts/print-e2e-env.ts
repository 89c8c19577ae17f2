// Prints the journeys' web environment as shell exports, for scripts/test.sh to build with.
import { E2E_WEB_ENV } from "../e2e/support/environment";

for (const [name, value] of Object.entries(E2E_WEB_ENV)) {
  console.log(`export ${name}='${value}'`);
}
