import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { useBillingSettings } from "../api/use-admin-billing";
import { useAdminProfile } from "../api/use-admin-profile";
import { useUsageSettings } from "../api/use-admin-usage";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_TEXT } from "../utils/messages";
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
  useDocumentTitle("Settings · Admin");
  const profile = useAdminProfile();
  const usage = useUsageSettings();
  const billing = useBillingSettings();
  const redirecting = useAdminErrorRedirect(profile.error);

  return (
    <AdminPage title="Admin Settings" description="Your administrator account.">
      {redirecting ? null : (
        <QueryView query={profile} loading="Loading settings...">
          {(data) => (
            <div className={styles.grid}>
              <Panel title="Profile Information" className={styles.profile}>
                <AdminProfileForm key={data._id} profile={data} />
              </Panel>
              <Panel title="Change Password" className={styles.password}>
                <AdminPasswordForm />
              </Panel>
              <AdminTwoFactorPanel className={styles.twoFactor} />
              <Panel
                title="Your sessions"
                description="Where your administrator account is signed in. Sign out any session you do not recognise."
                className={styles.sessions}
              >
                <AdminSessions />
              </Panel>
              <Panel
                title="Plans and limits"
                description="Credits each plan gets a day, replies one person may have in progress, and the dollar rate for AI costs."
                className={styles.usage}
              >
                <QueryView query={usage} loading="Loading plans and limits..." keepData>
                  {(data) => <UsageSettingsForm settings={data} />}
                </QueryView>
              </Panel>
              <Panel
                title="Billing and GST"
                description="The seller's name, address and GST registration printed on receipts, and the GST included in prices."
                className={styles.billing}
              >
                <QueryView query={billing} loading="Loading billing details..." keepData>
                  {(data) => <BillingSettingsForm settings={data} />}
                </QueryView>
              </Panel>
              <Panel title="System Information" className={styles.system}>
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt>Admin ID</dt>
                    <dd className={styles.mono}>{data._id}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>Last Login</dt>
                    <dd>{formatDateTime(data.lastLogin) ?? ADMIN_TEXT.never}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>Account Created</dt>
                    <dd>{formatDate(data.createdAt) ?? ADMIN_TEXT.notAvailable}</dd>
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
