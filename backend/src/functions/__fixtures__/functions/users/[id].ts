export default (req: { params: Record<string, string> }, res: { send(body: unknown): void }) =>
  res.send(`user ${req.params.id}`);
