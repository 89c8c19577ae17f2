import * as z from "../validation/zod";

/**
 * What the test broker's login page collects: a client id (letters and digits, stored
 * upper-case, as brokers print them) and a display name. One schema for the page's messages and
 * the bridge's test-broker login server, so both say the same.
 */
export const testBrokerLoginSchema = z.object({
  clientId: z.pipe(
    z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z0-9]{2,16}$/, "Client id: 2 to 16 letters or digits")),
    z.transform((id: string) => id.toUpperCase()),
  ),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter a name"),
      z.maxLength(80, "Name: at most 80 characters"),
    ),
});
export type TestBrokerLogin = z.input<typeof testBrokerLoginSchema>;

export type TestBrokerLoginErrors = Partial<Record<keyof TestBrokerLogin, string>>;

/** The first message for each field, or null when the form is valid. */
export function testBrokerLoginErrors(input: TestBrokerLogin): TestBrokerLoginErrors | null {
  const parsed = testBrokerLoginSchema.safeParse(input);
  if (parsed.success) return null;
  const errors: TestBrokerLoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "clientId" || field === "name") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
