import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Container } from "../../components/container";
import { DiscordIcon, GitHubIcon, XLogoIcon } from "../../components/icons";
import { LanguageSwitch } from "../../components/language-switch";
import { APP_NAME } from "../../lib/app-name";
import { useT } from "../../lib/i18n/use-t";
import { PATHS } from "../../lib/paths";
import { SOCIAL_LINKS } from "../../lib/social-links";
import { BrandLogo } from "./brand-logo";
import styles from "./site-footer.module.css";

interface FooterLink {
  to: string;
  label: string;
}

/** Titles and labels are catalogue keys, translated where they render. */
const COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: "common.footer.product",
    links: [
      { to: PATHS.models, label: "common.nav.models" },
      { to: PATHS.pricing, label: "common.nav.pricing" },
      { to: PATHS.home, label: "common.footer.features" },
    ],
  },
  {
    title: "common.footer.company",
    links: [
      { to: PATHS.about, label: "common.nav.about" },
      { to: PATHS.contact, label: "common.nav.contact" },
      { to: PATHS.home, label: "common.footer.careers" },
    ],
  },
  {
    title: "common.footer.legal",
    links: [
      { to: PATHS.privacy, label: "common.footer.privacy" },
      { to: PATHS.terms, label: "common.footer.terms" },
    ],
  },
];

const SOCIAL: readonly { href: string; label: string; icon: ReactNode }[] = [
  { href: SOCIAL_LINKS.twitter, label: "Twitter", icon: <XLogoIcon size={18} /> },
  { href: SOCIAL_LINKS.discord, label: "Discord", icon: <DiscordIcon size={18} /> },
  { href: SOCIAL_LINKS.github, label: "GitHub", icon: <GitHubIcon size={18} /> },
];

export function SiteFooter() {
  const { t } = useT();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <BrandLogo />
            <p className={styles.tagline}>{t("common.footer.tagline")}</p>
            <p className={styles.blurb}>{t("common.footer.blurb")}</p>
            <LanguageSwitch className={styles.language} />
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} className={styles.column} aria-label={t(column.title)}>
              <h2 className={styles.columnTitle}>{t(column.title)}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={styles.link}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t("common.footer.copyright", { year, appName: APP_NAME })}</p>
          <ul className={styles.social} aria-label={t("common.footer.social")}>
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("common.newTab", { label: item.label })}
                  title={item.label}
                >
                  {item.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
