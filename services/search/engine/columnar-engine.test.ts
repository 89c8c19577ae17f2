import { ColumnarSearchEngine } from "./columnar-engine";
import { CATALOGUE_FIELDS, describeSearchEngine } from "./search-engine-contract";

describeSearchEngine("Columnar (embedded)", async () => new ColumnarSearchEngine(CATALOGUE_FIELDS));

describeSearchEngine(
  "Columnar (embedded), sorts prepared before any document",
  async () =>
    new ColumnarSearchEngine(CATALOGUE_FIELDS, {
      sorts: [
        [{ field: "margin", direction: "asc" }],
        [
          { field: "performance", direction: "desc" },
          { field: "margin", direction: "asc" },
        ],
      ],
    }),
);
