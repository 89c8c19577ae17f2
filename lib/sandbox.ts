/**
 * The word that marks a sandbox broker (its wire-faithful fake on this server, no real account)
 * wherever a trader would see the broker's name: the login grid, the header, Place Order, Track.
 */
export const SANDBOX_LABEL = "Sandbox";

/** A broker's name as the trader sees it: 'Alice Blue Sandbox' on a sandbox. */
export function brokerNameShown(name: string, sandbox: boolean | undefined): string {
  return sandbox ? `${name} ${SANDBOX_LABEL}` : name;
}
