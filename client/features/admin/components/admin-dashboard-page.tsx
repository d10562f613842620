import { Link } from "react-router-dom";
import { ButtonLink } from "../../../components/button";
import { CalendarIcon, CrownIcon, ReceiptIcon, WalletIcon, ZapIcon } from "../../../components/icons";
import { PlanBadge } from "../../../components/plan-badge";
import { TrendingUpIcon, UsersIcon } from "../../../components/workspace-icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDateTime } from "../../../lib/format-date";
import { formatCompactRupees, formatRupees } from "../../../lib/format-money";
import { formatCount } from "../../../lib/format-number";
import { adminUserPath, PATHS } from "../../../lib/paths";
import { useAdminStats } from "../api/use-admin-stats";
import { useAdminUsers } from "../api/use-admin-users";
import { useBillingStats } from "../api/use-billing-stats";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import styles from "./admin-dashboard-page.module.css";
import { AdminPage } from "./admin-page";
import { ChartPanel } from "./chart-panel";
import { QueryView } from "./load-error";
import { Panel } from "./panel";
import { StatCard, StatGrid } from "./stat-card";
import { UsersTable } from "./users-table";

/** ₹1,000 in paise: the revenue axis never shrinks below it. */
const REVENUE_MIN_SCALE = 100_000;

const MONTH = new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "Asia/Kolkata" });

/** "+12% on May (₹30,123)", or how it compares when last month had nothing. */
function againstLastMonth(thisMonth: number, lastMonth: { from: string; amount: number }): string {
  const month = MONTH.format(new Date(lastMonth.from));
  if (lastMonth.amount <= 0) return `${formatRupees(lastMonth.amount)} in ${month}`;
  const change = Math.round(((thisMonth - lastMonth.amount) / lastMonth.amount) * 100);
  return `${change > 0 ? "+" : change < 0 ? "−" : "±"}${Math.abs(change)}% on ${month} (${formatRupees(lastMonth.amount)})`;
}

type BillingStats = NonNullable<ReturnType<typeof useBillingStats>["data"]>;

/** Subscribers, recurring revenue, plans about to lapse and this month's takings (issue #14). */
function BillingNumbers({ billing }: { billing: BillingStats }) {
  const { endingSoon, revenue } = billing;
  return (
    <>
      <StatGrid label="Subscription statistics">
        <StatCard
          label="Active Subscribers"
          value={formatCount(billing.activeSubscribers)}
          icon={<ReceiptIcon size={22} />}
          tone="accent"
          note={`${formatCount(billing.subscribersByPlan.professional)} Professional · ${formatCount(billing.subscribersByPlan.enterprise)} Enterprise`}
        />
        <StatCard
          label="Monthly Recurring Revenue"
          value={formatRupees(billing.monthlyRecurringRevenue)}
          icon={<WalletIcon size={22} />}
          tone="success"
          note="Monthly prices of the plans in force"
        />
        <StatCard
          label={`Ending in ${endingSoon.days} Days`}
          value={formatCount(endingSoon.count)}
          icon={<CalendarIcon size={22} />}
          tone="warning"
          note={endingSoon.count === 1 ? "Plan to renew" : "Plans to renew"}
        />
        <StatCard
          label={`Revenue in ${MONTH.format(new Date(revenue.thisMonth.from))}`}
          value={formatRupees(revenue.thisMonth.amount)}
          icon={<TrendingUpIcon size={22} />}
          note={`${againstLastMonth(revenue.thisMonth.amount, revenue.lastMonth)}; refunds deducted`}
        />
      </StatGrid>
      <Panel
        title={`Plans ending in the next ${endingSoon.days} days`}
        description={
          endingSoon.count === 0
            ? undefined
            : endingSoon.count > endingSoon.users.length
              ? `The first ${formatCount(endingSoon.users.length)} of ${formatCount(endingSoon.count)}, soonest first`
              : "Soonest first"
        }
      >
        {endingSoon.users.length === 0 ? (
          <p className={styles.empty}>No paid plan ends in the next {endingSoon.days} days.</p>
        ) : (
          <ul className={styles.ending}>
            {endingSoon.users.map((user) => (
              <li key={user._id} className={styles.endingItem}>
                <Link to={adminUserPath(user._id)} className={styles.endingName}>
                  {user.name}
                </Link>
                <span className={styles.endingEmail}>{user.email}</span>
                <PlanBadge plan={user.role} />
                <span className={styles.endingDate}>Ends {formatDateTime(user.planExpiresAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

/** /admin/dashboard (docs/product/screens.md): user counts, the business's numbers, signups and revenue of the last 30 days, and the users. */
export function AdminDashboardPage() {
  useDocumentTitle("Dashboard · Admin");
  const stats = useAdminStats();
  const billing = useBillingStats();
  const users = useAdminUsers({ page: 1 });
  const redirecting = useAdminErrorRedirect(stats.error ?? billing.error ?? users.error);

  return (
    <AdminPage title="Admin Dashboard" description="Who uses the product, and how it is growing.">
      {redirecting ? null : (
        <QueryView query={stats} loading="Loading statistics...">
          {(data) => (
            <>
              <StatGrid label="User statistics">
                <StatCard label="Total Users" value={formatCount(data.totalUsers)} icon={<UsersIcon size={22} />} />
                <StatCard
                  label="Enterprise Users"
                  value={formatCount(data.enterpriseUsers)}
                  icon={<CrownIcon size={22} />}
                  tone="warning"
                />
                <StatCard
                  label="Professional Users"
                  value={formatCount(data.professionalUsers)}
                  icon={<ZapIcon size={22} />}
                  tone="accent"
                />
                <StatCard
                  label="New Signups (30 days)"
                  value={formatCount(data.recentUsers)}
                  icon={<TrendingUpIcon size={22} />}
                  tone="success"
                />
              </StatGrid>
              <QueryView query={billing} loading="Loading subscriptions and revenue...">
                {(numbers) => <BillingNumbers billing={numbers} />}
              </QueryView>
              <div className={styles.charts}>
                <ChartPanel
                  title="Signups per day"
                  description={`${formatCount(data.signupsByDay.reduce((sum, day) => sum + day.count, 0))} in the last 30 days`}
                  valueLabel="Signups"
                  kind="bar"
                  data={data.signupsByDay.map((day) => ({ date: day.date, value: day.count }))}
                  formatValue={formatCount}
                />
                <ChartPanel
                  title="Revenue per day"
                  description={`${formatRupees(data.revenueByDay.reduce((sum, day) => sum + day.amount, 0))} in the last 30 days`}
                  valueLabel="Revenue"
                  kind="line"
                  data={data.revenueByDay.map((day) => ({ date: day.date, value: day.amount }))}
                  formatValue={formatRupees}
                  formatTick={formatCompactRupees}
                  minScale={REVENUE_MIN_SCALE}
                />
              </div>
            </>
          )}
        </QueryView>
      )}

      {!redirecting && (
        <Panel
          title="All Users"
          description={users.data ? `${formatCount(users.data.total)} accounts, newest first` : undefined}
          actions={
            <ButtonLink to={PATHS.adminUsers} variant="secondary" size="sm">
              Manage users
            </ButtonLink>
          }
        >
          <QueryView query={users} loading="Loading users...">
            {(data) => (
              <>
                <UsersTable caption="All users" users={data.users} empty="No users yet." />
                {data.total > data.users.length && (
                  <p className={styles.note}>
                    Showing the newest {formatCount(data.users.length)} of {formatCount(data.total)} users.{" "}
                    <Link to={PATHS.adminUsers}>Search, filter and page through all of them</Link>.
                  </p>
                )}
              </>
            )}
          </QueryView>
        </Panel>
      )}
    </AdminPage>
  );
}
