/**
 * Where the personal-data keys come from: the configuration (`DATA_KEYS`, `DATA_INDEX_KEY`); in
 * development without them, a key file generated once in the data folder; in tests, fixed keys.
 * Production without keys never gets here: `loadConfig` refuses to start.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeKey, type Config } from '../../config';
import { KEY_BYTES, PersonalDataCodec, type DataKey } from './codec';

/** The development key file, in the data folder (never commit or copy it with a backup). */
export const DEV_KEY_FILE = 'personal-data-keys.json';

/** Fixed keys of `NODE_ENV=test` without configured keys (the test databases are throwaway). */
export const TEST_KEYS: readonly DataKey[] = [{ id: 'test1', key: Buffer.alloc(KEY_BYTES, 1) }];
export const TEST_INDEX_KEY = Buffer.alloc(KEY_BYTES, 2);

export interface ResolvedCodec {
  codec: PersonalDataCodec;
  /** Where the keys came from; `generated` is worth telling at start. */
  source: 'config' | 'file' | 'generated' | 'test';
  /** The key file when one was read or written. */
  file?: string;
}

interface KeyFile {
  keys: { id: string; key: string }[];
  indexKey: string;
}

function readKeyFile(file: string): PersonalDataCodec {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  const keys = parsed.keys.map(({ id, key }) => ({ id, key: decodeKey(key) }));
  const indexKey = decodeKey(parsed.indexKey);
  if (indexKey === undefined || keys.some((key) => key.key === undefined)) {
    throw new Error(`${file} holds a key that is not 32 bytes of base64.`);
  }
  return new PersonalDataCodec(keys as DataKey[], indexKey);
}

export function resolvePersonalDataCodec(config: Config): ResolvedCodec {
  if (config.dataKeys !== undefined) {
    return {
      codec: new PersonalDataCodec(config.dataKeys.keys, config.dataKeys.indexKey),
      source: 'config',
    };
  }
  if (config.nodeEnv === 'test') {
    return { codec: new PersonalDataCodec(TEST_KEYS, TEST_INDEX_KEY), source: 'test' };
  }
  if (config.nodeEnv === 'production') {
    // loadConfig refuses this; a second guard for a Config built another way.
    throw new Error('NODE_ENV=production needs DATA_KEYS and DATA_INDEX_KEY.');
  }
  const file = join(config.database.dataDir, DEV_KEY_FILE);
  if (existsSync(file)) return { codec: readKeyFile(file), source: 'file', file };
  const content: KeyFile = {
    keys: [{ id: 'dev1', key: randomBytes(KEY_BYTES).toString('base64') }],
    indexKey: randomBytes(KEY_BYTES).toString('base64'),
  };
  mkdirSync(config.database.dataDir, { recursive: true });
  // `wx`: two processes starting at once never overwrite each other's key.
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return { codec: readKeyFile(file), source: 'generated', file };
}

/** The line a start prints about the keys (undefined when there is nothing to tell). */
export function keySourceMessage(resolved: ResolvedCodec): string | undefined {
  if (resolved.source === 'generated') {
    return (
      `Generated a development key for IBAN and BSN at rest in ${resolved.file ?? ''} ` +
      '(keep it with the data folder; production needs DATA_KEYS and DATA_INDEX_KEY).'
    );
  }
  if (resolved.source === 'file') {
    return `IBAN and BSN at rest use the development key in ${resolved.file ?? ''}.`;
  }
  return undefined;
}
