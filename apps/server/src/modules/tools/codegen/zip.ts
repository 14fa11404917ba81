import zlib from 'node:zlib';

/** DOS date and time fields of a zip entry (local time, two-second steps), as zip readers show them. */
function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

interface Entry {
  time: number;
  date: number;
  crc: number;
  packed: number;
  size: number;
  nameLength: number;
}

/** The fields a local and a central header share, in the same order: from offset 6 of the one, 8 of the other. */
function writeShared(header: Buffer, at: number, e: Entry) {
  header.writeUInt16LE(0x0800, at);
  header.writeUInt16LE(8, at + 2);
  header.writeUInt16LE(e.time, at + 4);
  header.writeUInt16LE(e.date, at + 6);
  header.writeUInt32LE(e.crc, at + 8);
  header.writeUInt32LE(e.packed, at + 12);
  header.writeUInt32LE(e.size, at + 16);
  header.writeUInt16LE(e.nameLength, at + 20);
}

/**
 * A zip of text files, deflated: the generated files are few and small, so the
 * archive is built in memory. Names are UTF-8 (flag bit 11).
 */
export function zipFiles(files: { name: string; content: string }[], at = new Date()): Buffer {
  const { time, date } = dosTime(at);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const data = Buffer.from(file.content, 'utf8');
    const packed = zlib.deflateRawSync(data);
    const entry = { time, date, crc: zlib.crc32(data), packed: packed.length, size: data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeShared(local, 6, entry);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeShared(central, 8, entry);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
