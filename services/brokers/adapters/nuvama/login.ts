import { z } from "zod";
import type { Clock } from "../../../../lib/time/clock";
import { BrokerError, type BrokerLogin } from "../../broker";
import { packNuvamaSession } from "./session";
import type { NuvamaTransport } from "./transport";
import {
  NUVAMA_NO_DATA_STATUS,
  NUVAMA_PATHS,
  loginDataResponseSchema,
  loginVendorResponseSchema,
  nuvamaErrorSchema,
} from "./wire";

/**
 * The vendor session lasts 24 h from its login (partner docs, "Authorization") and serves every
 * user of the vendor: one is reused for logins within this window, not opened per trader.
 */
const VENDOR_SESSION_REUSE_MS = 20 * 60 * 60 * 1000;

interface VendorSession {
  token: string;
  openedAt: number;
}

/**
 * Nuvama's two-step login: the vendor session (`loginvendor/{key}` with the API secret), then the
 * trader's request id redeemed for their session (`logindata`). A 401 on the vendor login is our
 * app's key or secret refused (REJECTED with Nuvama's reason), never a trader's session ending;
 * HTTP 222 on logindata is a request id expired or used (INVALID_TOKEN: log in again).
 */
export class NuvamaLogin {
  private vendor: VendorSession | undefined;

  constructor(
    private readonly http: NuvamaTransport,
    private readonly clock: Clock,
    private readonly credentials: { apiKey: string; apiSecret: string },
  ) {}

  async exchange(requestId: string): Promise<BrokerLogin> {
    const reused = this.freshVendor();
    try {
      return await this.redeem(requestId, reused ?? (await this.openVendor()));
    } catch (error) {
      // A reused vendor session Nuvama no longer takes (a logout, a rollover): open one, once.
      if (!reused || !(error instanceof BrokerError) || error.code !== "REJECTED") throw error;
      this.vendor = undefined;
      return this.redeem(requestId, await this.openVendor());
    }
  }

  private freshVendor(): string | undefined {
    const vendor = this.vendor;
    if (!vendor || this.clock.now().getTime() - vendor.openedAt > VENDOR_SESSION_REUSE_MS) {
      return undefined;
    }
    return vendor.token;
  }

  private async openVendor(): Promise<string> {
    const { apiKey, apiSecret } = this.credentials;
    const { body: answer } = await this.http.request({
      method: "POST",
      path: NUVAMA_PATHS.loginVendor(apiKey),
      headers: { Source: apiKey },
      json: { pwd: apiSecret },
      schema: loginVendorResponseSchema,
      sessionExpiredStatuses: [],
    });
    this.vendor = { token: answer.msg, openedAt: this.clock.now().getTime() };
    return answer.msg;
  }

  private async redeem(requestId: string, vendorToken: string): Promise<BrokerLogin> {
    const brokerName = this.http.brokerName;
    const { body: login } = await this.http.request({
      method: "POST",
      path: NUVAMA_PATHS.loginData,
      headers: { SourceToken: vendorToken },
      json: { reqId: requestId },
      schema: z.union([loginDataResponseSchema, nuvamaErrorSchema]),
      acceptStatuses: [NUVAMA_NO_DATA_STATUS],
      sessionExpiredStatuses: [],
    });
    if ("error" in login) {
      throw new BrokerError(
        "INVALID_TOKEN",
        `Your ${brokerName} login has expired (${login.error.errMsg}): log in again`,
      );
    }
    const account = login.data.lgnData.accs.eqAccID;
    if (!account) {
      throw new BrokerError(
        "REJECTED",
        `${brokerName}: this login has no equity and F&O account to trade index options with`,
      );
    }
    const session = packNuvamaSession({ auth: login.data.auth, vendorToken, account });
    // logindata names no client name, email or phone in any documented field.
    return { client: { clientId: account, name: null, email: null, phone: null }, session };
  }
}
