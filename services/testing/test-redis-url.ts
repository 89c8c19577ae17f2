/**
 * TEST_REDIS_URL points at a Redis the tests and benches may use (e.g. redis://127.0.0.1:6379).
 * Unset, the Redis variants skip.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
