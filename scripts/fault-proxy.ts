// A proxy in front of WordPress (or the demo backend) that breaks chosen requests, for the tests
// of what a build does when WordPress misbehaves: an error status, a connection reset, an answer
// cut short, a delay, no answer at all, or a side effect (stopping WordPress) before forwarding.
// Everything else is forwarded as it came. It listens on loopback only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultRequest = { method: string; url: string; body: string };
export type Fault = {
  /** Which requests get it. */
  match: (request: FaultRequest) => boolean;
  /** How many matching requests get it; all of them without. */
  times?: number;
  do:
    | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
    | { kind: 'reset' }
    | { kind: 'delay'; ms: number }
    | { kind: 'truncate'; bytes?: number }
    | { kind: 'hang' }
    | { kind: 'call'; run: (request: FaultRequest) => void | Promise<void> };
};
export type FaultProxy = {
  /** The proxy's origin, in place of the upstream's (`http://127.0.0.1:<port>`). */
  origin: string;
  url: string;
  inject: (fault: Fault) => void;
  clear: () => void;
  /** Every request, in the order it came. */
  seen: FaultRequest[];
  /** How many faults were applied so far. */
  hits: number;
  stop: () => Promise<void>;
};

const readBody = (request: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export async function startFaultProxy(upstreamOrigin: string, options: { port?: number } = {}): Promise<FaultProxy> {
  const upstream = new URL(upstreamOrigin);
  let faults: { fault: Fault; left: number }[] = [];
  const held = new Set<http.ServerResponse>();
  const proxy: FaultProxy = {
    origin: '',
    url: '',
    inject: (fault) => void faults.push({ fault, left: fault.times ?? Infinity }),
    clear: () => {
      faults = [];
    },
    seen: [],
    hits: 0,
    stop: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const forward = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse, cutAt?: (length: number) => number) => {
    const outgoing = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: { ...request.headers, host: upstream.host } },
      async (answer) => {
        if (cutAt === undefined) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        // The headers promise the whole answer; the socket ends before it has come.
        const whole = await readBody(answer);
        const { 'transfer-encoding': _chunked, ...headers } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(whole.length) });
        response.write(whole.subarray(0, cutAt(whole.length)), () => response.socket?.destroy());
      },
    );
    // Upstream gone (WordPress stopped): the client sees its connection dropped, as it would.
    outgoing.on('error', () => response.socket?.destroy());
    outgoing.end(body);
  };

  const server = http.createServer(async (request, response) => {
    const body = await readBody(request);
    const seen: FaultRequest = { method: request.method ?? 'GET', url: request.url ?? '/', body: body.toString('utf8') };
    proxy.seen.push(seen);
    const entry = faults.find((candidate) => candidate.left > 0 && candidate.fault.match(seen));
    if (!entry) return forward(request, body, response);
    entry.left -= 1;
    proxy.hits += 1;
    const action = entry.fault.do;
    switch (action.kind) {
      case 'status':
        response.writeHead(action.status, { 'content-type': 'text/html; charset=UTF-8', ...action.headers });
        return response.end(action.body ?? '');
      case 'reset':
        return request.socket.destroy();
      case 'delay':
        return void setTimeout(() => forward(request, body, response), action.ms);
      case 'truncate':
        return forward(request, body, response, (length) => Math.min(length - 1, action.bytes ?? Math.floor(length / 2)));
      case 'hang':
        held.add(response);
        return;
      case 'call':
        await action.run(seen);
        return forward(request, body, response);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  proxy.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.url = proxy.origin;
  return proxy;
}
