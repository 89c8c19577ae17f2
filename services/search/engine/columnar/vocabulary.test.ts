import { describe, expect, it } from "vitest";
import { Bitset } from "./bitset";
import { Vocabulary } from "./vocabulary";

function vocabularyOf(documents: string[][]): Vocabulary {
  const vocabulary = new Vocabulary(1);
  documents.forEach((words, slot) =>
    vocabulary.addDocument(slot, new Map(words.map((word) => [word, [0]]))),
  );
  vocabulary.commit();
  return vocabulary;
}

describe("Vocabulary", () => {
  const vocabulary = vocabularyOf([
    ["condor", "condors"],
    ["cond", "bondor"],
    ["candour", "cdr"],
  ]);

  it("matches the words a query word starts and those one edit away, not two", () => {
    expect(vocabulary.matches("condor").sort()).toEqual(["bondor", "condor", "condors"]);
    expect(vocabulary.matches("condr").sort()).toEqual(["cond", "condor"]);
    expect(vocabulary.matches("xyz")).toEqual([]);
  });

  it("gives the documents of the words it matched", () => {
    const documents = new Bitset();
    for (const word of vocabulary.matches("condr")) vocabulary.addDocumentsTo(word, documents);
    expect([...documents]).toEqual([0, 1]);
  });

  it("forgets a word once no document holds it", () => {
    const changing = vocabularyOf([["straddle"], ["strangle"]]);
    changing.removeDocument(0, new Map([["straddle", [0]]]));
    changing.commit();
    expect(changing.matches("stra")).toEqual(["strangle"]);
  });
});
