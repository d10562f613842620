import { randomUUID } from "node:crypto";
import type { Db } from "../../server/lib/db";

// Rows of a workspace and its payments, written with Prisma as the seats helper's code would leave them
// (issue #35): the invoices' tests and journey start from these.

export const SELLER_GSTIN = "27AAPFU0939F1ZV"; // Maharashtra
export const BUYER_GSTIN_KARNATAKA = "29AAGCB7383J1Z4";

/** A workspace with paid seats, its owner and optionally an admin and a member. */
export async function workspaceRows(
  db: Db,
  options: {
    ownerId: string;
    adminId?: string;
    memberId?: string;
    billingState?: string;
    gstin?: string | null;
    name?: string;
    billingEmail?: string;
  },
) {
  const workspace = await db.workspace.create({
    data: {
      name: options.name ?? "Acme Analytics LLP",
      gstin: options.gstin === undefined ? null : options.gstin,
      billingAddress: "4th floor, Baner Road\nPune 411045",
      billingState: options.billingState ?? "27",
      billingEmail: options.billingEmail ?? "accounts@acme.example",
      seats: 5,
      period: "monthly",
      paidUntil: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    },
  });
  const members = [
    { userId: options.ownerId, role: "owner" as const },
    ...(options.adminId ? [{ userId: options.adminId, role: "admin" as const }] : []),
    ...(options.memberId ? [{ userId: options.memberId, role: "member" as const }] : []),
  ];
  await db.workspaceMember.createMany({ data: members.map((member) => ({ ...member, workspaceId: workspace.id })) });
  return workspace;
}

/** A completed payment for `seats` seats of Enterprise (₹599 each) of a workspace, paid at `paidAt`. */
export function workspacePayment(
  db: Db,
  options: { workspaceId: string; userId: string; seats?: number; paidAt?: Date; amount?: number },
) {
  const seats = options.seats ?? 3;
  const paidAt = options.paidAt ?? new Date();
  return db.payment.create({
    data: {
      userId: options.userId,
      plan: "enterprise",
      amount: options.amount ?? seats * 59_900,
      status: "completed",
      razorpayOrderId: `order_${randomUUID()}`,
      razorpayPaymentId: `pay_${randomUUID()}`,
      paidAt,
      periodStart: paidAt,
      periodEnd: new Date(paidAt.getTime() + 30 * 24 * 3600 * 1000),
      workspaceId: options.workspaceId,
      seats,
    },
  });
}

/** The bytes of a mail's PDF attachment (base64 in the raw message). */
export function pdfAttachment(raw: string): Buffer | null {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    if (!/^Content-Type: application\/pdf/im.test(head)) continue;
    return Buffer.from(
      rest
        .join("\n")
        .replace(/--[^\s]*--\s*$/, "")
        .replace(/[^A-Za-z0-9+/=]/g, ""),
      "base64",
    );
  }
  return null;
}
