import zlib from 'node:zlib';

/** One zip entry, already deflated; `claimedSize` is what the directory says it unpacks to. */
export interface ZipEntry {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
  claimedSize?: number;
}

export const entryOf = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text);
  return { name, deflated: zlib.deflateRawSync(data), size: data.length, crc: zlib.crc32(data) };
};

/** A plain zip (deflate, no data descriptors), written by hand so the test controls every size field. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const size = e.claimedSize ?? e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `prefix`, `mb` MB of spaces, `suffix`, deflated as a stream: the whole text never exists in memory. */
export async function deflatedRun(prefix: string, mb: number, suffix: string): Promise<ZipEntry> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let crc = zlib.crc32(prefix);
  deflate.write(prefix);
  for (let i = 0; i < mb; i++) {
    crc = zlib.crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  crc = zlib.crc32(suffix, crc);
  deflate.end(suffix);
  await done;
  return { name: '', deflated: Buffer.concat(out), size: Buffer.byteLength(prefix) + mb * 1024 * 1024 + Buffer.byteLength(suffix), crc };
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>20250101000001</t></is></c></row>`;
const SHEET_TAIL = `</sheetData></worksheet>`;

/**
 * A valid .xlsx whose sheet holds `mb` MB of whitespace: a few hundred KB on
 * the wire. With `lie`, the directory claims the sheet unpacks to 1 KB.
 */
export async function bombWorkbook(mb: number, opts: { lie?: boolean } = {}): Promise<Buffer> {
  const sheet = await deflatedRun(SHEET_HEAD, mb, SHEET_TAIL);
  return zipOf([
    entryOf('[Content_Types].xml', CONTENT_TYPES),
    entryOf('_rels/.rels', RELS),
    entryOf('xl/workbook.xml', WORKBOOK),
    entryOf('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    { ...sheet, name: 'xl/worksheets/sheet1.xml', claimedSize: opts.lie ? 1024 : undefined },
  ]);
}

/** The same workbook with a sheet of one row: what an honest upload looks like. */
export const smallWorkbook = () => bombWorkbook(0);
