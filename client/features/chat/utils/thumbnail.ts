/** The long edge of a preview, in CSS pixels at 2× (the tray shows 64 px). */
const EDGE = 128;

/**
 * A small picture of an image the person chose, as a data: URL: the page's CSP allows data: images but
 * not blob: ones, and a 128 px copy keeps a 10 MB photo's pixels out of the page's memory. null when the
 * browser cannot decode it (the chip then shows its name instead).
 */
export async function thumbnailOf(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL("image/webp", 0.8);
  } catch {
    return null;
  }
}
