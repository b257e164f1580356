export default async function throws() {
  throw new Error('boom');
}
