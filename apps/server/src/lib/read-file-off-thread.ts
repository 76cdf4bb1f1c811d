import { Worker } from 'node:worker_threads';

/**
 * The reading thread's code (CommonJS, as a worker's `eval` runs it). Its bytes leave in an
 * ArrayBuffer of their own, handed over rather than copied.
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { gunzipSync } = require('node:zlib');
try {
  const read = readFileSync(workerData.file);
  const bytes = workerData.gunzip ? gunzipSync(read) : read;
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes.buffer
    : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  parentPort.postMessage({ bytes: own }, [own]);
} catch (error) {
  parentPort.postMessage({ error: String(error && error.message || error), code: error && error.code });
}
`;

/**
 * A whole file's bytes (gunzipped when `gunzip`), read and unpacked on a thread of its own. For
 * large files read while the server answers: Node's asynchronous gunzip hands every 16 kB of
 * output to the main thread and joins them there, and the read of the 66 MB city database so
 * stopped the event loop for 100–150 ms at a time (a bid waits for that), with about 450 ms of
 * main-thread work in all. Here the main thread only takes the finished bytes. Rejects with the
 * reading's own message and code (`ENOENT: no such file or directory, open '…'`, a gzip error).
 */
export function readFileOffThread(file: string, options: { gunzip: boolean }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(READER, { eval: true, workerData: { file, gunzip: options.gunzip } });
    worker.once('message', (message: { bytes?: ArrayBuffer; error?: string; code?: string }) => {
      if (message.bytes) return resolve(Buffer.from(message.bytes));
      const error: NodeJS.ErrnoException = new Error(message.error);
      if (message.code) error.code = message.code;
      reject(error);
    });
    worker.once('error', reject);
    // A thread that ends without a word (killed, out of memory) must not leave the read waiting.
    worker.once('exit', (code) =>
      reject(new Error(`the reading thread of ${file} ended (exit code ${code})`)),
    );
  });
}
