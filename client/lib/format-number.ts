/** Counts grouped the Indian way (1,23,456), like the money beside them (issue #13). */
const count = new Intl.NumberFormat("en-IN");

export function formatCount(value: number): string {
  return count.format(value);
}
