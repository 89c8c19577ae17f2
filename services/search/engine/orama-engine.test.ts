import { OramaSearchEngine } from "./orama-engine";
import { CATALOGUE_FIELDS, describeSearchEngine } from "./search-engine-contract";

describeSearchEngine("Orama (embedded)", async () => new OramaSearchEngine(CATALOGUE_FIELDS));
