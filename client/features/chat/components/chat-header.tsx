import { useRef } from "react";
import { Link } from "react-router-dom";
import type { Role } from "#shared/roles";
import { ChevronDownIcon, MenuIcon, PlusIcon, SparklesIcon } from "../../../components/icons";
import { LanguageSwitch } from "../../../components/language-switch";
import { TierBadge } from "../../../components/tier-badge";
import { PanelLeftIcon, ShareIcon } from "../../../components/workspace-icons";
import { APP_NAME } from "../../../lib/app-name";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import type { ChatModel } from "../utils/model-choice";
import { AllowanceMeter } from "./allowance-meter";
import styles from "./chat-header.module.css";
import { ChatMenu } from "./chat-menu";
import { HistoryToggle } from "./history-toggle";
import { ModelSelector } from "./model-selector";

interface ChatHeaderProps {
  panel: "menu" | "models" | null;
  onPanelChange: (panel: "menu" | "models" | null) => void;
  onClosePanel: () => void;
  models: readonly ChatModel[];
  modelsLoading: boolean;
  selectedModel: ChatModel | null;
  plan: Role;
  /** The workspace the chat is billed to (issue #35): the meter shows that allowance. */
  workspaceId?: string;
  onSelectModel: (modelId: string) => void;
  onOpenHistory: () => void;
  /** Set while the desktop sidebar is collapsed: the header then shows the button that brings it back. */
  onShowSidebar?: () => void;
  onNewChat: () => void;
  /** Set while a stored conversation is on screen: opens its share dialog (docs/product/sharing.md). */
  onShare?: () => void;
  className?: string;
}

/**
 * The chat's own top bar (no site header on /chat): menu, product name, model selector, new chat, and the
 * language switch where there is room (else it is in the menu).
 */
export function ChatHeader({
  panel,
  onPanelChange,
  onClosePanel,
  models,
  modelsLoading,
  selectedModel,
  plan,
  workspaceId,
  onSelectModel,
  onOpenHistory,
  onShowSidebar,
  onNewChat,
  onShare,
  className,
}: ChatHeaderProps) {
  const { t } = useT();
  const menuButton = useRef<HTMLButtonElement>(null);
  const modelButton = useRef<HTMLButtonElement>(null);
  const toggle = (which: "menu" | "models") => onPanelChange(panel === which ? null : which);

  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      <div className={styles.start}>
        {onShowSidebar && (
          <HistoryToggle action="open" expanded={false} className={styles.iconButton} onClick={onShowSidebar}>
            <PanelLeftIcon size={20} />
          </HistoryToggle>
        )}
        <button
          ref={menuButton}
          type="button"
          className={styles.iconButton}
          aria-label={t("chat.header.menu")}
          aria-expanded={panel === "menu"}
          aria-controls="chat-menu"
          onClick={() => toggle("menu")}
        >
          <MenuIcon size={20} />
        </button>
        {/* Named here because the text beside the mark is hidden on phones. */}
        <Link to={PATHS.home} className={styles.brand} aria-label={t("chat.header.home", { appName: APP_NAME })}>
          <span className={styles.brandMark} aria-hidden="true">
            <SparklesIcon size={16} />
          </span>
          <span className={styles.brandName}>{APP_NAME}</span>
        </Link>
        <h1 className="visually-hidden">{t("chat.header.title", { appName: APP_NAME })}</h1>
        <ChatMenu
          open={panel === "menu"}
          onClose={onClosePanel}
          triggerRef={menuButton}
          onOpenHistory={onOpenHistory}
          onNewChat={onNewChat}
          onShare={onShare}
        />
      </div>

      <div className={styles.end}>
        <LanguageSwitch className={styles.language} />
        {onShare && (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.share}`}
            aria-label={t("chat.share.open")}
            title={t("chat.share.open")}
            aria-haspopup="dialog"
            onClick={onShare}
          >
            <ShareIcon size={18} />
          </button>
        )}
        <AllowanceMeter credits={selectedModel?.credits ?? null} workspaceId={workspaceId} />
        <div className={styles.modelPicker}>
          <button
            ref={modelButton}
            type="button"
            className={styles.modelButton}
            aria-expanded={panel === "models"}
            aria-controls="chat-model-selector"
            aria-haspopup="dialog"
            onClick={() => toggle("models")}
            disabled={modelsLoading && !selectedModel}
          >
            <span className={styles.modelLabel}>{t("chat.header.model")}</span>
            <span className={styles.modelName}>
              {selectedModel?.name ?? (modelsLoading ? t("chat.common.loading") : t("chat.header.noModel"))}
            </span>
            {selectedModel && <TierBadge tier={selectedModel.tier} className={styles.modelTier} />}
            <ChevronDownIcon size={16} className={styles.chevron} />
          </button>
          <ModelSelector
            open={panel === "models"}
            onClose={onClosePanel}
            triggerRef={modelButton}
            models={models}
            selectedId={selectedModel?.modelId ?? null}
            plan={plan}
            onSelect={onSelectModel}
          />
        </div>
        <button type="button" className={styles.newChat} onClick={onNewChat}>
          <PlusIcon size={18} />
          <span className={styles.newChatLabel}>{t("chat.common.newChat")}</span>
        </button>
      </div>
    </header>
  );
}
