export default function silent() {}
