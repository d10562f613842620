import { useState } from "react";
import type { CatalogModel } from "#shared/catalog";
import { planIncludesTier, type Role } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Container } from "../../../components/container";
import { LoadingState } from "../../../components/spinner";
import { type TabItem, Tabs } from "../../../components/tabs";
import { useCatalog } from "../../../hooks/use-catalog";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { usePlanRole } from "../../../hooks/use-plan-role";
import { errorMessage } from "../../../lib/errors";
import { useModelStats } from "../hooks/use-model-stats";
import { ModelCard } from "./model-card";
import { ModelDetailsDialog } from "./model-details-dialog";
import { ModelsHero } from "./models-hero";
import styles from "./models-page.module.css";
import { UpgradeBanner, UpgradeRequired } from "./upgrade-panels";

type TabId = "all" | Role;

export function ModelsPage() {
  useDocumentTitle("Models");
  // The same source of truth as Pricing: payment.status when signed in, else the stored role (docs/product/data.md#states-and-transitions "Plan role").
  const { role: plan, checking } = usePlanRole();
  const catalog = useCatalog();
  const stats = useModelStats(catalog.data, plan);
  const [tab, setTab] = useState<TabId>("all");
  const [detailsOf, setDetailsOf] = useState<CatalogModel | null>(null);

  // docs/product/screens.md Models: "Loading models..." while the plan is being fetched (and the catalogue with it).
  if (catalog.isPending || checking) return <LoadingState message="Loading models..." />;
  if (catalog.isError) {
    return (
      <Container className={styles.error}>
        <h1 className="visually-hidden">AI Models</h1>
        <Alert
          tone="danger"
          title="Could not load the models"
          actions={
            <Button size="sm" variant="secondary" onClick={() => catalog.refetch()} busy={catalog.isFetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(catalog.error, "Please check your connection and try again.")}
        </Alert>
      </Container>
    );
  }

  const models = catalog.data;
  const tabs: TabItem<TabId>[] = [
    { id: "all", label: "All", count: models.length },
    { id: "starter", label: "Free", count: stats.starter },
    {
      id: "professional",
      label: "Professional",
      count: stats.professional,
      locked: !planIncludesTier(plan, "professional"),
    },
    { id: "enterprise", label: "Enterprise", count: stats.enterprise, locked: !planIncludesTier(plan, "enterprise") },
  ];
  const lockedTab = tab !== "all" && tab !== "starter" && !planIncludesTier(plan, tab) ? tab : null;
  const shown = tab === "all" ? models : models.filter((model) => model.tier === tab);

  return (
    <>
      <ModelsHero plan={plan} stats={stats} />
      <Container className={styles.body}>
        <Tabs label="Model tiers" items={tabs} value={tab} onChange={setTab}>
          {lockedTab ? (
            <UpgradeRequired tier={lockedTab} />
          ) : (
            <>
              {tab === "all" && plan === "starter" && <UpgradeBanner tier="professional" count={stats.professional} />}
              {tab === "all" && plan === "professional" && <UpgradeBanner tier="enterprise" count={stats.enterprise} />}
              <h2 className="visually-hidden">{tabs.find((item) => item.id === tab)?.label} models</h2>
              {shown.length === 0 ? (
                <p className={styles.empty}>No models in this tier yet. New models are added regularly.</p>
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
