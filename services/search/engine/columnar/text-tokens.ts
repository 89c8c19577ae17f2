/**
 * What a word is, as the embedded engines have always read text (Orama's English tokenizer, no
 * stemming, no stop words): lower case, split on anything but letters, digits, `_`, `'` and `-`,
 * accents dropped, each word once.
 */
const SEPARATORS = /[^a-zàèéìòóù0-9_'-]+/g;
const ACCENTS = /\p{Diacritic}/gu;

/** The distinct words of a text, in order of first appearance. */
export function textTokens(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(SEPARATORS)
    .map((word) => word.normalize("NFD").replace(ACCENTS, ""))
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}
