/** docs/product/data.md#states-and-transitions: capabilities are typed comma separated, then split and trimmed (empty pieces dropped). */
export function splitCapabilities(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
