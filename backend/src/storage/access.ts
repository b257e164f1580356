import type { Engine } from '../graphql/engine';
import { ADMIN_ROLE, resolveSession, type Session, type SessionOptions } from '../graphql/session';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The columns a caller writes when uploading (name, and the detected type its insert check looks at); the byte
 * count, etag and upload state are the storage service's, written after the content is stored.
 */
export interface FileColumns {
  name: string;
  mimeType: string;
}

/**
 * The caller's permissions on `storage.files`, decided as hasura-storage does: by running the operation through
 * the GraphQL engine with the caller's session, so the metadata's insert, select, update and delete permissions
 * (filters, checks, presets, column lists) apply unchanged. The admin secret runs as `admin` and bypasses them.
 * Every method throws the engine's HasuraError when the role may not do it at all.
 */
export interface FileAccess {
  /** Who asks: the admin secret, a bearer token, or the unauthorized role (HasuraError when none is valid). */
  session(headers: Headers): Promise<Session>;
  /** Whether the role has an insert permission on storage.files at all, checked before any byte is read. */
  mayUpload(session: Session): Promise<boolean>;
  /** Inserts the row (not yet uploaded); the permission's check and presets apply to these values. */
  insert(session: Session, file: FileColumns & { id: string; bucketId: string }): Promise<void>;
  /** Whether the caller may select this file (false for a file that does not exist, too). */
  canRead(session: Session, id: string): Promise<boolean>;
  /**
   * Renames the file as the caller (their update filter and check apply, the check to the row as the storage
   * service has already typed it); false when the update filter leaves the row out.
   */
  update(session: Session, id: string, file: { name: string }): Promise<boolean>;
  /** Deletes the row; false when the delete filter leaves it out. */
  remove(session: Session, id: string): Promise<boolean>;
}

const INSERT = `mutation StorageInsertFile($id: uuid!, $bucketId: String!, $name: String!, $mimeType: String!) {
  insertFile(object: {id: $id, bucketId: $bucketId, name: $name, mimeType: $mimeType}) { id }
}`;
const SELECT = `query StorageFile($id: uuid!) { file(id: $id) { id } }`;
const UPDATE = `mutation StorageUpdateFile($id: uuid!, $name: String!) {
  updateFile(pk_columns: {id: $id}, _set: {name: $name}) { id }
}`;
const DELETE = `mutation StorageDeleteFile($id: uuid!) { deleteFile(id: $id) { id } }`;

export function createFileAccess(engine: Engine, sessionOptions: SessionOptions): FileAccess {
  /** Runs one operation; resolves to its root field, null when permissions filtered the row out. */
  const run = async (
    session: Session,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<unknown> => {
    const text = await engine.execute(session, { query, variables }, 'POST');
    const { data } = JSON.parse(text) as { data: Record<string, unknown> };
    return Object.values(data)[0] ?? null;
  };

  return {
    session: (headers) => resolveSession(headers, sessionOptions),
    async mayUpload(session) {
      if (session.role === ADMIN_ROLE) return true;
      const schema = await engine.schemaFor(session.role, session.backendOnly);
      return schema.getMutationType()?.getFields().insertFile !== undefined;
    },
    async insert(session, file) {
      await run(session, INSERT, { ...file });
    },
    async canRead(session, id) {
      return (await run(session, SELECT, { id })) !== null;
    },
    async update(session, id, file) {
      return (await run(session, UPDATE, { id, ...file })) !== null;
    },
    async remove(session, id) {
      return (await run(session, DELETE, { id })) !== null;
    },
  };
}
