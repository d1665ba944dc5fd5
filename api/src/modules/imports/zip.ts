/**
 * xlsx and ods files are zip archives, so an upload can be a zip bomb: a few kB that inflate to
 * gigabytes. Before any reader touches one, every entry is inflated once here with yauzl, which
 * checks each entry's real size against its declared size while inflating; the declared sizes,
 * the compression ratio and the bytes actually inflated are held to limits. Only then does a
 * reader (exceljs, or the ods reader below) open it.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** A zip file refused: `bomb` for what inflates too far, `malformed` for what is no valid zip. */
export class ZipRefusal extends Error {
  override name = 'ZipRefusal';
  constructor(readonly reason: 'bomb' | 'malformed') {
    super(reason);
  }
}

export interface ZipLimits {
  /** All entries together may inflate to at most this many bytes. */
  maxUnzippedBytes: number;
  /** At most this many entries. */
  maxEntries?: number;
  /** An entry above 1 MB may inflate to at most this many times its compressed size. */
  maxRatio?: number;
}

/** What the check learnt: the entry names, and the small entries' text (e.g. ods `mimetype`). */
export interface ZipSummary {
  names: Set<string>;
  small: Map<string, string>;
}

const SMALL_ENTRY = 256;
const RATIO_FLOOR = 1024 * 1024;

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error !== null || zip === undefined) reject(new ZipRefusal('malformed'));
      else resolve(zip);
    });
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error !== null || stream === undefined) reject(new ZipRefusal('malformed'));
      else resolve(stream);
    });
  });
}

/** Inflates every entry once within the limits; throws a `ZipRefusal` otherwise. */
export async function checkZip(path: string, limits: ZipLimits): Promise<ZipSummary> {
  const maxEntries = limits.maxEntries ?? 10_000;
  const maxRatio = limits.maxRatio ?? 1000;
  const zip = await openZip(path);
  const names = new Set<string>();
  const small = new Map<string, string>();
  let declared = 0;
  let inflated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        reject(error instanceof ZipRefusal ? error : new ZipRefusal('malformed'));
      };
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          names.add(entry.fileName);
          if (names.size > maxEntries) throw new ZipRefusal('bomb');
          declared += entry.uncompressedSize;
          if (declared > limits.maxUnzippedBytes) throw new ZipRefusal('bomb');
          if (
            entry.uncompressedSize > RATIO_FLOOR &&
            entry.uncompressedSize > maxRatio * Math.max(entry.compressedSize, 1)
          ) {
            throw new ZipRefusal('bomb');
          }
          if (entry.fileName.endsWith('/')) {
            zip.readEntry();
            return;
          }
          const stream = await openEntry(zip, entry);
          const keep: Buffer[] = [];
          try {
            for await (const chunk of stream as AsyncIterable<Buffer>) {
              inflated += chunk.length;
              if (inflated > limits.maxUnzippedBytes) throw new ZipRefusal('bomb');
              if (entry.uncompressedSize <= SMALL_ENTRY) keep.push(chunk);
            }
          } catch (error) {
            stream.destroy();
            // yauzl stops an entry that inflates beyond its declared size: a lying header.
            if (error instanceof ZipRefusal) throw error;
            const message = error instanceof Error ? error.message : '';
            throw new ZipRefusal(/too many bytes/i.test(message) ? 'bomb' : 'malformed');
          }
          if (keep.length > 0) small.set(entry.fileName, Buffer.concat(keep).toString('utf8'));
          zip.readEntry();
        })().catch(fail);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return { names, small };
}

/** Streams one entry of a zip file that `checkZip` accepted; undefined when it is absent. */
export async function readZipEntry(
  path: string,
  name: string,
): Promise<{ stream: Readable; close: () => void } | undefined> {
  const zip = await openZip(path);
  return new Promise((resolve, reject) => {
    zip.on('error', () => {
      zip.close();
      reject(new ZipRefusal('malformed'));
    });
    zip.on('end', () => {
      zip.close();
      resolve(undefined);
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName !== name) {
        zip.readEntry();
        return;
      }
      openEntry(zip, entry).then(
        (stream) => resolve({ stream, close: () => zip.close() }),
        (error: unknown) => {
          zip.close();
          reject(error instanceof ZipRefusal ? error : new ZipRefusal('malformed'));
        },
      );
    });
    zip.readEntry();
  });
}
