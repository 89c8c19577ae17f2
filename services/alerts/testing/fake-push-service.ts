import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

// http_ece (web-push's own encryption, no types of its own): the receiving side of RFC 8291.
const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(
    body: Buffer,
    options: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
};

/** A browser's side of a subscription: its key pair and auth secret, as a device holds them. */
export interface FakeDevice {
  endpoint: string;
  /** What the browser's PushSubscription.toJSON() gives, to store through the API. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Opens a message sent to this device: the JSON the services encrypted. */
  open(message: ReceivedPush): unknown;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on localhost for tests: takes each POST as a browser's push service would
 * (201), or 410 for endpoints under /gone/, and keeps what it received. Devices made by it hold
 * real keys, so a test reads exactly what reached the 'phone'.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  private server: Server | undefined;
  private base = "";

  async start(port = 0, host = "127.0.0.1"): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = request.url ?? "/";
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = path.startsWith("/gone/") ? 410 : 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    const address = this.server.address() as AddressInfo;
    this.base = `http://${host}:${address.port}`;
    return this.base;
  }

  get origin(): string {
    return this.base;
  }

  /** A device subscribed at this service; `gone` makes one whose pushes answer 410. */
  device(name: string, { gone = false } = {}): FakeDevice {
    const keys = createECDH("prime256v1");
    keys.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.base}/${gone ? "gone" : "push"}/${name}`;
    return {
      endpoint,
      subscription: {
        endpoint,
        keys: {
          p256dh: keys.getPublicKey().toString("base64url"),
          auth: auth.toString("base64url"),
        },
      },
      open: (message) =>
        JSON.parse(
          ece
            .decrypt(message.body, { version: "aes128gcm", privateKey: keys, authSecret: auth })
            .toString("utf8"),
        ) as unknown,
    };
  }

  /** What reached the device at `endpoint`. */
  pushesTo(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
