import type { SortDirection, UserSort } from "../../../shared/admin";
import { planInForceName } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import { englishText, say } from "../../../shared/server-messages";
import { DAY_MS, istDay } from "../../../shared/time";
import { recordAudit } from "../../core/audit";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import { rethrowAccountConflict } from "../../core/prisma-errors";
import type { AdminViewer } from "../../core/session.service";
import type { Prisma } from "../../generated/prisma/client";
import { toCsv } from "../../lib/csv";
import type { Db } from "../../lib/db";
import type { AccountErasure } from "../account";
import { profileSelect } from "../auth";
import { likeLiteral } from "./search";

// The same fields the user sees on their own profile.
const userSelect = profileSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

/** The spec's admin view of a user (`_id`). */
export const toAdminUser = ({ id, ...user }: UserRow) => ({ _id: id, ...user });

interface UserFilters {
  q?: string;
  role?: Role;
  sort?: UserSort;
  dir?: SortDirection;
}

/**
 * The people whose plan in force (`effectiveRole`, shared/plans.ts) is `role`
 * at `at`: a paid plan past its end counts as Starter, one without an end
 * (set by an admin) stands.
 */
function planInForce(role: Role, at: Date): Prisma.UserWhereInput {
  if (role === "starter") return { OR: [{ role: "starter" }, { planExpiresAt: { lte: at } }] };
  return { role, OR: [{ planExpiresAt: null }, { planExpiresAt: { gt: at } }] };
}

/** Matched as typed (`%` and `_` are not wildcards): name, username or e-mail, any case; `role` is the plan in force. */
function userWhere(input: UserFilters, at: Date): Prisma.UserWhereInput {
  const q = input.q ? likeLiteral(input.q) : undefined;
  return {
    ...(input.role ? { AND: [planInForce(input.role, at)] } : {}),
    ...(q
      ? {
          OR: [
            { name: { contains: q, mode: "insensitive" } },
            { username: { contains: q, mode: "insensitive" } },
            { email: { contains: q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

/** The chosen column, then the id in the same direction, so equal values keep one order from page to page. */
function userOrder(input: UserFilters): Prisma.UserOrderByWithRelationInput[] {
  const dir = input.dir ?? "desc";
  const nullsLast = { sort: dir, nulls: "last" } as const;
  const column: Record<UserSort, Prisma.UserOrderByWithRelationInput> = {
    name: { name: dir },
    username: { username: dir },
    email: { email: dir },
    role: { role: dir },
    planExpiresAt: { planExpiresAt: nullsLast },
    createdAt: { createdAt: dir },
    lastLogin: { lastLogin: nullsLast },
  };
  return [column[input.sort ?? "createdAt"], { id: dir }];
}

const notFound = () => new AppError("NOT_FOUND", say("admin.userNotFound"));

export function createAdminUsersService(deps: { db: Db; bus: ChangeBus; erasure: AccountErasure; now: () => Date }) {
  const { db, bus, erasure, now } = deps;

  return {
    async stats() {
      const at = now();
      const since = new Date(at.getTime() - 30 * DAY_MS);
      const [totalUsers, enterpriseUsers, professionalUsers, recentUsers, signups, revenue] = await Promise.all([
        db.user.count(),
        db.user.count({ where: planInForce("enterprise", at) }),
        db.user.count({ where: planInForce("professional", at) }),
        db.user.count({ where: { createdAt: { gte: since } } }),
        db.$queryRaw<Array<{ date: string; count: number }>>`
          select to_char(day, 'YYYY-MM-DD') as date, count(u.id)::int as count
          from generate_series(date_trunc('day', ${now()}::timestamptz) - interval '29 days', date_trunc('day', ${now()}::timestamptz), interval '1 day') as day
          left join "User" u on u."createdAt" >= day and u."createdAt" < day + interval '1 day'
          group by day order by day`,
        db.$queryRaw<Array<{ date: string; amount: number }>>`
          select to_char(day, 'YYYY-MM-DD') as date, coalesce(sum(p.amount), 0)::int as amount
          from generate_series(date_trunc('day', ${now()}::timestamptz) - interval '29 days', date_trunc('day', ${now()}::timestamptz), interval '1 day') as day
          left join "Payment" p on p.status = 'completed' and p."paidAt" >= day and p."paidAt" < day + interval '1 day'
          group by day order by day`,
      ]);
      // By the plan in force: a lapsed Professional is a Starter user (issue #27).
      return {
        totalUsers,
        enterpriseUsers,
        professionalUsers,
        starterUsers: totalUsers - enterpriseUsers - professionalUsers,
        recentUsers,
        signupsByDay: signups,
        revenueByDay: revenue,
      };
    },

    /** Server-side search (name, username, e-mail; any case), role filter and pages, newest first unless sorted. */
    async list(input: UserFilters & { page?: number; pageSize?: number }) {
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? 20;
      const where = userWhere(input, now());
      const [users, total] = await Promise.all([
        db.user.findMany({
          where,
          orderBy: userOrder(input),
          skip: (page - 1) * pageSize,
          take: pageSize,
          select: userSelect,
        }),
        db.user.count({ where }),
      ]);
      return { users: users.map(toAdminUser), total, page, pageSize };
    },

    /** Every user the list's filters match (not just a page), in the list's order, as CSV. */
    async exportCsv(input: UserFilters) {
      const at = now();
      const users = await db.user.findMany({
        where: userWhere(input, at),
        orderBy: userOrder(input),
        select: userSelect,
      });
      const csv = toCsv(
        ["Name", "Username", "Email", "Plan", "Plan ends", "Joined", "Last login", "ID"],
        users.map((user) => [
          user.name,
          user.username,
          user.email,
          planInForceName(user, at),
          user.planExpiresAt,
          user.createdAt,
          user.lastLogin,
          user.id,
        ]),
      );
      return { filename: `users-${istDay(now())}.csv`, rows: users.length, csv };
    },

    async get(id: string) {
      const user = await db.user.findUnique({ where: { id }, select: userSelect });
      if (!user) throw notFound();
      return toAdminUser(user);
    },

    /** A role set by an admin has no end date; the change applies on the user's next request. */
    async update(admin: AdminViewer, input: { id: string; name: string; username: string; email: string; role: Role }) {
      const user = await bus
        .transaction(async (tx, publish) => {
          publish("user", input.id);
          const before = await tx.user.findUnique({ where: { id: input.id }, select: userSelect });
          if (!before) throw notFound();
          const roleChanged = before.role !== input.role;
          const after = await tx.user.update({
            where: { id: input.id },
            data: {
              name: input.name,
              username: input.username,
              email: input.email,
              role: input.role,
              ...(roleChanged ? { planExpiresAt: null } : {}),
            },
            select: userSelect,
          });
          await recordAudit(tx, {
            adminId: admin.id,
            action: "user.update",
            entity: "User",
            entityId: input.id,
            before,
            after,
          });
          return after;
        })
        .catch(rethrowAccountConflict);
      return { message: englishText("admin.userUpdated"), user: toAdminUser(user) };
    },

    /** The same erasure as the person's own "Delete my account", audited, with the same confirmation e-mail. */
    async remove(admin: AdminViewer, id: string) {
      await erasure.erase(id, { kind: "admin", adminId: admin.id });
      return { message: englishText("admin.userDeleted") };
    },
  };
}
