import { Link } from "react-router-dom";
import { ButtonLink } from "../../../components/button";
import { DayChart } from "../../../components/day-chart";
import { CrownIcon, TrendingUpIcon, UsersIcon, ZapIcon } from "../../../components/icons";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatCompactRupees, formatRupees } from "../../../lib/format-money";
import { formatCount } from "../../../lib/format-number";
import { useAdminStats } from "../api/use-admin-stats";
import { useAdminUsers } from "../api/use-admin-users";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import styles from "./admin-dashboard-page.module.css";
import { AdminPage } from "./admin-page";
import { LoadError } from "./load-error";
import { Panel } from "./panel";
import { StatCard, StatGrid } from "./stat-card";
import { UsersTable } from "./users-table";

/** ₹1,000 in paise: the revenue axis never shrinks below it. */
const REVENUE_MIN_SCALE = 100_000;

/** /admin/dashboard (SPEC §2): user counts, signups and revenue of the last 30 days, and the users. */
export function AdminDashboardPage() {
  useDocumentTitle("Dashboard · Admin");
  const stats = useAdminStats();
  const users = useAdminUsers({ page: 1 });
  const redirecting = useAdminErrorRedirect(stats.error ?? users.error);

  return (
    <AdminPage title="Admin Dashboard" description="Who uses the product, and how it is growing.">
      {redirecting ? null : stats.isError ? (
        <LoadError onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : !stats.data ? (
        <LoadingState message="Loading statistics..." />
      ) : (
        <>
          <StatGrid label="User statistics">
            <StatCard label="Total Users" value={formatCount(stats.data.totalUsers)} icon={<UsersIcon size={22} />} />
            <StatCard
              label="Enterprise Users"
              value={formatCount(stats.data.enterpriseUsers)}
              icon={<CrownIcon size={22} />}
              tone="warning"
            />
            <StatCard
              label="Professional Users"
              value={formatCount(stats.data.professionalUsers)}
              icon={<ZapIcon size={22} />}
              tone="accent"
            />
            <StatCard
              label="New Signups (30 days)"
              value={formatCount(stats.data.recentUsers)}
              icon={<TrendingUpIcon size={22} />}
              tone="success"
            />
          </StatGrid>
          <div className={styles.charts}>
            <Panel
              title="Signups per day"
              description={`${formatCount(stats.data.signupsByDay.reduce((sum, day) => sum + day.count, 0))} in the last 30 days`}
            >
              <DayChart
                label="Signups per day, last 30 days"
                valueLabel="Signups"
                kind="bar"
                data={stats.data.signupsByDay.map((day) => ({ date: day.date, value: day.count }))}
                formatValue={formatCount}
              />
            </Panel>
            <Panel
              title="Revenue per day"
              description={`${formatRupees(stats.data.revenueByDay.reduce((sum, day) => sum + day.amount, 0))} in the last 30 days`}
            >
              <DayChart
                label="Revenue per day, last 30 days"
                valueLabel="Revenue"
                kind="line"
                data={stats.data.revenueByDay.map((day) => ({ date: day.date, value: day.amount }))}
                formatValue={formatRupees}
                formatTick={formatCompactRupees}
                minScale={REVENUE_MIN_SCALE}
              />
            </Panel>
          </div>
        </>
      )}

      {!redirecting && (
        <Panel
          title="All Users"
          description={users.data ? `${formatCount(users.data.total)} accounts, newest first` : undefined}
          actions={
            <ButtonLink to="/admin/users" variant="secondary" size="sm">
              Manage users
            </ButtonLink>
          }
        >
          {users.isError ? (
            <LoadError onRetry={() => void users.refetch()} retrying={users.isFetching} />
          ) : !users.data ? (
            <LoadingState message="Loading users..." />
          ) : (
            <>
              <UsersTable caption="All users" users={users.data.users} empty="No users yet." />
              {users.data.total > users.data.users.length && (
                <p className={styles.note}>
                  Showing the newest {formatCount(users.data.users.length)} of {formatCount(users.data.total)} users.{" "}
                  <Link to="/admin/users">Search, filter and page through all of them</Link>.
                </p>
              )}
            </>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}
