import { Suspense, useEffect, useId, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Container } from "../../../components/container";
import { LogOutIcon, PencilIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { type TabItem, Tabs } from "../../../components/tabs";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useLatch } from "../../../hooks/use-latch";
import { useLogout } from "../../../hooks/use-logout";
import { useMySubscription } from "../../../hooks/use-my-subscription";
import { useSession } from "../../../hooks/use-session";
import { errorMessage, isUnauthorized } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { clearUserSession, syncUserProfile } from "../../../lib/session";
import { loadAccountMessages } from "../../../messages/account";
import { loadCopyMessages } from "../../../messages/copy";
import { loadPasswordMessages } from "../../../messages/password";
import { loadSubscriptionMessages } from "../../../messages/subscription";
import { useProfile } from "../api/use-profile";
import { useUpdateProfile } from "../api/use-update-profile";
import { loadPanelMessages } from "../messages/panels";
import { loadSharedLinksMessages } from "../messages/shared-links";
import { loadSubscriptionSectionMessages } from "../messages/subscription";
import { AccountInfoCard } from "./account-info-card";
import styles from "./profile-page.module.css";
import { SecurityCard } from "./security-card";
import { SubscriptionCard } from "./subscription-card";

// Only the Account tab shows at first: the other tabs and the dialogs (and zod, which their forms check
// with) load when opened, with their texts (messages/panels, and the shell's account components'), to
// keep /profile in the budget (docs/architecture.md#performance-budgets); the name's check (and its
// schema) arrives when editing starts.
const loadNameCheck = () => import("../utils/name-check");
const SecurityPanel = lazyComponent(
  () => import("./security-panel"),
  (module) => module.SecurityPanel,
  loadCopyMessages,
  loadPasswordMessages,
  loadPanelMessages,
  loadAccountMessages,
);
const UsagePanel = lazyComponent(
  () => import("./usage-panel"),
  (module) => module.UsagePanel,
  loadPanelMessages,
  loadAccountMessages,
);
const ApiKeysPanel = lazyComponent(
  () => import("./api-keys-panel"),
  (module) => module.ApiKeysPanel,
  loadCopyMessages,
  loadPanelMessages,
  loadAccountMessages,
);
const InstructionsPanel = lazyComponent(
  () => import("./instructions-panel"),
  (module) => module.InstructionsPanel,
  loadPanelMessages,
);
const SharedLinksPanel = lazyComponent(
  () => import("./shared-links-panel"),
  (module) => module.SharedLinksPanel,
  loadCopyMessages,
  loadSharedLinksMessages,
);
const DataPanel = lazyComponent(
  () => import("./data-panel"),
  (module) => module.DataPanel,
  loadPasswordMessages,
  loadPanelMessages,
);
// Only a person with a subscription has this section: it loads when subscription.mine answers with one.
const SubscriptionSection = lazyComponent(
  () => import("./subscription-section"),
  (module) => module.SubscriptionSection,
  loadSubscriptionSectionMessages,
  loadSubscriptionMessages,
  loadAccountMessages,
);
const ChangePasswordDialog = lazyComponent(
  () => import("./change-password-dialog"),
  (module) => module.ChangePasswordDialog,
  loadPasswordMessages,
  loadPanelMessages,
  loadAccountMessages,
);
const ChangeEmailDialog = lazyComponent(
  () => import("./change-email-dialog"),
  (module) => module.ChangeEmailDialog,
  loadPanelMessages,
);

/** docs/product/rules.md#business-constants-and-limits: the success message of a profile save shows for 3 seconds. */
const SAVED_MESSAGE_MS = 3000;

// A visitor sent to log in from here comes back here (issue #13).
const PROFILE_LOGIN = loginPath(PATHS.profile);

/** /profile (docs/product/screens.md): account details, plan and security; signed-out visitors go to /login. */
export function ProfilePage() {
  const { t } = useT();
  useDocumentTitle(t("profile.page.title"));
  const session = useSession();
  if (!session.isSignedIn) return <Navigate to={PROFILE_LOGIN} replace />;
  return <ProfileScreen />;
}

function ProfileScreen() {
  const { t } = useT();
  const profile = useProfile();
  const navigate = useNavigate();
  const unauthorized = profile.isError && isUnauthorized(profile.error);

  // Per answer, not per data change: a refetch that confirms the same plan must still correct a stale stored role.
  // biome-ignore lint/correctness/useExhaustiveDependencies: dataUpdatedAt marks each answer
  useEffect(() => {
    if (profile.data) syncUserProfile(profile.data);
  }, [profile.data, profile.dataUpdatedAt]);

  // docs/product/errors.md#error-catalogue "Profile load": a 401 (that the token refresh could not cure) clears the session.
  useEffect(() => {
    if (!unauthorized) return;
    clearUserSession();
    navigate(PROFILE_LOGIN, { replace: true });
  }, [unauthorized, navigate]);

  if (profile.data) return <ProfileView profile={profile.data} />;
  if (profile.isError && !unauthorized) {
    return (
      <Container className={styles.page}>
        <h1 className={styles.title}>{t("profile.page.title")}</h1>
        <LoadFailed title={t("profile.page.loadFailed")} query={profile} />
      </Container>
    );
  }
  return <LoadingState message={t("profile.page.loading")} />;
}

type Profile = NonNullable<ReturnType<typeof useProfile>["data"]>;

type ProfileTab = "account" | "security" | "usage" | "instructions" | "api-keys" | "shared-links" | "data";
/** Labels are catalogue keys, translated where they render. */
const PROFILE_TABS: readonly TabItem<ProfileTab>[] = [
  { id: "account", label: "profile.tabs.account" },
  { id: "security", label: "profile.tabs.security" },
  { id: "usage", label: "profile.tabs.usage" },
  { id: "instructions", label: "profile.tabs.instructions" },
  { id: "api-keys", label: "profile.tabs.apiKeys" },
  { id: "shared-links", label: "profile.tabs.sharedLinks" },
  { id: "data", label: "profile.tabs.data" },
];

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(profile.name);
  const [nameError, setNameError] = useState<string>();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  // The dialog's code is fetched on its first opening; it then stays mounted (it resets itself on each open).
  const passwordUsed = useLatch(passwordOpen);
  const emailUsed = useLatch(emailOpen);
  const [checking, setChecking] = useState(false);
  const [tab, setTab] = useState<ProfileTab>("account");
  const formId = useId();
  const update = useUpdateProfile();
  const saving = checking || update.isPending;
  const { logout, isPending: loggingOut } = useLogout();
  const subscription = useMySubscription({ always: true });

  useEffect(() => {
    if (!savedMessage) return;
    const timer = window.setTimeout(() => setSavedMessage(null), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [savedMessage]);

  const startEditing = () => {
    setName(profile.name);
    setNameError(undefined);
    update.reset();
    setSavedMessage(null);
    setEditing(true);
    void loadNameCheck().then(
      (check) => check.prefetchNameSchema(),
      () => undefined,
    );
  };

  const cancel = () => {
    setEditing(false);
    setNameError(undefined);
    update.reset();
  };

  const save = async () => {
    if (saving) return;
    setChecking(true);
    // Should the check not load, the name goes out as it is: the server checks the same rules.
    const checked = await loadNameCheck().then(
      (check) => check.checkName({ name }),
      () => ({ ok: true as const, data: { name } }),
    );
    setChecking(false);
    if (!checked.ok) {
      setNameError(checked.errors.name);
      document.getElementById(`${formId}-name`)?.focus();
      return;
    }
    setNameError(undefined);
    update.mutate(checked.data, {
      onSuccess: (result) => {
        syncUserProfile(result.user);
        setEditing(false);
        setSavedMessage(result.message);
      },
    });
  };

  const tabs = PROFILE_TABS.map((item) => ({ ...item, label: t(item.label) }));
  const initial = profile.name.trim().charAt(0).toUpperCase() || "U";

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
          <div className={styles.identityText}>
            <h1 className={styles.title}>{t("profile.page.title")}</h1>
            <p className={styles.subtitle}>{t("profile.page.signedInAs", { email: profile.email })}</p>
          </div>
        </div>
        <div className={styles.actions}>
          {/* Keys keep React from turning the clicked Edit button into Save in place: the browser would then
              run a submit button's default action for that very click. */}
          {editing ? (
            <>
              <Button key="save" type="submit" form={formId} busy={saving}>
                {update.isPending ? t("profile.page.saving") : t("profile.page.save")}
              </Button>
              <Button key="cancel" variant="secondary" onClick={cancel} disabled={saving}>
                {t("profile.page.cancel")}
              </Button>
            </>
          ) : (
            <>
              <Button key="edit" variant="secondary" icon={<PencilIcon size={16} />} onClick={startEditing}>
                {t("profile.page.edit")}
              </Button>
              <Button key="logout" variant="danger" icon={<LogOutIcon size={16} />} onClick={logout} busy={loggingOut}>
                {loggingOut ? t("profile.page.loggingOut") : t("profile.page.logout")}
              </Button>
            </>
          )}
        </div>
      </header>

      {savedMessage && <Alert tone="success">{savedMessage}</Alert>}
      {update.isError && <Alert tone="danger">{errorMessage(update.error, t("profile.page.updateFailed"))}</Alert>}

      <Tabs label={t("profile.page.sections")} items={tabs} value={tab} onChange={setTab}>
        <Suspense fallback={<LoadingState message={t("profile.page.sectionLoading")} />}>
          {tab === "security" ? (
            <SecurityPanel />
          ) : tab === "usage" ? (
            <UsagePanel />
          ) : tab === "instructions" ? (
            <InstructionsPanel />
          ) : tab === "api-keys" ? (
            <ApiKeysPanel enterprise={profile.role === "enterprise"} />
          ) : tab === "shared-links" ? (
            <SharedLinksPanel />
          ) : tab === "data" ? (
            <DataPanel />
          ) : (
            <div className={styles.grid}>
              <AccountInfoCard
                profile={profile}
                formId={formId}
                editing={editing}
                name={name}
                nameError={nameError}
                onNameChange={(value) => {
                  setName(value);
                  if (nameError) setNameError(undefined);
                }}
                onSubmit={() => void save()}
                className={styles.account}
              />
              <SubscriptionCard
                role={profile.role}
                planStatus={profile.planStatus}
                planExpiresAt={profile.planExpiresAt}
                renewing={subscription.data?.nextChargeAt != null}
                className={styles.plan}
              />
              {subscription.data && (
                <Suspense fallback={null}>
                  <SubscriptionSection subscription={subscription.data} className={styles.subscription} />
                </Suspense>
              )}
              <SecurityCard
                onChangePassword={() => setPasswordOpen(true)}
                onChangeEmail={() => setEmailOpen(true)}
                className={styles.security}
              />
            </div>
          )}
        </Suspense>
      </Tabs>

      {passwordUsed && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
      {emailUsed && (
        <Suspense fallback={null}>
          <ChangeEmailDialog open={emailOpen} onClose={() => setEmailOpen(false)} />
        </Suspense>
      )}
    </Container>
  );
}
