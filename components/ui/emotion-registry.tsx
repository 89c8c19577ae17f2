"use client";

import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useServerInsertedHTML } from "next/navigation";
import { useState, type ReactNode } from "react";

interface Inserted {
  name: string;
  global: boolean;
}

/** An Emotion cache that remembers which rules were added since the last flush. */
function createRegistry(): { cache: EmotionCache; flush: () => Inserted[] } {
  const cache = createCache({ key: "css" });
  // Compat mode keeps rules in `cache.inserted` instead of inline <style> tags in the tree.
  cache.compat = true;
  let pending: Inserted[] = [];
  const flush = () => {
    const flushed = pending;
    pending = [];
    return flushed;
  };
  // Only the server flushes; in the browser Emotion inserts into the document itself.
  if (typeof document !== "undefined") return { cache, flush };
  const insert = cache.insert;
  cache.insert = (...args) => {
    const [selector, serialized] = args;
    if (cache.inserted[serialized.name] === undefined) {
      pending.push({ name: serialized.name, global: !selector });
    }
    return insert(...args);
  };
  return { cache, flush };
}

function styleTag(dataEmotion: string, css: string) {
  return (
    <style key={dataEmotion} data-emotion={dataEmotion} dangerouslySetInnerHTML={{ __html: css }} />
  );
}

/**
 * Streams Chakra's Emotion styles into the HTML as each chunk renders (chakra-ui#10942): without
 * it, content streamed through <Suspense> carries <style> tags the client never renders, and
 * hydration fails.
 */
export function EmotionRegistry({ children }: { children: ReactNode }) {
  const [{ cache, flush }] = useState(createRegistry);

  useServerInsertedHTML(() => {
    const inserted = flush();
    if (inserted.length === 0) return null;
    const rules = (name: string) => {
      const css = cache.inserted[name];
      return typeof css === "string" ? css : "";
    };
    const regular = inserted.filter((i) => !i.global).map((i) => i.name);
    // Emotion's <Global> rehydrates only from a tag of its own, named `<key>-global <name>`.
    const globals = inserted.filter((i) => i.global);
    return (
      <>
        {globals.map(({ name }) => styleTag(`${cache.key}-global ${name}`, rules(name)))}
        {regular.length > 0 &&
          styleTag(`${cache.key} ${regular.join(" ")}`, regular.map(rules).join(""))}
      </>
    );
  });

  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
