import { useState } from "react";
import type { Role } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { type Column, DataTable } from "../../../components/data-table";
import { PencilIcon, PlusIcon, TrashIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { catalogText } from "../../../lib/catalog-text";
import { errorMessage } from "../../../lib/errors";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { useAdminModels, useDeleteModel } from "../api/use-admin-models";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ROLE_OPTIONS } from "../utils/roles";
import styles from "./admin-models-page.module.css";
import { AdminPage } from "./admin-page";
import { QueryView } from "./load-error";
import { type AdminModel, ModelFormDialog, type ModelFormTarget } from "./model-form-dialog";
import { Panel } from "./panel";

/**
 * /admin/models (docs/product/screens.md): the catalogue by tier. Add, edit and delete
 * persist, and the chat and the public /models page read the same table
 * (docs/product.md#changes-from-the-original-specification).
 */
export function AdminModelsPage() {
  const { t, locale } = useT();
  useDocumentTitle(t("admin.models.documentTitle"));
  const models = useAdminModels();
  const remove = useDeleteModel();
  const [target, setTarget] = useState<ModelFormTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const redirecting = useAdminErrorRedirect(models.error ?? remove.error);

  const onDelete = (model: AdminModel) => {
    if (remove.isPending || !window.confirm(t("admin.models.deleteConfirm", { name: model.name }))) return;
    setNotice(null);
    remove.mutate(
      { id: model.id },
      {
        onSuccess: () => setNotice(t("admin.common.deleted", { name: model.name })),
        onError: (error) => window.alert(errorMessage(error, t("admin.models.deleteFailed"))),
      },
    );
  };

  const columns: Column<AdminModel>[] = [
    {
      key: "name",
      header: t("admin.fields.name"),
      primary: true,
      cell: (model) => (
        <span className={styles.nameCell}>
          <span className={styles.name}>{model.name}</span>
          <span className={styles.modelId}>{model.modelId}</span>
        </span>
      ),
    },
    // The three tier tables stand one above the other: the same widths keep their columns in line.
    {
      key: "provider",
      header: t("admin.modelForm.provider"),
      headerClass: styles.providerColumn,
      cell: (model) => model.provider,
    },
    {
      key: "performance",
      header: t("admin.modelForm.performance"),
      headerClass: styles.performanceColumn,
      cell: (model) => catalogText(model, locale).performance,
    },
    {
      key: "context",
      header: t("admin.modelForm.context"),
      headerClass: styles.contextColumn,
      cell: (model) => model.context,
    },
    {
      key: "category",
      header: t("admin.modelForm.category"),
      headerClass: styles.categoryColumn,
      cell: (model) => catalogText(model, locale).category,
    },
    {
      key: "actions",
      header: t("admin.fields.actions"),
      actions: true,
      headerClass: styles.actionsColumn,
      cell: (model) => (
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            size="sm"
            icon={<PencilIcon size={14} />}
            onClick={() => {
              setNotice(null);
              setTarget({ mode: "edit", model });
            }}
            aria-label={t("admin.common.editNamed", { name: model.name })}
          >
            {t("admin.common.edit")}
          </Button>
          <Button
            variant="danger"
            size="sm"
            icon={<TrashIcon size={14} />}
            busy={remove.isPending && remove.variables?.id === model.id}
            disabled={remove.isPending}
            onClick={() => onDelete(model)}
            aria-label={t("admin.common.deleteNamed", { name: model.name })}
          >
            {t("admin.common.delete")}
          </Button>
        </div>
      ),
    },
  ];

  const tierModels = (tier: Role) =>
    (models.data ?? []).filter((model) => model.tier === tier).sort((a, b) => a.sortOrder - b.sortOrder);

  return (
    <AdminPage title={t("admin.models.title")} description={t("admin.models.description")}>
      {notice && <Alert tone="success">{notice}</Alert>}
      {redirecting ? null : (
        <QueryView query={models} loading={t("admin.models.loading")}>
          {(_data) =>
            ROLE_OPTIONS.map((tier) => {
              const rows = tierModels(tier.value);
              return (
                <Panel
                  key={tier.value}
                  title={t("admin.models.tierTitle", { tier: tier.label })}
                  description={t("admin.models.count", { count: rows.length, shown: formatCount(rows.length) })}
                  actions={
                    <Button
                      size="sm"
                      icon={<PlusIcon size={16} />}
                      onClick={() => {
                        setNotice(null);
                        setTarget({ mode: "add", tier: tier.value });
                      }}
                    >
                      {t("admin.models.add", { tier: tier.label })}
                    </Button>
                  }
                >
                  <DataTable
                    caption={t("admin.models.caption", { tier: tier.label })}
                    columns={columns}
                    rows={rows}
                    rowKey={(model) => model.id}
                    empty={t("admin.models.empty", { tier: tier.value })}
                    fixedLayout
                  />
                </Panel>
              );
            })
          }
        </QueryView>
      )}
      <ModelFormDialog
        target={target}
        models={models.data ?? []}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          setNotice(message);
        }}
      />
    </AdminPage>
  );
}
