import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from "react";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink } from "../../../components/button";
import { IconButton } from "../../../components/icon-button";
import { CloseIcon } from "../../../components/icons";
import { PaperclipIcon, SendIcon, StopIcon } from "../../../components/workspace-icons";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import type { Attachments } from "../hooks/use-attachments";
import { useAutoGrow } from "../hooks/use-auto-grow";
import { useFittingPlaceholder } from "../hooks/use-fitting-placeholder";
import { ACCEPTED_FILES } from "../utils/file-types";
import { AttachmentTray } from "./attachment-tray";
import styles from "./chat-composer.module.css";

// docs/product/screens.md's placeholder, then shorter ones for narrow screens (phones, where Shift+Enter is no
// habit anyway): the first that fits is shown.
const PLACEHOLDERS = [
  "chat.composer.placeholder",
  "chat.composer.placeholderShort",
  "chat.composer.placeholderShortest",
] as const;

interface ChatComposerProps {
  ref?: Ref<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  busy: boolean;
  streaming: boolean;
  /** Stop was pressed; the server is ending the reply. */
  stopping?: boolean;
  /** False while no model is selected (docs/product/rules.md#validation-rules: a model must be selected). */
  canSend: boolean;
  error: string | null;
  /** Offer the plans beside the error (a plan's limit refused the turn). */
  upgrade?: boolean;
  onRetry: () => void;
  onDismissError: () => void;
  /** The question's files: the paper clip, paste and the tray (issue #30). */
  attachments: Attachments;
  /** Said above the input before sending (the model cannot see the attached image). */
  notice?: ReactNode;
  /** The question cannot go as it is (see `notice`). */
  blocked?: boolean;
  /** Beside the paper clip: the globe, "Search the web" (issue #31). */
  tools?: ReactNode;
  /** Under the paper clip and the globe: what they have left today (the day's web searches). */
  toolsNote?: ReactNode;
}

/**
 * docs/product/screens.md input: multi-line, grows with its text; Enter sends, Shift+Enter
 * adds a line; 'Sending...' and disabled while busy or empty. A Stop button
 * shows while a reply streams (docs/product.md#changes-from-the-original-specification), and failures that belong to no
 * message (loading a conversation) show above it with Retry.
 */
export function ChatComposer({
  ref,
  value,
  onChange,
  onSend,
  onStop,
  busy,
  streaming,
  stopping = false,
  canSend,
  error,
  upgrade = false,
  onRetry,
  onDismissError,
  attachments,
  notice,
  blocked = false,
  tools,
  toolsNote,
}: ChatComposerProps) {
  const { t } = useT();
  const textarea = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => textarea.current as HTMLTextAreaElement, []);
  useAutoGrow(textarea, value);
  // A new list only when the language changes (t changes with it): the field is measured again for the new words.
  const placeholders = useMemo(() => PLACEHOLDERS.map((key) => t(key)) as [string, ...string[]], [t]);
  const placeholder = useFittingPlaceholder(textarea, placeholders);
  const inputId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Files were just chosen: the paper clip's tooltip would cover the tray above it (a refusal's reason), so it
  // stays closed until the pointer or the focus leaves the button.
  const [chose, setChose] = useState(false);
  const empty = value.trim().length === 0;
  // Send waits for every upload: a question must not go without a file the person sees attached.
  const disabled = empty || busy || !canSend || attachments.uploading || blocked;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!disabled) onSend();
  };

  // A screenshot pasted into the input attaches it; text pasted beside a file (from a document) still pastes.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    attachments.add(files);
    if (!event.clipboardData.types.includes("text/plain")) event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (IME) picks a candidate; it must not send.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className={styles.dock}>
      <div className={styles.inner}>
        {error && (
          <Alert
            tone="danger"
            className={styles.error}
            actions={
              <>
                {upgrade && (
                  <ButtonLink size="sm" to={PATHS.pricing}>
                    {t("chat.common.seePlans")}
                  </ButtonLink>
                )}
                <Button size="sm" variant="secondary" onClick={onRetry} disabled={busy}>
                  {t("chat.common.retry")}
                </Button>
                <Button size="sm" variant="ghost" icon={<CloseIcon size={14} />} onClick={onDismissError}>
                  {t("chat.common.dismiss")}
                </Button>
              </>
            }
          >
            {error}
          </Alert>
        )}
        {streaming && (
          <div className={styles.stopRow}>
            <Button
              size="sm"
              variant="secondary"
              icon={<StopIcon size={14} />}
              onClick={onStop}
              aria-keyshortcuts="Escape"
              title={t("chat.composer.stopHint")}
              aria-busy={stopping || undefined}
            >
              {stopping ? t("chat.composer.stopping") : t("chat.composer.stop")}
            </Button>
          </div>
        )}
        {notice}
        <form className={styles.form} onSubmit={submit}>
          <AttachmentTray
            items={attachments.list}
            onRemove={(key) => {
              attachments.remove(key);
              // Its button goes with it: the keyboard carries on in the input, not from the page's top.
              textarea.current?.focus();
            }}
            onRetry={attachments.retry}
          />
          <div className={styles.row}>
            <IconButton
              className={styles.attach}
              label={t("chat.files.attach")}
              tooltipSide="top"
              tooltipHidden={chose}
              icon={<PaperclipIcon size={20} />}
              onClick={() => fileInput.current?.click()}
              onPointerLeave={() => setChose(false)}
              onBlur={() => setChose(false)}
            />
            {tools}
            {/* No `capture`: with image types in `accept`, phones offer the camera beside the gallery and files. */}
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={ACCEPTED_FILES}
              hidden
              tabIndex={-1}
              onChange={(event) => {
                attachments.add(Array.from(event.target.files ?? []));
                setChose(true);
                // The same file can be chosen again after it was removed.
                event.target.value = "";
              }}
            />
            <label htmlFor={inputId} className="visually-hidden">
              {t("chat.composer.label")}
            </label>
            <textarea
              ref={textarea}
              id={inputId}
              className={styles.input}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              placeholder={placeholder}
              rows={1}
              aria-describedby={hintId}
            />
            <Button type="submit" className={styles.send} disabled={disabled} icon={<SendIcon size={16} />}>
              {busy ? t("chat.composer.sending") : t("chat.composer.send")}
            </Button>
          </div>
          {toolsNote}
        </form>
        <p id={hintId} className={styles.hint}>
          {t("chat.composer.hint")}
        </p>
      </div>
    </div>
  );
}
