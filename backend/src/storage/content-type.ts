import { lazy } from '../lazy';

/** file-type's signatures are loaded by the first upload. */
const loadFileType = lazy(() => import('file-type'));

/** Text types kept as declared when the bytes are text; any other text is stored as text/plain. */
const TEXT_TYPES = new Set([
  'text/plain',
  'text/csv',
  'text/tab-separated-values',
  'text/markdown',
  'text/calendar',
  'text/vcard',
  'application/json',
]);

/** Types a browser would run script in (or sniff into such); never served as themselves from our origin. */
const ACTIVE_TYPE =
  /^(text\/html|text\/xml|text\/xsl|application\/xml|application\/xhtml\+xml|image\/svg\+xml|text\/css)$|\+xml$|javascript|ecmascript|script$/;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

const essence = (type: string) => type.split(';')[0]!.trim().toLowerCase();

function isUtf8Text(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // `stream: true` tolerates a character cut at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The content type of an upload, from its bytes: what the magic numbers say (file-type), otherwise text (the
 * declared type when it is a plain text type, else text/plain) or application/octet-stream. The part's declared
 * type is never trusted beyond that, unlike hasura-storage (hasura-graphql.md §5).
 */
export async function detectContentType(path: string, head: Buffer, declared: string | undefined) {
  const detected = await (await loadFileType()).fileTypeFromFile(path);
  if (detected) return servedContentType(detected.mime);
  if (head.length === 0 || !isUtf8Text(head)) return 'application/octet-stream';
  const type = essence(declared ?? '');
  return TEXT_TYPES.has(type) ? type : 'text/plain';
}

/**
 * The Content-Type a stored type is served with. Rows can be written through GraphQL too, so a type that would
 * make a browser run script (HTML, SVG, XML, JavaScript) or that is not a type at all is not sent as such.
 */
export function servedContentType(stored: string): string {
  const type = essence(stored);
  if (!MIME.test(type)) return 'application/octet-stream';
  if (ACTIVE_TYPE.test(type)) return 'text/plain';
  return type;
}
