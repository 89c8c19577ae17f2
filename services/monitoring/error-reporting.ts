import { privateSentryOptions } from "../../lib/monitoring/sentry-options";
import type { Logger } from "../logger";

/** Sends one unexpected error to error reporting, with the message it was logged under. */
export type CaptureError = (error: unknown, message: string) => void;

/**
 * The logger, with every error it logs also reported: the services log each fault once, where
 * it is handled (the JSON error handler's 500s, a failed poll, a failed start), so reporting
 * at the logger misses none and doubles none.
 */
export function reportingLogger(logger: Logger, capture: CaptureError): Logger {
  return {
    info: (message, fields) => logger.info(message, fields),
    warn: (message, fields) => logger.warn(message, fields),
    error: (message, fields) => {
      logger.error(message, fields);
      const cause = fields?.error;
      capture(cause instanceof Error ? cause : new Error(message), message);
    },
  };
}

/**
 * Starts Sentry's Node SDK when SENTRY_DSN is set (nothing of it is loaded otherwise) and
 * answers the logger to run the services with.
 */
export async function startErrorReporting(
  config: { sentryDsn: string | undefined; appVersion: string | undefined },
  logger: Logger,
): Promise<Logger> {
  if (!config.sentryDsn) return logger;
  const Sentry = await import("@sentry/node");
  Sentry.init(privateSentryOptions(config.sentryDsn, config.appVersion));
  logger.info("Error reporting on (Sentry)");
  return reportingLogger(logger, (error, message) => {
    Sentry.captureException(error, { extra: { logged: message } });
  });
}
