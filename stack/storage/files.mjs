// Object bytes on local disk. A file is named by the object's `version` (a fresh UUID per upload),
// never by the object's name: names come from callers, versions from us, so no name can reach
// outside the folder; a move only changes the row; an upload that does not finish never replaces
// the bytes of the current version.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERRORS } from './errors.mjs';

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** @param {string} root */
export async function createFileStore(root) {
  const objectsDir = join(root, 'objects');
  const partialDir = join(root, 'partial');
  await mkdir(objectsDir, { recursive: true });
  // Leftovers of uploads cut off by a crash are never an object: start clean.
  await rm(partialDir, { recursive: true, force: true });
  await mkdir(partialDir, { recursive: true });

  /**
   * @param {string} version
   */
  const pathOf = (version) => {
    if (!VERSION.test(version)) throw ERRORS.InternalError('Invalid object version');
    return join(objectsDir, version);
  };

  return {
    pathOf,

    /**
     * Streams `source` into a partial file, counting bytes and hashing as it goes; fails with
     * EntityTooLarge past `limit` bytes. Returns the partial file (not yet an object). A refusal
     * leaves `source` unread but intact (piped, not in the pipeline, which would destroy it): the
     * caller reads the rest of the request before answering, so the client gets the answer instead
     * of a reset connection, and the connection stays usable.
     * @param {NodeJS.ReadableStream} source
     * @param {number} limit
     * @param {AbortSignal} [signal]
     */
    async receive(source, limit, signal) {
      const partial = join(partialDir, randomUUID());
      const md5 = createHash('md5');
      let size = 0;
      const meter = new Transform({
        transform(chunk, _encoding, callback) {
          size += chunk.length;
          if (size > limit) return callback(ERRORS.EntityTooLarge());
          md5.update(chunk);
          callback(null, chunk);
        },
      });
      source.once('error', (error) => meter.destroy(error));
      source.pipe(meter);
      try {
        await pipeline(meter, createWriteStream(partial), { signal });
      } catch (error) {
        source.unpipe(meter);
        await rm(partial, { force: true });
        throw error;
      }
      return {
        partial,
        size,
        eTag: `"${md5.digest('hex')}"`,
        discard: () => rm(partial, { force: true }),
      };
    },

    /**
     * Makes a received partial file the bytes of `version`.
     * @param {string} partial
     * @param {string} version
     */
    commit: (partial, version) => rename(partial, pathOf(version)),

    /**
     * @param {string} fromVersion
     * @param {string} toVersion
     */
    copy: (fromVersion, toVersion) => copyFile(pathOf(fromVersion), pathOf(toVersion)),

    /**
     * @param {(string | null | undefined)[]} versions
     */
    remove: async (versions) => {
      await Promise.all(
        versions
          .filter((v) => typeof v === 'string')
          .map((version) => rm(pathOf(version), { force: true })),
      );
    },

    /**
     * @param {string} version
     */
    size: async (version) => (await stat(pathOf(version))).size,

    /** @param {string} version @param {{ start?: number; end?: number }} [range] */
    read: (version, range) =>
      createReadStream(pathOf(version), { ...range, highWaterMark: 1024 * 1024 }),
  };
}
