export default function later(_req, res) {
  setTimeout(() => res.status(202).send({ later: true }), 10);
}
