import { PRODUCT_NAME } from "@/lib/product";

/**
 * Spec §1: the research-analyst registration shown in the footer. Placeholders until the real
 * numbers are issued; they belong with the product config (lib/product.ts) once real.
 */
export const REGULATORY_DETAILS = {
  entity: `${PRODUCT_NAME} Research`,
  raRegistrationNumber: "INH000000000",
  bseEnlistmentNumber: "0000",
  cin: "U00000MH0000PTC000000",
} as const;
