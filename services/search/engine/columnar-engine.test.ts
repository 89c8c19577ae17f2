import { ColumnarSearchEngine } from "./columnar-engine";
import { CATALOGUE_FIELDS, describeSearchEngine } from "./search-engine-contract";

describeSearchEngine("Columnar (embedded)", async () => new ColumnarSearchEngine(CATALOGUE_FIELDS));
