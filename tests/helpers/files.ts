// Files for the files and chat tests (issue #30): multipart uploads through the real route, and real bytes
// of each kind: a JPEG carrying EXIF (made by sharp), PDFs with text on each page, GIFs, HTML in disguise.
import sharp from "sharp";
import type { TestApp } from "./app";

const BOUNDARY = "----nexgen-test-boundary-7d9f";

/** A multipart/form-data body with one file part (`part` defaults to `file`). */
export function multipartBody(name: string, bytes: Buffer, options: { part?: string; type?: string } = {}) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.part ?? "file"}"; filename="${name}"\r\n` +
      `Content-Type: ${options.type ?? "application/octet-stream"}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** POST /api/files as the person with `token`. */
export function upload(
  t: TestApp,
  token: string,
  name: string,
  bytes: Buffer,
  options: { part?: string; type?: string } = {},
) {
  const body = multipartBody(name, bytes, options);
  return t.app.inject({
    method: "POST",
    url: "/api/files",
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

/** The secret a test hides in a photo's EXIF, to look for after the re-encode. */
export const EXIF_SECRET = "Asha at 12.9716N 77.5946E";

/** A JPEG with EXIF (camera, owner, a place), `width` × `height`. */
export function jpegWithExif(width = 3000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: EXIF_SECRET, Make: "TestCam", Copyright: EXIF_SECRET } })
    .toBuffer();
}

export function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A two-frame animated GIF, green then red: only the first frame is kept. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 20, height: 40, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame("green"), await frame("red")], { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A PDF whose pages each show one line of text (Helvetica), written by hand: no PDF library needed. */
export function pdfWithPages(lines: string[]): Buffer {
  const objects: string[] = [];
  const pageIds = lines.map((_, index) => 4 + index * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${lines.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
  lines.forEach((line, index) => {
    const page = pageIds[index] as number;
    const text = line.replace(/[\\()]/g, (c) => `\\${c}`);
    const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
    objects[page] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${page + 1} 0 R >>`;
    objects[page + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body);
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** The signed content address of an upload's answer, with its query, for `inject`. */
export function contentUrl(uploaded: { url: string }) {
  return uploaded.url;
}
