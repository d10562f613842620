import { useEffect, useRef, useState } from "react";
import { Link, Navigate, Outlet, useLocation, useMatch } from "react-router-dom";
import { Button } from "../../../components/button";
import {
  CloseIcon,
  LayersIcon,
  LogOutIcon,
  MailIcon,
  MenuIcon,
  MonitorIcon,
  SparklesIcon,
  UserIcon,
  WalletIcon,
} from "../../../components/icons";
import { type NavItem, NavLinks } from "../../../components/nav-links";
import { SkipLink } from "../../../components/skip-link";
import {
  CpuIcon,
  HistoryIcon,
  HomeIcon,
  RefreshIcon,
  SettingsIcon,
  TrendingUpIcon,
  UsersIcon,
} from "../../../components/workspace-icons";
import { useAdminSession } from "../../../hooks/use-session";
import { APP_NAME } from "../../../lib/app-name";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { adminUserPath, PATHS } from "../../../lib/paths";
import { useAdminLogout } from "../hooks/use-admin-logout";
import styles from "./admin-frame.module.css";

const ICON_SIZE = 18;
const NAV_ID = "admin-navigation";
const MAIN_ID = "admin-main";

/**
 * The admin screens behind the login (docs/product/screens.md "Admin shared frame"): header
 * with the title, 'Welcome, {admin name}' and Logout; the sidebar (a drawer
 * on small screens). With no adminToken every screen redirects to
 * /admin/login, which comes back here after signing in.
 */
export function AdminFrame() {
  const { t } = useT();
  const session = useAdminSession();
  const location = useLocation();
  if (!session.adminToken) {
    return <Navigate to={PATHS.adminLogin} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <AdminShell adminName={session.adminName || session.adminUsername || t("admin.frame.defaultName")} />;
}

function AdminShell({ adminName }: { adminName: string }) {
  const { t } = useT();
  const location = useLocation();
  const userMatch = useMatch(`${PATHS.adminUser}/*`);
  const { logout, isPending } = useAdminLogout();
  // The drawer belongs to the page it was opened on: any navigation (new location key) closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    navRef.current?.querySelector<HTMLElement>("a")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const userId = userMatch?.params.userId;
  const items: NavItem[] = [
    { to: PATHS.adminDashboard, label: t("admin.nav.dashboard"), icon: <HomeIcon size={ICON_SIZE} /> },
    { to: PATHS.adminUsers, label: t("admin.nav.users"), icon: <UsersIcon size={ICON_SIZE} />, end: true },
    ...(userId
      ? [
          {
            to: adminUserPath(userId),
            label: t("admin.nav.userDetails"),
            icon: <UserIcon size={ICON_SIZE} />,
          },
        ]
      : []),
    { to: PATHS.adminModels, label: t("admin.nav.models"), icon: <CpuIcon size={ICON_SIZE} /> },
    { to: PATHS.adminPayments, label: t("admin.nav.payments"), icon: <WalletIcon size={ICON_SIZE} /> },
    { to: PATHS.adminSubscribers, label: t("admin.nav.subscribers"), icon: <RefreshIcon size={ICON_SIZE} /> },
    { to: PATHS.adminWorkspaces, label: t("admin.nav.workspaces"), icon: <LayersIcon size={ICON_SIZE} /> },
    { to: PATHS.adminUsage, label: t("admin.nav.usage"), icon: <TrendingUpIcon size={ICON_SIZE} /> },
    { to: PATHS.adminSystem, label: t("admin.nav.system"), icon: <MonitorIcon size={ICON_SIZE} /> },
    { to: PATHS.adminMessages, label: t("admin.nav.messages"), icon: <MailIcon size={ICON_SIZE} /> },
    { to: PATHS.adminAudit, label: t("admin.nav.audit"), icon: <HistoryIcon size={ICON_SIZE} /> },
    { to: PATHS.adminSettings, label: t("admin.nav.settings"), icon: <SettingsIcon size={ICON_SIZE} /> },
  ];

  return (
    <div className={styles.shell}>
      <SkipLink target={MAIN_ID} />
      <header className={styles.header}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          aria-label={menuOpen ? t("admin.frame.closeMenu") : t("admin.frame.openMenu")}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
        </button>
        {/* The words stay in the accessibility tree on phones (only hidden from sight), so the link keeps its name. */}
        <Link to={PATHS.adminDashboard} className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            <SparklesIcon size={16} />
          </span>
          <span className={styles.brandText}>
            <span className={styles.brandName}>{APP_NAME}</span>{" "}
            <span className={styles.brandSub}>{t("admin.common.panelTitle")}</span>
          </span>
        </Link>
        <div className={styles.account}>
          <p className={styles.welcome}>
            <Trans id="admin.frame.welcome" values={{ name: adminName }} components={{ 0: <strong /> }} />
          </p>
          <Button
            variant="secondary"
            size="sm"
            icon={<LogOutIcon size={16} />}
            onClick={logout}
            busy={isPending}
            className={styles.logout}
          >
            <span className={styles.logoutLabel}>
              {isPending ? t("admin.frame.loggingOut") : t("admin.frame.logout")}
            </span>
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav
          ref={navRef}
          id={NAV_ID}
          className={styles.sidebar}
          aria-label={t("admin.frame.navLabel")}
          data-open={menuOpen}
        >
          <NavLinks
            items={items}
            className={styles.links}
            linkClassName={styles.link}
            activeClassName={styles.active}
          />
          <Link to={PATHS.home} className={styles.siteLink}>
            {t("admin.common.backToApp", { appName: APP_NAME })}
          </Link>
        </nav>
        {menuOpen && (
          // A click outside the open drawer closes it; keyboard users have Escape and the toggle.
          <div className={styles.backdrop} aria-hidden="true" onClick={() => setMenuOpenAt(null)} />
        )}
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
