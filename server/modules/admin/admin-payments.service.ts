import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { likeLiteral } from "./search";

const DAY_MS = 24 * 60 * 60 * 1000;

export function createAdminPaymentsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    async stats() {
      const since = new Date(now().getTime() - 30 * DAY_MS);
      const [byStatus, byPlan, revenue, recentPayments] = await Promise.all([
        db.payment.groupBy({ by: ["status"], _count: { _all: true } }),
        db.payment.groupBy({ by: ["plan"], where: { status: "completed" }, _count: { _all: true } }),
        db.payment.aggregate({ where: { status: "completed" }, _sum: { amount: true } }),
        db.payment.count({ where: { createdAt: { gte: since } } }),
      ]);
      const status = (value: string) => byStatus.find((row) => row.status === value)?._count._all ?? 0;
      const plan = (value: string) => byPlan.find((row) => row.plan === value)?._count._all ?? 0;
      return {
        totalPayments: byStatus.reduce((sum, row) => sum + row._count._all, 0),
        completedPayments: status("completed"),
        failedPayments: status("failed"),
        refundedPayments: status("refunded"),
        totalRevenue: revenue._sum.amount ?? 0,
        recentPayments,
        professionalPayments: plan("professional"),
        enterprisePayments: plan("enterprise"),
      };
    },

    /** Newest first, by pages; `q` matches the payer's name, username or e-mail, or a Razorpay id. */
    async list(input: {
      status?: "created" | "completed" | "failed" | "refunded";
      q?: string;
      page?: number;
      pageSize?: number;
    }) {
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? 20;
      // Matched as typed: `%` and `_` are not wildcards.
      const q = input.q ? likeLiteral(input.q) : undefined;
      const where: Prisma.PaymentWhereInput = {
        ...(input.status ? { status: input.status } : {}),
        ...(q
          ? {
              OR: [
                { razorpayPaymentId: { contains: q } },
                { razorpayOrderId: { contains: q } },
                { user: { name: { contains: q, mode: "insensitive" } } },
                { user: { username: { contains: q, mode: "insensitive" } } },
                { user: { email: { contains: q, mode: "insensitive" } } },
              ],
            }
          : {}),
      };
      const [rows, total] = await Promise.all([
        db.payment.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: (page - 1) * pageSize,
          take: pageSize,
          select: {
            id: true,
            plan: true,
            amount: true,
            currency: true,
            status: true,
            razorpayPaymentId: true,
            razorpayOrderId: true,
            createdAt: true,
            paidAt: true,
            user: { select: { id: true, name: true, username: true } },
          },
        }),
        db.payment.count({ where }),
      ]);
      return {
        // The spec's shape: userId populated with name and username (null once the user is deleted).
        payments: rows.map(({ id, user, ...payment }) => ({
          _id: id,
          ...payment,
          userId: user ? { _id: user.id, name: user.name, username: user.username } : null,
        })),
        total,
        page,
        pageSize,
      };
    },
  };
}
