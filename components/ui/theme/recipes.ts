import { alertSlotRecipe } from "@chakra-theme/recipes/alert";
import { badgeRecipe } from "@chakra-theme/recipes/badge";
import { buttonRecipe } from "@chakra-theme/recipes/button";
import { dataListSlotRecipe } from "@chakra-theme/recipes/data-list";
import { dialogSlotRecipe } from "@chakra-theme/recipes/dialog";
import { drawerSlotRecipe } from "@chakra-theme/recipes/drawer";
import { fieldSlotRecipe } from "@chakra-theme/recipes/field";
import { headingRecipe } from "@chakra-theme/recipes/heading";
import { iconRecipe } from "@chakra-theme/recipes/icon";
import { inputAddonRecipe } from "@chakra-theme/recipes/input-addon";
import { inputRecipe } from "@chakra-theme/recipes/input";
import { linkRecipe } from "@chakra-theme/recipes/link";
import { listSlotRecipe } from "@chakra-theme/recipes/list";
import { menuSlotRecipe } from "@chakra-theme/recipes/menu";
import { popoverSlotRecipe } from "@chakra-theme/recipes/popover";
import { separatorRecipe } from "@chakra-theme/recipes/separator";
import { skeletonRecipe } from "@chakra-theme/recipes/skeleton";
import { spinnerRecipe } from "@chakra-theme/recipes/spinner";
import { switchSlotRecipe } from "@chakra-theme/recipes/switch";
import { tableSlotRecipe } from "@chakra-theme/recipes/table";
import { toastSlotRecipe } from "@chakra-theme/recipes/toast";

/**
 * The recipes of the Chakra components the app uses, and only those. Chakra's default theme
 * carries all of its 70-odd recipes, about 40 kB of every trader page's script (issue #32), and
 * its package exports them only through the module that builds that theme, which a bundler
 * keeps whole: so each comes from its own file (`@chakra-theme/*`, chakra-theme.ts). A
 * recipe left out leaves its component unstyled, so recipes.test.ts checks that each component
 * imported from Chakra is named in RECIPE_USERS or RECIPELESS below.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  popover: popoverSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

type RecipeKey = keyof typeof recipes | keyof typeof slotRecipes;

/** Each Chakra component the app imports, with the recipes it (and the parts it draws) reads. */
export const RECIPE_USERS: Record<string, readonly RecipeKey[]> = {
  Alert: ["alert", "icon"],
  Badge: ["badge"],
  Button: ["button", "spinner"],
  CloseButton: ["button"],
  DataList: ["dataList"],
  Dialog: ["dialog"],
  Drawer: ["drawer"],
  Field: ["field", "icon"],
  Heading: ["heading"],
  IconButton: ["button"],
  Input: ["input"],
  InputGroup: ["input", "inputAddon"],
  Link: ["link"],
  List: ["list"],
  Menu: ["menu"],
  Popover: ["popover"],
  Separator: ["separator"],
  Skeleton: ["skeleton"],
  Spinner: ["spinner"],
  Switch: ["switch"],
  Table: ["table"],
  Toast: ["toast"],
  Toaster: ["toast"],
};

/** Chakra components and helpers without a recipe of their own: layout, primitives, providers. */
export const RECIPELESS: readonly string[] = [
  "Box",
  "Center",
  "ChakraProvider",
  "Circle",
  "Flex",
  "Grid",
  "Group",
  "Image",
  "LinkBox",
  "LinkOverlay",
  "Portal",
  "SimpleGrid",
  "Stack",
  "HStack",
  "Text",
  "Wrap",
  "chakra",
];
