import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { ButtonLink } from "../../components/button";
import { Container } from "../../components/container";
import { CloseIcon, MenuIcon } from "../../components/icons";
import { LanguageSwitch } from "../../components/language-switch";
import { type NavItem, NavLinks } from "../../components/nav-links";
import { useSession } from "../../hooks/use-session";
import { useT } from "../../lib/i18n/use-t";
import { PATHS } from "../../lib/paths";
import { BrandLogo } from "./brand-logo";
import styles from "./site-header.module.css";
import { UserMenu } from "./user-menu";

/** Labels are catalogue keys, translated where they render. */
const NAV_ITEMS: readonly (NavItem & { signedInOnly?: boolean })[] = [
  { to: PATHS.home, label: "common.nav.home", end: true },
  { to: PATHS.pricing, label: "common.nav.pricing" },
  { to: PATHS.models, label: "common.nav.models" },
  { to: PATHS.chat, label: "common.nav.chat", signedInOnly: true },
  { to: PATHS.about, label: "common.nav.about" },
  { to: PATHS.contact, label: "common.nav.contact" },
];

const NAV_ID = "primary-navigation";

export function SiteHeader() {
  const { t } = useT();
  const session = useSession();
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation (new location key) closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpenAt(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const items = NAV_ITEMS.filter((item) => !item.signedInOnly || session.isSignedIn).map((item) => ({
    ...item,
    label: t(item.label),
  }));

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <BrandLogo />
        <nav id={NAV_ID} className={styles.nav} aria-label={t("common.nav.main")} data-open={menuOpen}>
          <NavLinks
            items={items}
            className={styles.links}
            linkClassName={styles.link}
            activeClassName={styles.active}
          />
          {/* On a phone the bar has no room for it: the switch sits at the foot of the menu instead. */}
          <LanguageSwitch className={styles.menuLanguage} />
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch className={styles.language} />
          {session.isSignedIn ? (
            <UserMenu userName={session.userName} userEmail={session.userEmail} role={session.role} />
          ) : (
            <ButtonLink to={PATHS.login} size="sm">
              {t("common.nav.getStarted")}
            </ButtonLink>
          )}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            aria-label={menuOpen ? t("common.nav.closeMenu") : t("common.nav.openMenu")}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </Container>
    </header>
  );
}
