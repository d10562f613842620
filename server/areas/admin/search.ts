/**
 * A search term for Prisma's `contains`, which becomes `LIKE '%term%'`
 * (`ILIKE` with mode "insensitive") without escaping the term: `%` and `_`
 * would be wildcards, so `q=%` would match every row. PostgreSQL's default
 * LIKE escape character is the backslash, so it is escaped first, then `%` and `_`.
 */
export function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, "\\$&");
}
