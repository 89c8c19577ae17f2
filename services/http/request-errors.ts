import type { z } from "zod";

/**
 * Readable messages for the issues of a request body ('page: must be at least 1'). A message
 * the schema wrote itself (e.g. 'The lower bound comes first') is kept as it is.
 */
export const readableIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "too_small":
      return issue.origin === "array"
        ? `must have at least ${issue.minimum} item(s)`
        : `must be at least ${issue.minimum}`;
    case "too_big":
      return issue.origin === "array"
        ? `must have at most ${issue.maximum} item(s)`
        : `must be at most ${issue.maximum}`;
    case "invalid_type":
      return issue.input === undefined ? "is required" : `must be a ${issue.expected}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    default:
      return undefined;
  }
};

/** One line naming every bad field: 'page: must be at least 1; search: is required'. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "body"}: ${issue.message}`)
    .join("; ");
}
