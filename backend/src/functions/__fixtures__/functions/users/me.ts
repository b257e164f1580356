export default (_req: unknown, res: { send(body: unknown): void }) => res.send('me');
