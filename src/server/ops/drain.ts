import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A stop that cuts no request: each request arriving is answered 503 with `Connection: close` (a load balancer
 * sends it elsewhere), the requests under way finish and their answers close their connections; when none has come
 * for a while the listener closes. Only then may the server close.
 * Event streams are not waited for: the app ends them when it closes.
 */
export function drainable(server: Server) {
  const [handler] = server.listeners('request') as Handler[];
  const underWay = new Set<ServerResponse>();
  let draining = false;
  let drained = () => {};
  let lastRefused = 0;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      lastRefused = performance.now();
      response.shouldKeepAlive = false;
      response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
      response.end(JSON.stringify({ status: 503, msg: 'Service Unavailable', data: null }));
      return;
    }
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      underWay.add(response);
      response.once('close', () => {
        underWay.delete(response);
        if (draining && underWay.size === 0) drained();
      });
    }
    handler(request, response);
  });

  /**
   * Stops taking requests and answers once those under way are answered and no request has come for `quietMs`
   * (a request already sent on an open connection is answered 503, not cut when the connection closes).
   */
  return async function drain(quietMs = 500): Promise<void> {
    draining = true;
    for (const response of underWay) if (!response.headersSent) response.shouldKeepAlive = false;
    for (;;) {
      if (underWay.size > 0) await new Promise<void>((resolve) => (drained = resolve));
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      // One more turn of the event loop reads what the sockets hold: a busy server may not have read it yet.
      await new Promise((resolve) => setImmediate(resolve));
      if (underWay.size === 0 && performance.now() - lastRefused >= quietMs) break;
    }
    // Only now, when nobody is connecting: closing the listener resets the connections still waiting to be accepted.
    // net.Server's close: http.Server's would also drop the idle keep-alive connections.
    net.Server.prototype.close.call(server);
  };
}
