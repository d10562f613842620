import { useCallback, useRef, useState } from "react";
import type { Role } from "#shared/roles";
import { Button } from "../../../components/button";
import { IconButton } from "../../../components/icon-button";
import { CheckIcon, ChevronDownIcon, CopyIcon, PencilIcon } from "../../../components/icons";
import { PlayIcon, RefreshIcon } from "../../../components/workspace-icons";
import { useCopy } from "../../../hooks/use-copy";
import { useT } from "../../../lib/i18n/use-t";
import { type ChatMessage, isLocalId } from "../utils/chat-message";
import { type ChatModel, canUseModel } from "../utils/model-choice";
import styles from "./message-toolbar.module.css";
import { RegenerateMenu } from "./regenerate-menu";
import { VersionPager } from "./version-pager";

/** What the messages can ask of the chat; one object for the whole list, so memoised messages stay put. */
export interface MessageActions {
  models: readonly ChatModel[];
  plan: Role;
  /** The model the composer would use now. */
  currentModelId: string | null;
  onRegenerate: (replyId: string, modelId: string | null) => void;
  onContinue: (replyId: string) => void;
  onSelectVersion: (messageId: string) => void;
  onEdit: (messageId: string, text: string) => void;
  /** Retry for the error on screen. */
  onRetry: () => void;
  /** Retry for the error on screen with another model, chosen for the composer too (a model that sees images). */
  onRetryWith: (modelId: string) => void;
}

interface MessageToolbarProps {
  message: ChatMessage;
  /** The conversation's last message: always in view, and its reply can be regenerated or continued. */
  last: boolean;
  /** A reply is streaming or being asked for. */
  busy: boolean;
  actions: MessageActions;
  onStartEdit: () => void;
}

/** The model a plain "Regenerate" uses: the reply's own while the plan allows it, else the composer's. */
export function regenerateModel(message: ChatMessage, actions: MessageActions): string | null {
  const own = actions.models.find((model) => model.modelId === message.model);
  return own && canUseModel(own, actions.plan) ? own.modelId : actions.currentModelId;
}

/**
 * The small row of actions under a message: copy, edit (questions),
 * regenerate with any model and continue (the last reply), and the version
 * pager. It shows on hover and focus, and always for the last reply and on
 * touch screens, which have no hover.
 */
export function MessageToolbar({ message, last, busy, actions, onStartEdit }: MessageToolbarProps) {
  const { t } = useT();
  const isUser = message.sender === "user";
  const stored = !isLocalId(message.id);
  const { state, copy } = useCopy(message.text);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const canRegenerate = !isUser && last && stored && message.status !== "streaming";
  const canContinue = canRegenerate && message.status === "stopped" && message.text.length > 0;

  return (
    <fieldset
      className={`${styles.toolbar} ${isUser ? styles.end : ""}`}
      data-pinned={last || menuOpen || undefined}
      aria-label={isUser ? t("chat.toolbar.questionActions") : t("chat.toolbar.replyActions")}
    >
      {message.versions.length > 1 && stored && (
        <VersionPager
          messageId={message.id}
          versions={message.versions}
          disabled={busy}
          onSelect={actions.onSelectVersion}
        />
      )}
      {message.text && (
        <IconButton
          label={
            state === "copied" ? t("chat.copy.copied") : isUser ? t("chat.toolbar.copyQuestion") : t("chat.copy.copy")
          }
          tooltip={
            state === "copied"
              ? t("chat.copy.copied")
              : state === "failed"
                ? t("chat.copy.failed")
                : t("chat.copy.copy")
          }
          icon={state === "copied" ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          onClick={copy}
        />
      )}
      {isUser && stored && (
        <IconButton
          label={t("chat.toolbar.edit")}
          data-action="edit"
          icon={<PencilIcon size={16} />}
          disabled={busy}
          onClick={onStartEdit}
        />
      )}
      {canRegenerate && (
        <span className={styles.split}>
          <IconButton
            label={t("chat.toolbar.regenerate")}
            icon={<RefreshIcon size={16} />}
            disabled={busy}
            onClick={() => actions.onRegenerate(message.id, regenerateModel(message, actions))}
          />
          <IconButton
            ref={menuTrigger}
            className={styles.more}
            label={t("chat.toolbar.regenerateWith")}
            tooltip={t("chat.toolbar.chooseModel")}
            icon={<ChevronDownIcon size={14} />}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            disabled={busy}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </span>
      )}
      {canContinue && (
        <Button
          size="sm"
          variant="ghost"
          className={styles.continue}
          icon={<PlayIcon size={14} />}
          disabled={busy}
          onClick={() => actions.onContinue(message.id)}
        >
          {t("chat.toolbar.continue")}
        </Button>
      )}
      {menuOpen && (
        <RegenerateMenu
          onClose={closeMenu}
          triggerRef={menuTrigger}
          models={actions.models}
          plan={actions.plan}
          replyModelId={message.model}
          onPick={(modelId) => {
            setMenuOpen(false);
            actions.onRegenerate(message.id, modelId);
          }}
        />
      )}
      <span className="visually-hidden" role="status">
        {state === "copied" ? t("chat.copy.announceCopied") : state === "failed" ? t("chat.copy.announceFailed") : ""}
      </span>
    </fieldset>
  );
}
