import { AppError } from "./errors";

/**
 * The columns of a unique-constraint violation (Prisma P2002), or null for any
 * other error. Prisma reports them as field names or as the constraint's name
 * ("User_username_key") depending on the driver adapter: both are read.
 */
export function uniqueViolation(error: unknown): string[] | null {
  const candidate = error as {
    code?: string;
    meta?: {
      target?: unknown;
      driverAdapterError?: { cause?: { constraint?: { fields?: string[]; index?: string } } };
    };
  };
  if (candidate?.code !== "P2002") return null;
  const target = candidate.meta?.target;
  const constraint = candidate.meta?.driverAdapterError?.cause?.constraint;
  const names = [
    ...(Array.isArray(target) ? target.map(String) : typeof target === "string" ? [target] : []),
    ...(constraint?.fields ?? []),
    ...(constraint?.index ? [constraint.index] : []),
  ];
  return names.flatMap((name) => name.replace(/"/g, "").split(/[_,\s]+/)).filter(Boolean);
}

/** A taken username or e-mail as the 409 people see; any other error passes through unchanged. */
export function rethrowAccountConflict(error: unknown): never {
  const fields = uniqueViolation(error);
  if (!fields) throw error;
  throw new AppError(
    "CONFLICT",
    fields.includes("username") ? "This username is already taken" : "An account with this email already exists",
  );
}
