/**
 * The auth generation's read (auth/auth-generation.ts) spoken directly in PostgreSQL's extended
 * query protocol on a connection node-postgres opened: node-postgres does what is hard (address,
 * TLS, authentication) and prepares the statement once; after that each read writes one
 * precomputed Bind/Execute/Sync and takes its value from the DataRow before the ReadyForQuery it
 * caused. A read does not wait for the reads before it (they are pipelined, answered in order).
 *
 * Why: every signed-in request waits for one of these reads, and node-postgres' query machinery
 * (query objects, the message parser's objects, its queue) cost about a fifth of such a request's
 * time on the server (docs/performance.md "What a signed-in read costs now").
 *
 * A connection that fails, ends or answers with an error is dropped (its waiting reads fail: 503,
 * http/errors.ts), and the next read opens a new one.
 */
import type { Duplex } from 'node:stream';
import type { PgClient } from '../db/open.ts';

const statementName = 'portal_auth_generation';

/** Bind (unnamed portal, the statement, no parameters, text results), Execute (all rows), Sync. */
function readMessages(): Buffer {
  const name = Buffer.from(`${statementName}\0`);
  const bindLength = 4 + 1 + name.length + 2 + 2 + 2;
  const bind = Buffer.alloc(1 + bindLength);
  bind.write('B', 0);
  bind.writeInt32BE(bindLength, 1);
  // bind[5] = 0: the unnamed portal's empty name.
  name.copy(bind, 6);
  // The three int16 counts that follow (parameter formats, parameters, result formats) are zero.
  const execute = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0]);
  const sync = Buffer.from([0x53, 0, 0, 0, 4]);
  return Buffer.concat([bind, execute, sync]);
}

interface Waiting {
  resolve(value: string): void;
  reject(error: Error): void;
}

/** The answers to the reads written, in the order PostgreSQL sends them (exported for its unit test). */
export class GenerationAnswers {
  readonly #waiting: Waiting[] = [];
  #pending: Buffer | null = null;
  #value: string | null = null;
  #error: Error | null = null;

  wait(): Promise<string> {
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  /** Bytes from the server: whole messages are taken, a partial one is kept for the next chunk. */
  take(chunk: Buffer): void {
    let buffer = this.#pending ? Buffer.concat([this.#pending, chunk]) : chunk;
    let offset = 0;
    while (buffer.length - offset >= 5) {
      const end = offset + 1 + buffer.readInt32BE(offset + 1);
      if (end > buffer.length) break;
      this.#message(buffer[offset]!, buffer, offset + 5, end);
      offset = end;
    }
    buffer = buffer.subarray(offset);
    this.#pending = buffer.length > 0 ? Buffer.from(buffer) : null;
  }

  /** Fails every read still waiting (the connection is gone). */
  failAll(error: Error): void {
    for (const waiting of this.#waiting.splice(0)) waiting.reject(error);
  }

  #message(type: number, buffer: Buffer, start: number, end: number): void {
    switch (String.fromCharCode(type)) {
      case 'D': {
        // One column: int16 count, int32 length, the text.
        const length = buffer.readInt32BE(start + 2);
        this.#value = length < 0 ? null : buffer.toString('utf8', start + 6, start + 6 + length);
        break;
      }
      case 'E':
        this.#error = errorResponse(buffer.subarray(start, end));
        break;
      case 'Z': {
        const waiting = this.#waiting.shift();
        if (this.#error) waiting?.reject(this.#error);
        else waiting?.resolve(this.#value ?? '0');
        this.#value = null;
        this.#error = null;
        break;
      }
      // BindComplete, CommandComplete, and what may come at any time (notices, parameter
      // changes) say nothing about the value.
    }
  }
}

/** An ErrorResponse's fields as an Error with PostgreSQL's code (what http/errors.ts reads). */
function errorResponse(fields: Buffer): Error {
  const byCode = new Map<string, string>();
  let offset = 0;
  while (offset < fields.length && fields[offset] !== 0) {
    const end = fields.indexOf(0, offset + 1);
    byCode.set(String.fromCharCode(fields[offset]!), fields.toString('utf8', offset + 1, end));
    offset = end + 1;
  }
  return Object.assign(new Error(byCode.get('M') ?? 'PostgreSQL error'), { code: byCode.get('C') });
}

export function wireGenerationRead(connect: () => PgClient, query: string): () => Promise<string> {
  const messages = readMessages();
  let current: Promise<{ socket: Duplex; answers: GenerationAnswers }> | null = null;

  const open = () => {
    const client = connect();
    const answers = new GenerationAnswers();
    const ready = client
      .connect()
      .then(() => client.query({ name: statementName, text: query }))
      .then(() => {
        // From here on this module reads the socket; node-postgres keeps watching it end.
        const socket = (client as unknown as { connection: { stream: Duplex } }).connection.stream;
        socket.removeAllListeners('data');
        socket.on('data', (chunk: Buffer) => answers.take(chunk));
        return { socket, answers };
      });
    const drop = (error: Error) => {
      if (current === ready) current = null;
      answers.failAll(error);
      client.end().catch(() => {});
    };
    client.on('error', drop);
    client.once('end', () =>
      drop(Object.assign(new Error('Connection terminated: PostgreSQL ended the connection'), { code: '08006' })),
    );
    ready.catch(drop);
    return ready;
  };

  return async () => {
    current ??= open();
    const connection = current;
    const { socket, answers } = await connection;
    const answer = answers.wait();
    socket.write(messages);
    return answer.catch((error: unknown) => {
      // An error answer leaves the connection usable, but a statement gone (DISCARD, a restore)
      // would fail every read: start again on a new connection.
      if (current === connection) {
        current = null;
        void connection.then(({ socket }) => socket.destroy());
      }
      throw error;
    });
  };
}
