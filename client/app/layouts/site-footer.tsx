import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { APP_TAGLINE } from "#shared/app";
import { Container } from "../../components/container";
import { DiscordIcon, GitHubIcon, XLogoIcon } from "../../components/icons";
import { APP_NAME } from "../../lib/app-name";
import { PATHS } from "../../lib/paths";
import { SOCIAL_LINKS } from "../../lib/social-links";
import { BrandLogo } from "./brand-logo";
import styles from "./site-footer.module.css";

interface FooterLink {
  to: string;
  label: string;
}

const COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: "Product",
    links: [
      { to: PATHS.models, label: "Models" },
      { to: PATHS.pricing, label: "Pricing" },
      { to: PATHS.home, label: "Features" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: PATHS.about, label: "About" },
      { to: PATHS.contact, label: "Contact" },
      { to: PATHS.home, label: "Careers" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: PATHS.privacy, label: "Privacy Policy" },
      { to: PATHS.terms, label: "Terms of Service" },
    ],
  },
];

const SOCIAL: readonly { href: string; label: string; icon: ReactNode }[] = [
  { href: SOCIAL_LINKS.twitter, label: "Twitter", icon: <XLogoIcon size={18} /> },
  { href: SOCIAL_LINKS.discord, label: "Discord", icon: <DiscordIcon size={18} /> },
  { href: SOCIAL_LINKS.github, label: "GitHub", icon: <GitHubIcon size={18} /> },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <BrandLogo />
            <p className={styles.tagline}>{APP_TAGLINE}</p>
            <p className={styles.blurb}>
              One subscription, one chat window, many leading AI models. Built in Bengaluru for people who want the best
              answer, not the most tabs.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} className={styles.column} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {year} {APP_NAME}. All rights reserved.
          </p>
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${item.label} (opens in a new tab)`}
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
