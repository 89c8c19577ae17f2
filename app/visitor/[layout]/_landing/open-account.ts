import { routePath } from "@/lib/routing/routes";

/**
 * 'Open a new account': spec §2 screen 2's 'Continue' goes to /signup/iifl, the one broker that
 * opens accounts through the product.
 */
export const OPEN_ACCOUNT_HREF = routePath("signup", { broker: "iifl" });
