import { BrokerHttp, type BrokerCall, type BrokerHttpOptions } from "../../real/broker-http";
import type { NuvamaAppIdKey } from "./app-id-key";

/** One answer of Nuvama's: its body, parsed, and its HTTP status. */
export interface NuvamaAnswer<T> {
  body: T;
  status: number;
}

/**
 * Nuvama's calls, sent through BrokerHttp (its timeouts and error mapping), with what BrokerHttp
 * does not pass on: the answer's status, as 222 ("no data") and 200 mean different things with
 * the same body, and its `AppIdKey` header, which every call sends and every answer may renew
 * (app-id-key.ts). Each call gets its own BrokerHttp whose fetch notes that call's answer, so
 * calls running at once never see each other's status.
 */
export class NuvamaTransport {
  private readonly send: typeof fetch;

  constructor(
    private readonly options: BrokerHttpOptions,
    private readonly appIdKey: NuvamaAppIdKey,
  ) {
    this.send = options.fetch ?? ((input, init) => fetch(input, init));
  }

  get brokerName(): string {
    return this.options.brokerName;
  }

  async request<T>(call: BrokerCall<T>): Promise<NuvamaAnswer<T>> {
    let status = 0;
    const noting: typeof fetch = async (input, init) => {
      const response = await this.send(input, init);
      status = response.status;
      this.appIdKey.observe(response);
      return response;
    };
    const headers = { ...this.appIdKey.headers(), ...call.headers };
    const body = await new BrokerHttp({ ...this.options, fetch: noting }).request({
      ...call,
      headers,
    });
    return { body, status };
  }
}
