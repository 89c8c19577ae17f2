import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { errorBody } from "../http/json-errors";

/**
 * Answer an upgrade request with a plain HTTP error and drop the connection. Before the upgrade
 * completes the socket is raw TCP, so the response is written by hand.
 */
export function rejectUpgrade(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(errorBody(STATUS_CODES[status] ?? "Error"));
  socket.once("finish", () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n` +
      "Connection: close\r\n" +
      "Content-Type: application/json\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `\r\n${body}`,
  );
}
