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
import { PATHS } from "../../../lib/paths";
import styles from "./test-nav-page.module.css";

const NAV = [
  { to: PATHS.home, label: "Home", end: true },
  { to: PATHS.pricing, label: "Pricing" },
  { to: PATHS.models, label: "Models" },
  { to: PATHS.testNav, label: "Test Nav" },
];

const SWATCHES = [
  { name: "Background", className: styles.bg },
  { name: "Surface", className: styles.surface },
  { name: "Primary", className: styles.primary },
  { name: "Accent", className: styles.accent },
  { name: "Success", className: styles.success },
  { name: "Warning", className: styles.warning },
  { name: "Danger", className: styles.danger },
  { name: "Brand gradient", className: styles.brand },
];

type DemoTab = "one" | "two" | "locked";

/** docs/product/screens.md styling test page: every shared component in its states, on one screen. */
export function TestNavPage() {
  useDocumentTitle("Style guide");
  const [tab, setTab] = useState<DemoTab>("one");
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <>
      <PageHero
        eyebrow="Styling test"
        title="Style guide"
        lead="Navigation, buttons, badges, cards and feedback states."
      />
      <Container className={styles.body}>
        <Sample id="sg-nav" title="Navigation">
          <nav aria-label="Style guide sample">
            <NavLinks
              items={NAV}
              className={styles.navDemo}
              linkClassName={styles.navLink}
              activeClassName={styles.navActive}
            />
          </nav>
          <p className={styles.muted}>The active link ("Test Nav") is highlighted and marked aria-current="page".</p>
        </Sample>

        <Sample id="sg-buttons" title="Buttons">
          <div className={styles.row}>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="danger">Danger</Button>
            <ButtonLink to={PATHS.models} trailingIcon={<ArrowRightIcon size={16} />}>
              Link as button
            </ButtonLink>
          </div>
          <div className={styles.row}>
            <Button size="sm">Small</Button>
            <Button size="lg" icon={<SparklesIcon size={18} />}>
              Large with icon
            </Button>
            <Button disabled>Disabled</Button>
            <Button busy>Processing...</Button>
          </div>
        </Sample>

        <Sample id="sg-badges" title="Badges">
          <div className={styles.row}>
            <Badge>Neutral</Badge>
            <Badge tone="primary">Primary</Badge>
            <Badge tone="success">Completed</Badge>
            <Badge tone="warning">Coming Soon</Badge>
            <Badge tone="danger">Failed</Badge>
            <Badge tone="info">Info</Badge>
            <Badge tone="gradient">Most Popular</Badge>
            <TierBadge tier="starter" />
            <TierBadge tier="professional" />
            <TierBadge tier="enterprise" />
          </div>
        </Sample>

        <Sample id="sg-cards" title="Cards" bare>
          <div className={styles.grid}>
            <Card>
              <h3>Default card</h3>
              <p className={styles.muted}>Surface, border and a soft shadow.</p>
            </Card>
            <Card interactive>
              <h3>Interactive card</h3>
              <p className={styles.muted}>Lifts on hover.</p>
            </Card>
            <Card highlight>
              <h3>Highlighted card</h3>
              <p className={styles.muted}>Gradient outline for featured content.</p>
            </Card>
          </div>
        </Sample>

        <Sample id="sg-feedback" title="Feedback">
          <div className={styles.stack}>
            <Alert tone="info" title="Information">
              A neutral message.
            </Alert>
            <Alert tone="success" title="Success">
              Profile updated successfully
            </Alert>
            <Alert tone="warning" title="Warning">
              Your plan ends in 3 days.
            </Alert>
            <Alert tone="danger" title="Error">
              Payment failed. Please try again.
            </Alert>
          </div>
          <div className={styles.row}>
            <Spinner size="sm" />
            <Spinner />
            <Spinner size="lg" />
            <Button variant="secondary" onClick={() => setDialogOpen(true)}>
              Open dialog
            </Button>
          </div>
        </Sample>

        <Sample id="sg-tabs" title="Tabs and fields">
          <Tabs
            label="Demo tabs"
            value={tab}
            onChange={setTab}
            items={[
              { id: "one", label: "First", count: 4 },
              { id: "two", label: "Second", count: 2 },
              { id: "locked", label: "Locked", locked: true },
            ]}
          >
            <p className={styles.muted}>Selected tab: {tab}</p>
          </Tabs>
          <div className={styles.grid}>
            <TextField label="Your name" placeholder="Asha Rao" />
            <TextField
              label="Email"
              type="email"
              defaultValue="not-an-email"
              error="Please enter a valid email address"
            />
          </div>
        </Sample>

        <Sample id="sg-colours" title="Colours and type">
          <ul className={styles.swatches}>
            {SWATCHES.map((swatch) => (
              <li key={swatch.name} className={styles.swatch}>
                <span className={`${styles.chip} ${swatch.className}`} />
                {swatch.name}
              </li>
            ))}
          </ul>
          <p className={styles.muted}>
            Text uses the system font stack: fast, no font download, and native on every device.
          </p>
        </Sample>
      </Container>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="Example dialog"
        description="Focus stays inside; Escape or the backdrop closes it."
        footer={
          <>
            <CancelButton onClick={() => setDialogOpen(false)} />
            <Button onClick={() => setDialogOpen(false)}>Confirm</Button>
          </>
        }
      >
        <p className={styles.muted}>Dialogs are built on the native dialog element.</p>
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
