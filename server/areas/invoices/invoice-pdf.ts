import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { InvoiceView } from "./invoice-view";
import { invoiceDay } from "./issue";

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

/** Paise as Indian figures, 1,23,456.78: no ₹ sign, the standard fonts have no glyph for it (D204). */
export const inr = (paise: number) =>
  new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);

/** A rate as printed: 18, 9, 2.5 (no trailing zeros). */
const rate = (percent: number) => String(Number(percent.toFixed(2)));

/**
 * Text the standard font can draw: pdf-lib's standard fonts encode WinAnsi only, so a character outside it
 * (a name in Devanagari, an emoji) is printed as "?" rather than failing the whole invoice (D204).
 */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\t/g, " ")].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : "?")).join("");
}

/** `text` broken into lines no wider than `width` at `size` (at spaces; a longer word is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Draws from the top of the page down; `y` is the baseline of the next line. */
class Pen {
  y = PAGE.height - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {}

  /** Lines of text at x, wrapped to `width`; returns the y below them. */
  text(
    text: string,
    x: number,
    y: number,
    options: { size?: number; bold?: boolean; width?: number; muted?: boolean } = {},
  ): number {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let at = y;
    for (const line of wrap(font, drawable(font, text), size, options.width ?? PAGE.width - x - MARGIN)) {
      this.page.drawText(line, { x, y: at, size, font, color: options.muted ? MUTED : INK });
      at -= size * 1.35;
    }
    return at;
  }

  /** Text ending at `right`. */
  right(text: string, right: number, y: number, options: { size?: number; bold?: boolean } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const shown = drawable(font, text);
    this.page.drawText(shown, { x: right - font.widthOfTextAtSize(shown, size), y, size, font, color: INK });
  }

  rule(y: number) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.6,
      color: RULE,
    });
  }
}

/**
 * The invoice as an A4 PDF with the particulars of CGST Rules, rule 46: the seller's and buyer's names, addresses,
 * GSTINs and states, the number and date, the place of supply, SAC, description, quantity, taxable value, each
 * tax with its rate, the total in figures and in words (docs/product/workspaces.md#invoices).
 */
export async function invoicePdf(invoice: InvoiceView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax invoice ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setCreationDate(invoice.issuedAt);
  pdf.setModificationDate(invoice.issuedAt);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const pen = new Pen(page, fonts);
  const right = PAGE.width - MARGIN;
  const half = (PAGE.width - 2 * MARGIN) / 2;
  const column2 = MARGIN + half + 12;

  pen.text("TAX INVOICE", MARGIN, pen.y, { size: 18, bold: true });
  pen.right("Original for recipient", right, pen.y + 4, { size: 9 });
  let y = pen.y - 34;

  // The seller, left; the invoice's particulars, right.
  const sellerTop = y;
  y = pen.text(invoice.seller.name, MARGIN, y, { size: 11, bold: true, width: half });
  y = pen.text(invoice.seller.address, MARGIN, y, { width: half });
  y = pen.text(`GSTIN: ${invoice.seller.gstin}`, MARGIN, y, { width: half });
  const sellerBottom = pen.text(`State: ${invoice.seller.state.name} (code ${invoice.seller.state.code})`, MARGIN, y, {
    width: half,
  });
  let r = sellerTop;
  for (const [label, value] of [
    ["Invoice number", invoice.number],
    ["Invoice date", invoiceDay(invoice.issuedAt)],
    ...(invoice.paidAt ? [["Payment date", invoiceDay(invoice.paidAt)]] : []),
    ["Place of supply", `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`],
    ["Reverse charge", "No"],
  ] as Array<[string, string]>) {
    pen.text(label, column2, r, { muted: true, size: 9 });
    r = pen.text(value, column2 + 90, r, { bold: label === "Invoice number", width: right - column2 - 90 });
  }
  y = Math.min(sellerBottom, r) - 14;
  pen.rule(y + 8);

  // The buyer.
  y = pen.text("Bill to", MARGIN, y - 6, { muted: true, size: 9 });
  y = pen.text(invoice.buyer.name, MARGIN, y, { size: 11, bold: true });
  y = pen.text(invoice.buyer.address, MARGIN, y, { width: half * 1.5 });
  y = pen.text(`GSTIN: ${invoice.buyer.gstin ?? "Unregistered"}`, MARGIN, y);
  y = pen.text(`State: ${invoice.buyer.state.name} (code ${invoice.buyer.state.code})`, MARGIN, y);
  y -= 14;

  // The line and its taxes.
  const columns = { sac: MARGIN + 270, quantity: MARGIN + 360, amount: right };
  pen.rule(y + 12);
  pen.text("Description", MARGIN, y, { bold: true, size: 9 });
  pen.text("SAC", columns.sac, y, { bold: true, size: 9 });
  pen.right("Quantity", columns.quantity + 40, y, { bold: true, size: 9 });
  pen.right("Taxable value (INR)", columns.amount, y, { bold: true, size: 9 });
  pen.rule(y - 6);
  y -= 22;
  const lineTop = y;
  const afterDescription = pen.text(invoice.description, MARGIN, y, { width: 260 });
  pen.text(invoice.sac, columns.sac, lineTop, {});
  pen.right(String(invoice.quantity), columns.quantity + 40, lineTop);
  pen.right(inr(invoice.taxableValue), columns.amount, lineTop);
  y = afterDescription - 6;
  pen.rule(y + 8);

  const taxes: Array<[string, number]> = invoice.intraState
    ? [
        [`CGST @ ${rate(invoice.gstRate / 2)}%`, invoice.cgst],
        [`SGST @ ${rate(invoice.gstRate / 2)}%`, invoice.sgst],
      ]
    : [[`IGST @ ${rate(invoice.gstRate)}%`, invoice.igst]];
  y -= 8;
  for (const [label, amount] of [["Taxable value", invoice.taxableValue] as [string, number], ...taxes]) {
    pen.text(label, columns.sac, y, {});
    pen.right(inr(amount), columns.amount, y);
    y -= 16;
  }
  pen.rule(y + 10);
  y -= 6;
  pen.text("Total", columns.sac, y, { bold: true, size: 11 });
  pen.right(inr(invoice.total), columns.amount, y, { bold: true, size: 11 });
  y -= 24;
  y = pen.text(`Total in words: ${invoice.totalInWords}`, MARGIN, y, {});
  y = pen.text("Amounts in INR. The price includes GST.", MARGIN, y - 4, { muted: true, size: 9 });
  pen.text("This is a computer-generated invoice.", MARGIN, y - 4, { muted: true, size: 9 });
  return pdf.save();
}
