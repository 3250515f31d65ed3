/**
 * A decompression bomb for upload tests, built without ever holding the inflated bytes: one
 * sync-flushed deflate block of 1 MiB of zeros (about 1 KB) repeated, then a final empty block,
 * stored as a workbook's first sheet. `declaredSize` is what the zip directory claims (the truth,
 * or a lie to test that inflating stops at the declared size).
 */
import { constants, deflateRawSync } from 'node:zlib';

const mebibyte = 1024 * 1024;

export interface ZipBomb {
  bytes: Uint8Array;
  /** What the entry really inflates to. */
  inflatedSize: number;
}

export function zipBomb(inflatedMiB: number, declaredSize = inflatedMiB * mebibyte): ZipBomb {
  const block = deflateRawSync(Buffer.alloc(mebibyte), { finishFlush: constants.Z_SYNC_FLUSH });
  // BFINAL=1, fixed Huffman, end of block: ends the stream without more output.
  const data = Buffer.concat([...Array.from({ length: inflatedMiB }, () => block), Buffer.from([0x03, 0x00])]);
  const entries = [
    { name: 'xl/workbook.xml', data: deflateRawSync(Buffer.from('<workbook/>')), size: 11 },
    { name: 'xl/worksheets/sheet1.xml', data, size: declaredSize },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return { bytes: new Uint8Array(Buffer.concat([...locals, directory, end])), inflatedSize: inflatedMiB * mebibyte };
}
