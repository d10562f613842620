import { DELETED_USER_LABEL } from "../../../shared/account";
import type { PaymentSort, SortDirection } from "../../../shared/admin";
import { receiptLabel } from "../../../shared/billing";
import { PLANS } from "../../../shared/plans";
import { englishText, say } from "../../../shared/server-messages";
import { DAY_MS, istDay } from "../../../shared/time";
import { recordAudit } from "../../core/audit";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { AdminViewer } from "../../core/session.service";
import type { Prisma } from "../../generated/prisma/client";
import { toCsv } from "../../lib/csv";
import type { Db } from "../../lib/db";
import { gatewayRefusal, type PaymentGateway } from "../../lib/payment-gateway";
import { type RecordedRefund, recordRefund } from "../billing";
import { likeLiteral } from "./search";

type PaymentStatus = "created" | "completed" | "failed" | "refunded";

interface PaymentFilters {
  status?: PaymentStatus;
  q?: string;
  user?: string;
  sort?: PaymentSort;
  dir?: SortDirection;
}

const listSelect = {
  id: true,
  plan: true,
  amount: true,
  currency: true,
  status: true,
  razorpayPaymentId: true,
  razorpayOrderId: true,
  createdAt: true,
  paidAt: true,
  periodStart: true,
  periodEnd: true,
  refundedAt: true,
  failureReason: true,
  // What a refund would take back (the refund dialog says so before the admin confirms).
  coversFrom: true,
  coversUntil: true,
  convertedAt: true,
  convertedTo: true,
  // A subscription's charge: its refund ends the mandate first (the dialog says so).
  subscriptionId: true,
  user: { select: { id: true, name: true, username: true } },
} as const;

/** Matched as typed (`%` and `_` are not wildcards): the payer's name, username or e-mail, or a Razorpay id. */
function paymentWhere(input: PaymentFilters): Prisma.PaymentWhereInput {
  const q = input.q ? likeLiteral(input.q) : undefined;
  return {
    ...(input.status ? { status: input.status } : {}),
    ...(input.user ? { userId: input.user } : {}),
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
}

/** The chosen column, then the id in the same direction, so equal values keep one order from page to page. */
function paymentOrder(input: PaymentFilters): Prisma.PaymentOrderByWithRelationInput[] {
  const dir = input.dir ?? "desc";
  const nullsLast = { sort: dir, nulls: "last" } as const;
  const column: Record<PaymentSort, Prisma.PaymentOrderByWithRelationInput> = {
    user: { user: { name: dir } },
    plan: { plan: dir },
    amount: { amount: dir },
    status: { status: dir },
    paymentId: { razorpayPaymentId: nullsLast },
    createdAt: { createdAt: dir },
    paidAt: { paidAt: nullsLast },
  };
  return [column[input.sort ?? "createdAt"], { id: dir }];
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

export function createAdminPaymentsService(deps: {
  db: Db;
  bus: ChangeBus;
  gateway: PaymentGateway;
  /** Called once a refund has committed (its confirmation e-mail). */
  onRefunded: (paymentId: string) => void;
  /** Cancels at once the subscription a refunded charge belongs to (true when one was in force). */
  endSubscription: (subscriptionId: string) => Promise<boolean>;
  now: () => Date;
}) {
  const { db, bus, gateway, now } = deps;

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

    /** By pages, newest first unless sorted by another column. */
    async list(input: PaymentFilters & { page?: number; pageSize?: number }) {
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? 20;
      const where = paymentWhere(input);
      const [rows, total] = await Promise.all([
        db.payment.findMany({
          where,
          orderBy: paymentOrder(input),
          skip: (page - 1) * pageSize,
          take: pageSize,
          select: listSelect,
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

    /** Every payment the list's filters match (not just a page), in the list's order, as CSV. */
    async exportCsv(input: PaymentFilters) {
      const rows = await db.payment.findMany({
        where: paymentWhere(input),
        orderBy: paymentOrder(input),
        select: {
          ...listSelect,
          receiptNumber: true,
          user: { select: { name: true, username: true, email: true } },
        },
      });
      const csv = toCsv(
        [
          "Date",
          "User",
          "Username",
          "Email",
          "Plan",
          "Amount (INR)",
          "Status",
          "Razorpay payment ID",
          "Razorpay order ID",
          "Paid at",
          "Receipt",
          "Period start",
          "Period end",
          "Refunded at",
          "ID",
        ],
        rows.map((row) => [
          row.createdAt,
          row.user?.name ?? DELETED_USER_LABEL,
          row.user?.username,
          row.user?.email,
          PLANS[row.plan].name,
          (row.amount / 100).toFixed(2),
          row.status,
          row.razorpayPaymentId,
          row.razorpayOrderId,
          row.paidAt,
          row.receiptNumber === null ? null : receiptLabel(row.receiptNumber),
          row.periodStart,
          row.periodEnd,
          row.refundedAt,
          row.id,
        ]),
      );
      return { filename: `payments-${istDay(now())}.csv`, rows: rows.length, csv };
    },

    /**
     * A full refund through Razorpay, then (in one transaction) the payment
     * marked refunded, the plan it bought ended and the admin's act audited.
     * Razorpay is asked first: if it refuses or cannot be reached, nothing here
     * changes. The confirmation e-mail is queued once the refund commits (and
     * the billing sweep sends any that were missed).
     */
    async refund(admin: AdminViewer, id: string) {
      const payment = await db.payment.findUnique({
        where: { id },
        select: {
          id: true,
          status: true,
          amount: true,
          plan: true,
          razorpayPaymentId: true,
          refundedAt: true,
          subscriptionId: true,
          user: { select: { name: true } },
        },
      });
      if (!payment) throw new AppError("NOT_FOUND", say("admin.paymentNotFound"));
      const alreadyRefunded = () => new AppError("BAD_REQUEST", say("admin.alreadyRefunded"));
      if (payment.status === "refunded") throw alreadyRefunded();
      if (payment.status !== "completed" || !payment.razorpayPaymentId)
        throw new AppError("BAD_REQUEST", say("admin.refundOnlyCompleted", { status: payment.status }));
      // A subscription's charge: its mandate ends first, so nothing is charged again after the money went back.
      const subscriptionEnded = payment.subscriptionId
        ? await deps.endSubscription(payment.subscriptionId).catch((error: unknown) => {
            throw new AppError("UNAVAILABLE", say("admin.refundUnreachable"), { cause: error });
          })
        : false;
      const refund = await gateway
        .refund(payment.razorpayPaymentId, {
          amount: payment.amount,
          notes: { paymentId: payment.id, refundedBy: admin.id },
        })
        .catch(async (error: unknown) => {
          // Refunded meanwhile (another admin, or in Razorpay's dashboard and its webhook): say so, not "Razorpay failed".
          const current = await db.payment.findUnique({ where: { id }, select: { status: true } });
          if (current?.status === "refunded") throw alreadyRefunded();
          const refusal = gatewayRefusal(error);
          if (refusal && refusal.status < 500)
            throw new AppError(
              "UPSTREAM_FAILED",
              refusal.description
                ? say("admin.refundRefusedBecause", { reason: refusal.description })
                : say("admin.refundRefused"),
              { cause: error },
            );
          throw new AppError("UNAVAILABLE", say("admin.refundUnreachable"), { cause: error });
        });
      const at = now();
      const recorded = await bus.transaction(async (tx, publish) => {
        // Null when Razorpay's webhook for this very refund committed first: it ended the plan already.
        const result = await recordRefund(tx, publish, { paymentId: id, razorpayRefundId: refund.id, at });
        const userPlan = (holding: RecordedRefund["before"]) =>
          holding ? { userRole: holding.role, userPlanExpiresAt: holding.planExpiresAt } : {};
        const fields = { amount: payment.amount, plan: payment.plan };
        await recordAudit(tx, {
          adminId: admin.id,
          action: "payment.refund",
          entity: "Payment",
          entityId: id,
          before: { status: "completed", ...fields, razorpayRefundId: null, ...userPlan(result?.before ?? null) },
          after: {
            status: "refunded",
            ...fields,
            razorpayRefundId: refund.id,
            ...userPlan(result?.after ?? null),
            ...(subscriptionEnded ? { subscriptionCancelled: payment.subscriptionId } : {}),
          },
        });
        return result;
      });
      if (recorded) deps.onRefunded(id);
      const to = { amount: rupees(payment.amount), named: payment.user ? "yes" : "no", name: payment.user?.name ?? "" };
      // The plan that ends earlier is the one in force, which after an upgrade is not the payment's own.
      const after = recorded?.planEnded ? recorded.after : null;
      return {
        message: englishText(
          !after
            ? say("admin.refunded", to)
            : after.role === "starter"
              ? say("admin.refundedToStarter", to)
              : say("admin.refundedPlanEndsEarlier", { ...to, plan: PLANS[after.role].name }),
        ),
        payment: { _id: id, status: "refunded" as const, refundedAt: at, razorpayRefundId: refund.id },
      };
    },
  };
}
