/** The fields of a unique-constraint violation (Prisma P2002), or null for any other error. */
export function uniqueViolation(error: unknown): string[] | null {
  const candidate = error as {
    code?: string;
    meta?: { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } } };
  };
  if (candidate?.code !== "P2002") return null;
  const target = candidate.meta?.target;
  if (Array.isArray(target)) return target.map(String);
  if (typeof target === "string") return [target];
  return candidate.meta?.driverAdapterError?.cause?.constraint?.fields ?? [];
}
