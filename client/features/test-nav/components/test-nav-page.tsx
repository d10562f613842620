import { type ReactNode, useState } from "react";
import { Alert } from "../../../components/alert";
import { Badge } from "../../../components/badge";
import { Button, ButtonLink, CancelButton } from "../../../components/button";
import { Card } from "../../../components/card";
import { Container } from "../../../components/container";
import { Dialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-field";
import { ArrowRightIcon, SparklesIcon } from "../../../components/icons";
import { NavLinks } from "../../../components/nav-links";
import { PageHero } from "../../../components/page-hero";
import { Spinner } from "../../../components/spinner";
import { Tabs } from "../../../components/tabs";
import { TierBadge } from "../../../components/tier-badge";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./test-nav-page.module.css";

/** Labels and names are catalogue keys, translated where they render. */
const NAV = [
  { to: PATHS.home, label: "testNav.nav.home", end: true },
  { to: PATHS.pricing, label: "testNav.nav.pricing" },
  { to: PATHS.models, label: "testNav.nav.models" },
  { to: PATHS.testNav, label: "testNav.nav.testNav" },
];

const SWATCHES = [
  { name: "testNav.colours.background", className: styles.bg },
  { name: "testNav.colours.surface", className: styles.surface },
  { name: "testNav.colours.primary", className: styles.primary },
  { name: "testNav.colours.accent", className: styles.accent },
  { name: "testNav.colours.success", className: styles.success },
  { name: "testNav.colours.warning", className: styles.warning },
  { name: "testNav.colours.danger", className: styles.danger },
  { name: "testNav.colours.brand", className: styles.brand },
];

type DemoTab = "one" | "two" | "locked";

/** docs/product/screens.md styling test page: every shared component in its states, on one screen. */
export function TestNavPage() {
  const { t } = useT();
  useDocumentTitle(t("testNav.title"));
  const [tab, setTab] = useState<DemoTab>("one");
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <>
      <PageHero eyebrow={t("testNav.eyebrow")} title={t("testNav.title")} lead={t("testNav.lead")} />
      <Container className={styles.body}>
        <Sample id="sg-nav" title={t("testNav.nav.title")}>
          <nav aria-label={t("testNav.nav.sample")}>
            <NavLinks
              items={NAV.map((item) => ({ ...item, label: t(item.label) }))}
              className={styles.navDemo}
              linkClassName={styles.navLink}
              activeClassName={styles.navActive}
            />
          </nav>
          <p className={styles.muted}>{t("testNav.nav.note")}</p>
        </Sample>

        <Sample id="sg-buttons" title={t("testNav.buttons.title")}>
          <div className={styles.row}>
            <Button>{t("testNav.buttons.primary")}</Button>
            <Button variant="secondary">{t("testNav.buttons.secondary")}</Button>
            <Button variant="ghost">{t("testNav.buttons.ghost")}</Button>
            <Button variant="danger">{t("testNav.buttons.danger")}</Button>
            <ButtonLink to={PATHS.models} trailingIcon={<ArrowRightIcon size={16} />}>
              {t("testNav.buttons.link")}
            </ButtonLink>
          </div>
          <div className={styles.row}>
            <Button size="sm">{t("testNav.buttons.small")}</Button>
            <Button size="lg" icon={<SparklesIcon size={18} />}>
              {t("testNav.buttons.large")}
            </Button>
            <Button disabled>{t("testNav.buttons.disabled")}</Button>
            <Button busy>{t("testNav.buttons.processing")}</Button>
          </div>
        </Sample>

        <Sample id="sg-badges" title={t("testNav.badges.title")}>
          <div className={styles.row}>
            <Badge>{t("testNav.badges.neutral")}</Badge>
            <Badge tone="primary">{t("testNav.badges.primary")}</Badge>
            <Badge tone="success">{t("testNav.badges.completed")}</Badge>
            <Badge tone="warning">{t("testNav.badges.comingSoon")}</Badge>
            <Badge tone="danger">{t("testNav.badges.failed")}</Badge>
            <Badge tone="info">{t("testNav.badges.info")}</Badge>
            <Badge tone="gradient">{t("testNav.badges.popular")}</Badge>
            <TierBadge tier="starter" />
            <TierBadge tier="professional" />
            <TierBadge tier="enterprise" />
          </div>
        </Sample>

        <Sample id="sg-cards" title={t("testNav.cards.title")} bare>
          <div className={styles.grid}>
            <Card>
              <h3>{t("testNav.cards.defaultTitle")}</h3>
              <p className={styles.muted}>{t("testNav.cards.defaultText")}</p>
            </Card>
            <Card interactive>
              <h3>{t("testNav.cards.interactiveTitle")}</h3>
              <p className={styles.muted}>{t("testNav.cards.interactiveText")}</p>
            </Card>
            <Card highlight>
              <h3>{t("testNav.cards.highlightTitle")}</h3>
              <p className={styles.muted}>{t("testNav.cards.highlightText")}</p>
            </Card>
          </div>
        </Sample>

        <Sample id="sg-feedback" title={t("testNav.feedback.title")}>
          <div className={styles.stack}>
            <Alert tone="info" title={t("testNav.feedback.infoTitle")}>
              {t("testNav.feedback.infoText")}
            </Alert>
            <Alert tone="success" title={t("testNav.feedback.successTitle")}>
              {t("testNav.feedback.successText")}
            </Alert>
            <Alert tone="warning" title={t("testNav.feedback.warningTitle")}>
              {t("testNav.feedback.warningText")}
            </Alert>
            <Alert tone="danger" title={t("testNav.feedback.errorTitle")}>
              {t("testNav.feedback.errorText")}
            </Alert>
          </div>
          <div className={styles.row}>
            <Spinner size="sm" />
            <Spinner />
            <Spinner size="lg" />
            <Button variant="secondary" onClick={() => setDialogOpen(true)}>
              {t("testNav.feedback.openDialog")}
            </Button>
          </div>
        </Sample>

        <Sample id="sg-tabs" title={t("testNav.tabs.title")}>
          <Tabs
            label={t("testNav.tabs.label")}
            value={tab}
            onChange={setTab}
            items={[
              { id: "one", label: t("testNav.tabs.first"), count: 4 },
              { id: "two", label: t("testNav.tabs.second"), count: 2 },
              { id: "locked", label: t("testNav.tabs.locked"), locked: true },
            ]}
          >
            <p className={styles.muted}>{t("testNav.tabs.selected", { tab })}</p>
          </Tabs>
          <div className={styles.grid}>
            <TextField label={t("testNav.fields.name")} placeholder={t("testNav.fields.namePlaceholder")} />
            <TextField
              label={t("testNav.fields.email")}
              type="email"
              defaultValue="not-an-email"
              error={t("testNav.fields.emailError")}
            />
          </div>
        </Sample>

        <Sample id="sg-colours" title={t("testNav.colours.title")}>
          <ul className={styles.swatches}>
            {SWATCHES.map((swatch) => (
              <li key={swatch.name} className={styles.swatch}>
                <span className={`${styles.chip} ${swatch.className}`} />
                {t(swatch.name)}
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t("testNav.colours.type")}</p>
        </Sample>
      </Container>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t("testNav.dialog.title")}
        description={t("testNav.dialog.description")}
        footer={
          <>
            <CancelButton onClick={() => setDialogOpen(false)} />
            <Button onClick={() => setDialogOpen(false)}>{t("testNav.dialog.confirm")}</Button>
          </>
        }
      >
        <p className={styles.muted}>{t("testNav.dialog.text")}</p>
      </Dialog>
    </>
  );
}

/** One block of the style guide: a titled card (or, for the cards themselves, a bare section). */
function Sample({
  id,
  title,
  bare = false,
  children,
}: {
  id: string;
  title: string;
  bare?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </>
  );
  return bare ? (
    <section className={styles.block} aria-labelledby={id}>
      {content}
    </section>
  ) : (
    <Card as="section" className={styles.block} aria-labelledby={id}>
      {content}
    </Card>
  );
}
