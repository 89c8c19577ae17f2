/** Random bytes in a login state: 256 bits, so it cannot be guessed. */
const STATE_BYTES = 32;

/** A fresh login state, URL-safe base64 (43 characters; the bridge needs 8 to 128). */
export function createLoginState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** Whether the state that came back is the one this browser holds, compared in constant time. */
export function sameLoginState(
  held: string | null | undefined,
  returned: string | null | undefined,
) {
  if (!held || !returned || held.length !== returned.length) return false;
  let difference = 0;
  for (let i = 0; i < held.length; i += 1) {
    difference |= held.charCodeAt(i) ^ returned.charCodeAt(i);
  }
  return difference === 0;
}
