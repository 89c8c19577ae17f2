/**
 * Every string one edit (a deletion, an insertion or a substitution: Levenshtein distance 1)
 * away from `word`, over `alphabet`. Looking these up in the vocabulary costs a few hundred map
 * probes per query word, however many words or documents the index holds.
 */
export function oneEditAway(word: string, alphabet: Iterable<string>): Set<string> {
  const letters = [...alphabet];
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    for (const letter of letters) variants.add(head + letter + tail);
    if (i < word.length) {
      const rest = word.slice(i + 1);
      variants.add(head + rest);
      for (const letter of letters) variants.add(head + letter + rest);
    }
  }
  variants.delete(word);
  return variants;
}
