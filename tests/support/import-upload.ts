import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/** What an HTTP handler answered: its status and JSON body. */
export interface HandlerAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * `text` uploaded as the CSV file of `POST /imports/buildings`, as the Functions runtime hands a
 * request to an HTTP handler run in this process (multipart body buffered as `rawBody`, an ID
 * token in `Authorization`), and a response that keeps what the handler answers in `answer`.
 */
export function importUpload(text: string): {
  req: Request;
  res: Response;
  answer: HandlerAnswer;
} {
  const boundary = `facet${randomBytes(8).toString('hex')}`;
  const rawBody = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  );
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(rawBody.length),
    authorization: 'Bearer test-token',
  };
  const req = {
    path: '/imports/buildings',
    method: 'POST',
    headers,
    get: (name: string) => headers[name.toLowerCase()],
    rawBody,
  } as unknown as Request;
  const answer: HandlerAnswer = { status: 0, body: {} };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: Record<string, unknown>) {
      answer.body = body;
      return res;
    },
    set: () => res,
  };
  return { req, res: res as unknown as Response, answer };
}
