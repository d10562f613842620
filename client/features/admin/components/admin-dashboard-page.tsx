import { Link } from "react-router-dom";
import { ButtonLink } from "../../../components/button";
import { CalendarIcon, CrownIcon, ReceiptIcon, WalletIcon, ZapIcon } from "../../../components/icons";
import { PlanBadge } from "../../../components/plan-badge";
import { TrendingUpIcon, UsersIcon } from "../../../components/workspace-icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDateTime } from "../../../lib/format-date";
import { formatCompactRupees, formatRupees } from "../../../lib/format-money";
import { formatCount } from "../../../lib/format-number";
import { intlLocale } from "../../../lib/i18n/i18n";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { adminUserPath, PATHS } from "../../../lib/paths";
import { useAdminStats } from "../api/use-admin-stats";
import { useAdminUsers } from "../api/use-admin-users";
import { useBillingStats } from "../api/use-billing-stats";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import type { Translate } from "../utils/format";
import styles from "./admin-dashboard-page.module.css";
import { AdminPage } from "./admin-page";
import { ChartPanel } from "./chart-panel";
import { QueryView } from "./load-error";
import { Panel } from "./panel";
import { StatCard, StatGrid } from "./stat-card";
import { UsersTable } from "./users-table";

/** ₹1,000 in paise: the revenue axis never shrinks below it. */
const REVENUE_MIN_SCALE = 100_000;

/** A month's name in the reader's language, in India's calendar: "May", "मई". */
const monthOf = (from: string) =>
  new Intl.DateTimeFormat(intlLocale(), { month: "long", timeZone: "Asia/Kolkata" }).format(new Date(from));

/** "+12% on May (₹30,123)", or how it compares when last month had nothing. */
function againstLastMonth(t: Translate, thisMonth: number, lastMonth: { from: string; amount: number }): string {
  const month = monthOf(lastMonth.from);
  const amount = formatRupees(lastMonth.amount);
  if (lastMonth.amount <= 0) return t("admin.dashboard.revenue.againstNothing", { amount, month });
  const change = Math.round(((thisMonth - lastMonth.amount) / lastMonth.amount) * 100);
  const sign = change > 0 ? "+" : change < 0 ? "−" : "±";
  return t("admin.dashboard.revenue.against", { change: `${sign}${Math.abs(change)}%`, month, amount });
}

type BillingStats = NonNullable<ReturnType<typeof useBillingStats>["data"]>;

/** Subscribers, recurring revenue, plans about to lapse and this month's takings (issue #14). */
function BillingNumbers({ billing }: { billing: BillingStats }) {
  const { t } = useT();
  const { endingSoon, revenue } = billing;
  return (
    <>
      <StatGrid label={t("admin.dashboard.subscriptionStats")}>
        <StatCard
          label={t("admin.dashboard.activeSubscribers")}
          value={formatCount(billing.activeSubscribers)}
          icon={<ReceiptIcon size={22} />}
          tone="accent"
          note={t("admin.common.byPlan", {
            professional: formatCount(billing.subscribersByPlan.professional),
            enterprise: formatCount(billing.subscribersByPlan.enterprise),
          })}
        />
        <StatCard
          label={t("admin.dashboard.mrr")}
          value={formatRupees(billing.monthlyRecurringRevenue)}
          icon={<WalletIcon size={22} />}
          tone="success"
          note={t("admin.dashboard.mrrNote")}
        />
        <StatCard
          label={t("admin.dashboard.endingIn", { days: endingSoon.days })}
          value={formatCount(endingSoon.count)}
          icon={<CalendarIcon size={22} />}
          tone="warning"
          note={t("admin.dashboard.toRenew", { count: endingSoon.count })}
        />
        <StatCard
          label={t("admin.dashboard.revenue.inMonth", { month: monthOf(revenue.thisMonth.from) })}
          value={formatRupees(revenue.thisMonth.amount)}
          icon={<TrendingUpIcon size={22} />}
          note={t("admin.dashboard.revenue.note", {
            comparison: againstLastMonth(t, revenue.thisMonth.amount, revenue.lastMonth),
          })}
        />
      </StatGrid>
      <Panel
        title={t("admin.dashboard.ending.title", { days: endingSoon.days })}
        description={
          endingSoon.count === 0
            ? undefined
            : endingSoon.count > endingSoon.users.length
              ? t("admin.dashboard.ending.first", {
                  shown: formatCount(endingSoon.users.length),
                  count: formatCount(endingSoon.count),
                })
              : t("admin.dashboard.ending.soonestFirst")
        }
      >
        {endingSoon.users.length === 0 ? (
          <p className={styles.empty}>{t("admin.dashboard.ending.none", { days: endingSoon.days })}</p>
        ) : (
          <ul className={styles.ending}>
            {endingSoon.users.map((user) => (
              <li key={user._id} className={styles.endingItem}>
                <Link to={adminUserPath(user._id)} className={styles.endingName}>
                  {user.name}
                </Link>
                <span className={styles.endingEmail}>{user.email}</span>
                <PlanBadge plan={user.role} />
                <span className={styles.endingDate}>
                  {t("admin.common.ends", {
                    date: formatDateTime(user.planExpiresAt) ?? t("admin.common.notAvailable"),
                  })}
                </span>
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
  const { t } = useT();
  useDocumentTitle(t("admin.dashboard.documentTitle"));
  const stats = useAdminStats();
  const billing = useBillingStats();
  const users = useAdminUsers({ page: 1 });
  const redirecting = useAdminErrorRedirect(stats.error ?? billing.error ?? users.error);

  return (
    <AdminPage title={t("admin.dashboard.title")} description={t("admin.dashboard.description")}>
      {redirecting ? null : (
        <QueryView query={stats} loading={t("admin.dashboard.loadingStats")}>
          {(data) => (
            <>
              <StatGrid label={t("admin.dashboard.userStats")}>
                <StatCard
                  label={t("admin.dashboard.totalUsers")}
                  value={formatCount(data.totalUsers)}
                  icon={<UsersIcon size={22} />}
                />
                <StatCard
                  label={t("admin.dashboard.enterpriseUsers")}
                  value={formatCount(data.enterpriseUsers)}
                  icon={<CrownIcon size={22} />}
                  tone="warning"
                />
                <StatCard
                  label={t("admin.dashboard.professionalUsers")}
                  value={formatCount(data.professionalUsers)}
                  icon={<ZapIcon size={22} />}
                  tone="accent"
                />
                <StatCard
                  label={t("admin.dashboard.newSignups")}
                  value={formatCount(data.recentUsers)}
                  icon={<TrendingUpIcon size={22} />}
                  tone="success"
                />
              </StatGrid>
              <QueryView query={billing} loading={t("admin.dashboard.loadingBilling")}>
                {(numbers) => <BillingNumbers billing={numbers} />}
              </QueryView>
              <div className={styles.charts}>
                <ChartPanel
                  title={t("admin.dashboard.signups.title")}
                  description={t("admin.common.last30Days", {
                    total: formatCount(data.signupsByDay.reduce((sum, day) => sum + day.count, 0)),
                  })}
                  valueLabel={t("admin.dashboard.signups.value")}
                  kind="bar"
                  data={data.signupsByDay.map((day) => ({ date: day.date, value: day.count }))}
                  formatValue={formatCount}
                />
                <ChartPanel
                  title={t("admin.common.revenuePerDay")}
                  description={t("admin.common.last30Days", {
                    total: formatRupees(data.revenueByDay.reduce((sum, day) => sum + day.amount, 0)),
                  })}
                  valueLabel={t("admin.common.revenue")}
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
          title={t("admin.dashboard.users.title")}
          description={
            users.data ? t("admin.dashboard.users.total", { count: formatCount(users.data.total) }) : undefined
          }
          actions={
            <ButtonLink to={PATHS.adminUsers} variant="secondary" size="sm">
              {t("admin.dashboard.users.manage")}
            </ButtonLink>
          }
        >
          <QueryView query={users} loading={t("admin.common.loadingUsers")}>
            {(data) => (
              <>
                <UsersTable
                  caption={t("admin.dashboard.users.caption")}
                  users={data.users}
                  empty={t("admin.users.empty")}
                />
                {data.total > data.users.length && (
                  <p className={styles.note}>
                    <Trans
                      id="admin.dashboard.users.more"
                      values={{ shown: formatCount(data.users.length), total: formatCount(data.total) }}
                      components={{ 0: <Link to={PATHS.adminUsers} /> }}
                    />
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
