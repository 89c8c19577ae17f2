/** Spec §9 breakpoints, in px. Mobile is base and sm, tablet is md, desktop is lg and above. */
export const BREAKPOINTS = {
  sm: 360,
  md: 768,
  lg: 1366,
  xl: 1536,
  "2xl": 1920,
} as const;

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** The device class a viewport width falls in, by the spec's breakpoints. */
export function deviceClassForWidth(widthPx: number): DeviceClass {
  if (widthPx >= BREAKPOINTS.lg) return "desktop";
  if (widthPx >= BREAKPOINTS.md) return "tablet";
  return "mobile";
}

/** Spec §9 'Modal width 360px by default'. */
export const MODAL_WIDTH_PX = 360;
