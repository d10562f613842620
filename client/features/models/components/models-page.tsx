import { useState } from "react";
import type { CatalogModel } from "#shared/catalog";
import { planIncludesTier, ROLE_LABEL, type Role } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Container } from "../../../components/container";
import { LoadingState } from "../../../components/spinner";
import { type TabItem, Tabs } from "../../../components/tabs";
import { useCatalog } from "../../../hooks/use-catalog";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { usePlanRole } from "../../../hooks/use-plan-role";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { useModelStats } from "../hooks/use-model-stats";
import { ModelCard } from "./model-card";
import { ModelDetailsDialog } from "./model-details-dialog";
import { ModelsHero } from "./models-hero";
import styles from "./models-page.module.css";
import { UpgradeBanner, UpgradeRequired } from "./upgrade-panels";

type TabId = "all" | Role;

export function ModelsPage() {
  const { t } = useT();
  useDocumentTitle(t("models.page.documentTitle"));
  // The same source of truth as Pricing: payment.status when signed in, else the stored role (docs/product/data.md#states-and-transitions "Plan role").
  const { role: plan, checking } = usePlanRole();
  const catalog = useCatalog();
  const stats = useModelStats(catalog.data, plan);
  const [tab, setTab] = useState<TabId>("all");
  const [detailsOf, setDetailsOf] = useState<CatalogModel | null>(null);

  // docs/product/screens.md Models: "Loading models..." while the plan is being fetched (and the catalogue with it).
  if (catalog.isPending || checking) return <LoadingState message={t("models.page.loading")} />;
  if (catalog.isError) {
    return (
      <Container className={styles.error}>
        <h1 className="visually-hidden">{t("models.page.title")}</h1>
        <Alert
          tone="danger"
          title={t("models.page.loadFailed")}
          actions={
            <Button size="sm" variant="secondary" onClick={() => catalog.refetch()} busy={catalog.isFetching}>
              {t("models.page.tryAgain")}
            </Button>
          }
        >
          {errorMessage(catalog.error, t("models.page.loadFailedHint"))}
        </Alert>
      </Container>
    );
  }

  const models = catalog.data;
  const tabs: TabItem<TabId>[] = [
    { id: "all", label: t("models.tabs.all"), count: models.length },
    { id: "starter", label: t("models.tabs.free"), count: stats.starter },
    {
      id: "professional",
      label: ROLE_LABEL.professional,
      count: stats.professional,
      locked: !planIncludesTier(plan, "professional"),
    },
    {
      id: "enterprise",
      label: ROLE_LABEL.enterprise,
      count: stats.enterprise,
      locked: !planIncludesTier(plan, "enterprise"),
    },
  ];
  const lockedTab = tab !== "all" && tab !== "starter" && !planIncludesTier(plan, tab) ? tab : null;
  const shown = tab === "all" ? models : models.filter((model) => model.tier === tab);

  return (
    <>
      <ModelsHero plan={plan} stats={stats} />
      <Container className={styles.body}>
        <Tabs label={t("models.tabs.label")} items={tabs} value={tab} onChange={setTab}>
          {lockedTab ? (
            <UpgradeRequired tier={lockedTab} />
          ) : (
            <>
              {tab === "all" && plan === "starter" && <UpgradeBanner tier="professional" count={stats.professional} />}
              {tab === "all" && plan === "professional" && <UpgradeBanner tier="enterprise" count={stats.enterprise} />}
              <h2 className="visually-hidden">
                {t("models.tabs.heading", { tier: tabs.find((item) => item.id === tab)?.label ?? "" })}
              </h2>
              {shown.length === 0 ? (
                <p className={styles.empty}>{t("models.page.empty")}</p>
              ) : (
                <ul className={styles.grid}>
                  {shown.map((model) => (
                    <li key={model.modelId}>
                      <ModelCard model={model} locked={!planIncludesTier(plan, model.tier)} onDetails={setDetailsOf} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Tabs>
      </Container>
      <ModelDetailsDialog
        model={detailsOf}
        locked={detailsOf !== null && !planIncludesTier(plan, detailsOf.tier)}
        onClose={() => setDetailsOf(null)}
      />
    </>
  );
}
