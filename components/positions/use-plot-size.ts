"use client";

import { useCallback, useState } from "react";
import type { MeasureLabels, PlotSize } from "@/lib/charts/payoff-chart-layout";

/** The plot box's size, from a ResizeObserver; null until it has been measured. */
export function usePlotSize(): [
  ref: (element: HTMLDivElement | null) => () => void,
  PlotSize | null,
] {
  const [size, setSize] = useState<PlotSize | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return () => {};
    const measure = (width: number, height: number) => {
      const { fontSize } = getComputedStyle(element);
      setSize((previous) =>
        previous?.width === width && previous.height === height && previous.fontSize === fontSize
          ? previous
          : { width, height, fontSize },
      );
    };
    if (typeof ResizeObserver === "undefined") {
      measure(element.clientWidth, element.clientHeight);
      return () => {};
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

const labelSizes = new Map<string, { width: number; height: number }>();

/**
 * The box each label takes at `fontSize`, measured as recharts measured its tick labels (in a
 * span in the page's body, so in its font and line height), to leave out those that would
 * overlap. Browser only: the plot draws once it has been measured.
 */
export const measureLabels: MeasureLabels = (texts, fontSize) => {
  const missing = texts.filter((text) => !labelSizes.has(`${fontSize}|${text}`));
  if (missing.length > 0) {
    if (labelSizes.size > 500) labelSizes.clear();
    const span = document.createElement("span");
    span.setAttribute("aria-hidden", "true");
    Object.assign(span.style, {
      position: "absolute",
      top: "-20000px",
      left: "0",
      padding: "0",
      margin: "0",
      border: "none",
      whiteSpace: "pre",
      fontSize,
      letterSpacing: "normal",
    });
    document.body.appendChild(span);
    for (const text of missing) {
      span.textContent = text;
      const { width, height } = span.getBoundingClientRect();
      labelSizes.set(`${fontSize}|${text}`, { width, height });
    }
    span.remove();
  }
  return texts.map((text) => labelSizes.get(`${fontSize}|${text}`)!);
};
