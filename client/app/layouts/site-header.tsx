import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { ButtonLink } from "../../components/button";
import { Container } from "../../components/container";
import { CloseIcon, MenuIcon } from "../../components/icons";
import { type NavItem, NavLinks } from "../../components/nav-links";
import { useSession } from "../../hooks/use-session";
import { PATHS } from "../../lib/paths";
import { BrandLogo } from "./brand-logo";
import styles from "./site-header.module.css";
import { UserMenu } from "./user-menu";

const NAV_ITEMS: readonly (NavItem & { signedInOnly?: boolean })[] = [
  { to: PATHS.home, label: "Home", end: true },
  { to: PATHS.pricing, label: "Pricing" },
  { to: PATHS.models, label: "Models" },
  { to: PATHS.chat, label: "Chat", signedInOnly: true },
  { to: PATHS.about, label: "About" },
  { to: PATHS.contact, label: "Contact" },
];

const NAV_ID = "primary-navigation";

export function SiteHeader() {
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

  const items = NAV_ITEMS.filter((item) => !item.signedInOnly || session.isSignedIn);

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <BrandLogo />
        <nav id={NAV_ID} className={styles.nav} aria-label="Main" data-open={menuOpen}>
          <NavLinks
            items={items}
            className={styles.links}
            linkClassName={styles.link}
            activeClassName={styles.active}
          />
        </nav>
        <div className={styles.actions}>
          {session.isSignedIn ? (
            <UserMenu userName={session.userName} userEmail={session.userEmail} role={session.role} />
          ) : (
            <ButtonLink to={PATHS.login} size="sm">
              Get Started
            </ButtonLink>
          )}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            aria-label={menuOpen ? "Close navigation menu" : "Open navigation menu"}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </Container>
    </header>
  );
}
