import { expect } from "vitest";
import { BrokerError } from "../broker";

/** The BrokerError a broker call failed with: the test fails if it succeeded or threw another. */
export async function brokerErrorOf(call: Promise<unknown>): Promise<BrokerError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BrokerError);
  return error as BrokerError;
}
