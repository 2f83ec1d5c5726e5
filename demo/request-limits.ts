// The demo backend's answers to requests it will not serve: a body past its size limit, and
// whatever a route throws. They come in the shape of the service each path stands in for
// (WPGraphQL's `{ errors: [{ message }] }` on /graphql, WordPress's REST error elsewhere) and
// never carry a stack trace or a path of this machine: the operator finds those in the log.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const isGraphql = (req: Request) => req.path === '/graphql' || req.originalUrl.startsWith('/graphql');

function sendError(req: Request, res: Response, status: number, code: string, message: string): void {
  const body = isGraphql(req) ? { errors: [{ message }] } : { code, message, data: { status } };
  res
    .status(status)
    .set('Content-Type', 'application/json; charset=UTF-8')
    .send(Buffer.from(JSON.stringify(body)));
}

const tooLargeMessage = (limit: number) => `The request body is too large: this site accepts at most ${limit} bytes.`;

// After refusing a body, what the client still sends is read and dropped for this long, then the
// connection is cut: closing at once, with unread bytes, makes the kernel reset the connection,
// and the client would see the reset instead of the answer.
const LINGER_MS = 1000;

/**
 * Refuses a body past `limit` bytes: at once when its Content-Length says so, and otherwise (a
 * chunked body has none) as soon as the bytes received pass it, without keeping the rest. `answer`
 * writes the refusal.
 */
export function limitBody(
  limit: number,
  answer: (req: Request, res: Response) => void = (req, res) => sendError(req, res, 413, 'rest_request_too_large', tooLargeMessage(limit)),
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const refuse = () => {
      res.locals.bodyTooLarge = true;
      res.once('finish', () => {
        req.resume();
        const linger = setTimeout(() => req.socket.destroy(), LINGER_MS);
        linger.unref();
        req.once('end', () => clearTimeout(linger));
      });
      answer(req, res);
    };
    if (Number(req.get('content-length') ?? 0) > limit) return refuse();
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return;
      req.off('data', count);
      // Whoever reads the body (multer, the JSON reader) stops here and never answers.
      req.unpipe();
      if (!res.headersSent) refuse();
    };
    req.on('data', count);
    next();
  };
}

/** Express's last error handler: a clear answer without the server's insides. */
export function errorAnswer(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const { status, statusCode, type } = (error ?? {}) as { status?: number; statusCode?: number; type?: string };
  const code = status ?? statusCode ?? 500;
  if (res.headersSent || res.locals.bodyTooLarge) {
    res.destroy();
    return;
  }
  if (code >= 500) console.error(error);
  if (code === 413 || type === 'entity.too.large') return sendError(req, res, 413, 'rest_request_too_large', 'The request body is too large.');
  if (code >= 400 && code < 500) return sendError(req, res, code, 'rest_invalid_request', 'The request could not be read.');
  sendError(req, res, 500, 'internal_server_error', 'There has been a critical error on this website.');
}
