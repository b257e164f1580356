interface Req {
  method: string;
  path: string;
  query: unknown;
  body: unknown;
  rawBody: Buffer;
  get(name: string): string | undefined;
}
interface Res {
  status(code: number): Res;
  set(name: string, value: string): Res;
  json(body: unknown): void;
}

export default function echo(req: Req, res: Res) {
  res
    .status(201)
    .set('x-echo', 'yes')
    .json({
      method: req.method,
      path: req.path,
      query: req.query,
      body: Buffer.isBuffer(req.body) ? `buffer:${req.body.length}` : req.body,
      raw: req.rawBody.toString('utf8'),
      header: req.get('x-test') ?? null,
    });
}
