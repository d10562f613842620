import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { useBillingSettings } from "../api/use-admin-billing";
import { useAdminProfile } from "../api/use-admin-profile";
import { useUsageSettings } from "../api/use-admin-usage";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { AdminPage } from "./admin-page";
import { AdminPasswordForm } from "./admin-password-form";
import { AdminProfileForm } from "./admin-profile-form";
import { AdminSessions } from "./admin-sessions";
import styles from "./admin-settings-page.module.css";
import { AdminTwoFactorPanel } from "./admin-two-factor-panel";
import { BillingSettingsForm } from "./billing-settings-form";
import { QueryView } from "./load-error";
import { Panel } from "./panel";
import { UsageSettingsForm } from "./usage-settings-form";

/** /admin/settings (docs/product/screens.md): the admin's own profile and password (both persist, docs/product.md#changes-from-the-original-specification) and account facts. */
export function AdminSettingsPage() {
  const { t } = useT();
  useDocumentTitle(t("admin.settings.documentTitle"));
  const profile = useAdminProfile();
  const usage = useUsageSettings();
  const billing = useBillingSettings();
  const redirecting = useAdminErrorRedirect(profile.error);

  return (
    <AdminPage title={t("admin.settings.title")} description={t("admin.settings.description")}>
      {redirecting ? null : (
        <QueryView query={profile} loading={t("admin.settings.loading")}>
          {(data) => (
            <div className={styles.grid}>
              <Panel title={t("admin.settings.profile")} className={styles.profile}>
                <AdminProfileForm key={data._id} profile={data} />
              </Panel>
              <Panel title={t("admin.settings.password")} className={styles.password}>
                <AdminPasswordForm />
              </Panel>
              <AdminTwoFactorPanel className={styles.twoFactor} />
              <Panel
                title={t("admin.settings.sessions")}
                description={t("admin.settings.sessionsNote")}
                className={styles.sessions}
              >
                <AdminSessions />
              </Panel>
              <Panel
                title={t("admin.settings.limits")}
                description={t("admin.settings.limitsNote")}
                className={styles.usage}
              >
                <QueryView query={usage} loading={t("admin.settings.loadingLimits")} keepData>
                  {(data) => <UsageSettingsForm settings={data} />}
                </QueryView>
              </Panel>
              <Panel
                title={t("admin.settings.billing")}
                description={t("admin.settings.billingNote")}
                className={styles.billing}
              >
                <QueryView query={billing} loading={t("admin.settings.loadingBilling")} keepData>
                  {(data) => <BillingSettingsForm settings={data} />}
                </QueryView>
              </Panel>
              <Panel title={t("admin.settings.system")} className={styles.system}>
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt>{t("admin.settings.adminId")}</dt>
                    <dd className={styles.mono}>{data._id}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>{t("admin.fields.lastLogin")}</dt>
                    <dd>{formatDateTime(data.lastLogin) ?? t("admin.common.never")}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>{t("admin.settings.created")}</dt>
                    <dd>{formatDate(data.createdAt) ?? t("admin.common.notAvailable")}</dd>
                  </div>
                </dl>
              </Panel>
            </div>
          )}
        </QueryView>
      )}
    </AdminPage>
  );
}
