import { useId } from "react";
import { useT } from "../../../lib/i18n/use-t";
import type { BilledWorkspace } from "../utils/chat-turn";
import styles from "./billing.module.css";

/**
 * The sidebar's switch (issue #35, docs/product/workspaces.md#billing-context): what a new chat is billed to,
 * Personal or a workspace where the person holds a seat. Not shown to people in no workspace.
 */
export function BillingSwitch(props: {
  workspaces: BilledWorkspace[];
  chosen: BilledWorkspace | null;
  onChoose: (id: string | null) => void;
}) {
  const { t } = useT();
  const id = useId();
  if (props.workspaces.length === 0) return null;
  return (
    <div className={styles.switch}>
      <label htmlFor={id} className={styles.label}>
        {t("chat.billing.label")}
      </label>
      <select
        id={id}
        className={styles.select}
        value={props.chosen?.id ?? ""}
        onChange={(event) => props.onChoose(event.target.value || null)}
      >
        <option value="">{t("chat.billing.personal")}</option>
        {props.workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspace.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Above a conversation billed to a workspace: which one, so nobody wonders whose credits a reply used. */
export function WorkspaceChip({ workspace }: { workspace: BilledWorkspace }) {
  const { t } = useT();
  return (
    <p className={styles.chip} data-testid="workspace-chip">
      {t("chat.billing.billedTo", { workspace: workspace.name })}
    </p>
  );
}
