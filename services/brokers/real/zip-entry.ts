import { inflateRawSync } from "node:zlib";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/**
 * One file out of a ZIP archive, by name or by a test of its name (Nuvama publishes its master
 * as instruments.zip holding instruments.csv; HDFC SKY as a ZIP of one CSV). Read through the central directory, which always has the sizes
 * (a streamed archive's local headers may not). Stored and deflated entries only, which is all
 * a ZIP writer uses for a CSV; no ZIP64 (the master is tens of MB, far below 4 GB).
 */
export function zipEntry(archive: Buffer, wanted: string | ((name: string) => boolean)): Buffer {
  const matches =
    typeof wanted === "string"
      ? (name: string) => name.toLowerCase() === wanted.toLowerCase()
      : wanted;
  const end = archive.lastIndexOf(signature(END_OF_CENTRAL_DIRECTORY));
  if (end < 0) throw new Error("Not a ZIP archive");
  const entries = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    if (archive.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) throw new Error("Broken ZIP index");
    const method = archive.readUInt16LE(at + 10);
    const compressedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localHeader = archive.readUInt32LE(at + 42);
    const entryName = archive.toString("utf8", at + 46, at + 46 + nameLength);
    if (matches(entryName.split("/").at(-1) ?? entryName)) {
      return contentOf(archive, localHeader, method, compressedSize);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(
    `The ZIP archive has no ${typeof wanted === "string" ? wanted : "file it was asked for"}`,
  );
}

function contentOf(archive: Buffer, header: number, method: number, size: number): Buffer {
  if (archive.readUInt32LE(header) !== LOCAL_FILE_HEADER) throw new Error("Broken ZIP entry");
  const start = header + 30 + archive.readUInt16LE(header + 26) + archive.readUInt16LE(header + 28);
  const data = archive.subarray(start, start + size);
  if (method === 0) return data;
  if (method === 8) return inflateRawSync(data);
  throw new Error(`Unsupported ZIP compression method ${method}`);
}

function signature(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}
