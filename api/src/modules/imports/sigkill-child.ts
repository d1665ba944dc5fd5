/**
 * Test support for "an import killed mid-way leaves the data as before": run as a child process
 * (`node --import tsx sigkill-child.ts <database url> <csv path>`), it imports the csv and, after
 * the first donors are written inside the transaction, tells its parent and waits to be killed.
 */
import { openDatabase } from '../../db/client';
import { PersonalDataCodec } from '../personal-data/codec';
import { TEST_INDEX_KEY, TEST_KEYS } from '../personal-data/keys';
import { readRows } from './plan';
import { csvRows } from './readers';
import { applyImport } from './service';

const [url, path] = process.argv.slice(2);
if (url === undefined || path === undefined) throw new Error('usage: <database url> <csv path>');

const database = await openDatabase({ url, poolMax: 1 });
const parsed = await readRows(csvRows(path, { encoding: 'utf8', delimiter: ',', enclosure: '"' }), {
  mapping: [],
  hasTitleRow: true,
  maxRows: 1000,
  now: new Date(),
});
const codec = new PersonalDataCodec(TEST_KEYS, TEST_INDEX_KEY);
await applyImport(
  database.db,
  codec,
  { id: null, email: 'sigkill@veldwerk.test' },
  'kill.csv',
  parsed,
  {
    afterWrite: async () => {
      process.send?.('written');
      // Hold the transaction open until the parent sends SIGKILL.
      await new Promise(() => {});
    },
  },
);
process.send?.('committed');
await database.close();
