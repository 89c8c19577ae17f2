/**
 * The message the realtime service sends every socket each heartbeat interval, beside its
 * protocol ping. Browsers never see protocol pings; this lets a page tell a quiet socket from a
 * dead one before any event has arrived. Clients ignore it otherwise.
 */
export const HEARTBEAT_MESSAGE = JSON.stringify({ type: "Heartbeat" });
