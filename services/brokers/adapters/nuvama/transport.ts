import { BrokerHttp, type BrokerCall, type BrokerHttpOptions } from "../../real/broker-http";

/** One answer of Nuvama's: its body, parsed, and its HTTP status. */
export interface NuvamaAnswer<T> {
  body: T;
  status: number;
}

/**
 * Nuvama's calls, sent through BrokerHttp (its timeouts and error mapping), with what BrokerHttp
 * does not pass on: the answer's status, as 222 ("no data") and 200 mean different things with
 * the same body, and its headers, told to `onAnswer`. Each call gets its own BrokerHttp whose
 * fetch notes that call's answer, so calls running at once never see each other's.
 */
export class NuvamaTransport {
  private readonly send: typeof fetch;

  constructor(
    private readonly options: BrokerHttpOptions,
    private readonly onAnswer: (response: Response) => void = () => undefined,
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
      this.onAnswer(response);
      return response;
    };
    const body = await new BrokerHttp({ ...this.options, fetch: noting }).request(call);
    return { body, status };
  }
}
