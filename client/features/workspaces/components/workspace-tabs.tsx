import { NavLink } from "react-router-dom";
import { useT } from "../../../lib/i18n/use-t";
import { type WorkspaceTab, workspacePath } from "../../../lib/paths";
import styles from "./workspace-tabs.module.css";

const TABS: readonly WorkspaceTab[] = ["members", "usage", "billing", "sso", "settings"];
/** Each tab's label, written out so the catalogue check (tests/integration/catalogues.test.ts) sees every key used. */
const LABELS: Record<WorkspaceTab, string> = {
  members: "workspaces.tabs.members",
  usage: "workspaces.tabs.usage",
  billing: "workspaces.tabs.billing",
  sso: "workspaces.tabs.sso",
  settings: "workspaces.tabs.settings",
};

/**
 * The workspace pages' navigation (docs/product/workspaces.md#screens): one address per tab, so each can be
 * linked, bookmarked and loaded on its own. Members see only what they may open (`tabs`).
 */
export function WorkspaceTabs({ workspaceId, tabs = TABS }: { workspaceId: string; tabs?: readonly WorkspaceTab[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t("workspaces.tabs.label")} className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink
          key={tab}
          to={workspacePath(workspaceId, tab)}
          className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
        >
          {t(LABELS[tab])}
        </NavLink>
      ))}
    </nav>
  );
}
