export default (_req: unknown, res: { json(body: unknown): void }) => res.json({ root: true });
