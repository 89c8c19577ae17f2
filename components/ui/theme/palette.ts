/**
 * Raw colour scales. `gray` replaces Chakra's neutral scale with a blue-tinted one so every
 * built-in component (menus, drawers, buttons) matches the app; `brand` is the accent.
 */
export const PALETTE = {
  gray: {
    50: "#f2f4f8",
    100: "#e3e7ef",
    200: "#c5ccda",
    300: "#9aa3b5",
    400: "#828b9f",
    500: "#586175",
    600: "#3d4558",
    700: "#2b3243",
    800: "#1e2431",
    900: "#151a24",
    950: "#0b0f17",
  },
  brand: {
    50: "#eeedff",
    100: "#dcdaff",
    200: "#bab5ff",
    300: "#9990ff",
    400: "#7f73fb",
    500: "#6a5cf5",
    600: "#5646e0",
    700: "#4536b8",
    800: "#362b8c",
    900: "#2a2366",
    950: "#1a1640",
  },
} as const;

/** The page background; the browser chrome (viewport themeColor) uses it too. */
export const PAGE_BACKGROUND = PALETTE.gray[950];
