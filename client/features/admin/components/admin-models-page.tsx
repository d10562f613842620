import { useState } from "react";
import type { Role } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { type Column, DataTable } from "../../../components/data-table";
import { PencilIcon, PlusIcon, TrashIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/errors";
import { useAdminModels, useDeleteModel } from "../api/use-admin-models";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_TEXT } from "../utils/messages";
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
  useDocumentTitle("Models · Admin");
  const models = useAdminModels();
  const remove = useDeleteModel();
  const [target, setTarget] = useState<ModelFormTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const redirecting = useAdminErrorRedirect(models.error ?? remove.error);

  const onDelete = (model: AdminModel) => {
    if (remove.isPending || !window.confirm(ADMIN_TEXT.deleteModelConfirm(model.name))) return;
    setNotice(null);
    remove.mutate(
      { id: model.id },
      {
        onSuccess: () => setNotice(`${model.name} was deleted.`),
        onError: (error) => window.alert(errorMessage(error, ADMIN_TEXT.deleteModelFailed)),
      },
    );
  };

  const columns: Column<AdminModel>[] = [
    {
      key: "name",
      header: "Name",
      primary: true,
      cell: (model) => (
        <span className={styles.nameCell}>
          <span className={styles.name}>{model.name}</span>
          <span className={styles.modelId}>{model.modelId}</span>
        </span>
      ),
    },
    // The three tier tables stand one above the other: the same widths keep their columns in line.
    { key: "provider", header: "Provider", headerClass: styles.providerColumn, cell: (model) => model.provider },
    {
      key: "performance",
      header: "Performance",
      headerClass: styles.performanceColumn,
      cell: (model) => model.performance,
    },
    { key: "context", header: "Context", headerClass: styles.contextColumn, cell: (model) => model.context },
    { key: "category", header: "Category", headerClass: styles.categoryColumn, cell: (model) => model.category },
    {
      key: "actions",
      header: "Actions",
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
            aria-label={`Edit ${model.name}`}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="sm"
            icon={<TrashIcon size={14} />}
            busy={remove.isPending && remove.variables?.id === model.id}
            disabled={remove.isPending}
            onClick={() => onDelete(model)}
            aria-label={`Delete ${model.name}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const tierModels = (tier: Role) =>
    (models.data ?? []).filter((model) => model.tier === tier).sort((a, b) => a.sortOrder - b.sortOrder);

  return (
    <AdminPage
      title="Model Management"
      description="The AI models each plan can chat with. Changes apply to the chat and the public Models page at once."
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      {redirecting ? null : (
        <QueryView query={models} loading="Loading models...">
          {(_data) =>
            ROLE_OPTIONS.map((tier) => {
              const rows = tierModels(tier.value);
              return (
                <Panel
                  key={tier.value}
                  title={`${tier.label} Models`}
                  description={`${rows.length} ${rows.length === 1 ? "model" : "models"}`}
                  actions={
                    <Button
                      size="sm"
                      icon={<PlusIcon size={16} />}
                      onClick={() => {
                        setNotice(null);
                        setTarget({ mode: "add", tier: tier.value });
                      }}
                    >
                      Add {tier.label} Model
                    </Button>
                  }
                >
                  <DataTable
                    caption={`${tier.label} models`}
                    columns={columns}
                    rows={rows}
                    rowKey={(model) => model.id}
                    empty={`No ${tier.value} models found.`}
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
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          setNotice(message);
        }}
      />
    </AdminPage>
  );
}
