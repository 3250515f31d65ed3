import { describe, expect, it } from 'vitest';
import { GenerationAnswers } from '../../../server/auth/generation-wire.ts';

/** One backend message: type byte, int32 length (itself included), body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

function dataRow(text: string): Buffer {
  const value = Buffer.from(text);
  const body = Buffer.alloc(2 + 4 + value.length);
  body.writeInt16BE(1, 0);
  body.writeInt32BE(value.length, 2);
  value.copy(body, 6);
  return message('D', body);
}

const bindComplete = message('2');
const commandComplete = message('C', Buffer.from('SELECT 1\0'));
const ready = message('Z', Buffer.from('I'));
const notice = message('N', Buffer.from('SWARNING\0Mslow\0\0'));
const answer = (generation: string) => Buffer.concat([bindComplete, dataRow(generation), commandComplete, ready]);

describe('the auth generation read on the wire', () => {
  it('answers pipelined reads in order, from messages split anywhere', async () => {
    const answers = new GenerationAnswers();
    const reads = [answers.wait(), answers.wait(), answers.wait()];
    const bytes = Buffer.concat([answer('41'), notice, answer('42'), answer('1234567890123')]);
    // One byte at a time: every message boundary falls inside a chunk somewhere.
    for (let i = 0; i < bytes.length; i++) answers.take(bytes.subarray(i, i + 1));
    expect(await Promise.all(reads)).toEqual(['41', '42', '1234567890123']);
  });

  it('fails the read PostgreSQL answered with an error, with its code, and goes on with the next', async () => {
    const answers = new GenerationAnswers();
    const failed = answers.wait();
    const next = answers.wait();
    const error = message('E', Buffer.from('SERROR\0C42P01\0Mrelation "portal_auth_generation" does not exist\0\0'));
    answers.take(Buffer.concat([error, ready, answer('7')]));
    await expect(failed).rejects.toMatchObject({ code: '42P01', message: expect.stringContaining('does not exist') });
    expect(await next).toBe('7');
  });

  it('fails every waiting read when the connection is gone', async () => {
    const answers = new GenerationAnswers();
    const reads = [answers.wait(), answers.wait()];
    answers.take(answer('1').subarray(0, 12));
    answers.failAll(Object.assign(new Error('Connection terminated'), { code: '08006' }));
    for (const read of reads) await expect(read).rejects.toMatchObject({ code: '08006' });
  });
});
