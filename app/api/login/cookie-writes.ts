import "server-only";
import type { NextResponse } from "next/server";
import type { CookieWrite } from "@/lib/login/login-cookies";

/** Put a login step's cookies on the response: set a value, or expire a cookie set as null. */
export function applyCookieWrites(response: NextResponse, writes: readonly CookieWrite[]): void {
  for (const { name, value, attributes } of writes) {
    if (value === null) response.cookies.set(name, "", { ...attributes, maxAge: 0 });
    else response.cookies.set(name, value, attributes);
  }
}
