// What the files journeys give the chat (issue #30): real files of each kind, and the three ways a person
// attaches them (paste, drop, the paper clip's picker).
import type { Page } from "playwright-core";
import sharp from "sharp";

/** A screenshot of an error dialog, as a PNG a person would paste. */
export function screenshotPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <rect width="960" height="540" fill="#0f172a"/>
    <rect x="80" y="120" width="800" height="300" rx="16" fill="#1e293b" stroke="#ef4444" stroke-width="4"/>
    <text x="120" y="220" font-size="40" fill="#fca5a5" font-family="sans-serif">Error 502: Bad Gateway</text>
    <text x="120" y="300" font-size="28" fill="#e2e8f0" font-family="sans-serif">The upstream server did not answer.</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF whose text is `lines` (Helvetica, one line each), with a correct cross-reference table. */
export function pdfWith(lines: string[]): Buffer {
  const pdfString = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = `BT /F1 14 Tf 72 720 Td 18 TL ${lines.map((line) => `(${pdfString(line)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Pastes a file into the message box as the clipboard would (a screenshot tool's copy). */
export async function paste(page: Page, label: string, file: { name: string; type: string; bytes: Buffer }) {
  await page.getByRole("textbox", { name: label, exact: true }).evaluate(
    (input, pasted) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(pasted.bytes)], pasted.name, { type: pasted.type }));
      input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { name: file.name, type: file.type, bytes: [...file.bytes] },
  );
}

/** Drags a file over the chat and drops it there, as from a file manager; `hint` runs while it is over the chat. */
export async function drop(page: Page, file: { name: string; type: string; bytes: Buffer }, hint: () => Promise<void>) {
  const target = page.getByRole("main", { name: /^(Chat|चैट)$/ });
  const transfer = await page.evaluateHandle(
    (dropped) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(dropped.bytes)], dropped.name, { type: dropped.type }));
      return data;
    },
    { name: file.name, type: file.type, bytes: [...file.bytes] },
  );
  await target.dispatchEvent("dragenter", { dataTransfer: transfer });
  await target.dispatchEvent("dragover", { dataTransfer: transfer });
  await hint();
  await target.dispatchEvent("drop", { dataTransfer: transfer });
}

/** Chooses files through the paper clip's picker, as a person would. */
export async function attach(
  page: Page,
  buttonName: string,
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  await (await chooser).setFiles(files);
}
