import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/button";
import { useT } from "../../../lib/i18n/use-t";
import { useAutoGrow } from "../hooks/use-auto-grow";
import styles from "./question-editor.module.css";

interface QuestionEditorProps {
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/**
 * A question turned into a text box to edit and send again (a new version:
 * the earlier one stays a page of the ‹ › pager). Like the composer, Enter
 * sends and Shift+Enter adds a line; Escape cancels.
 */
export function QuestionEditor({ initial, onSave, onCancel }: QuestionEditorProps) {
  const { t } = useT();
  const [value, setValue] = useState(initial);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useAutoGrow(textarea, value);
  const empty = value.trim().length === 0;

  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!empty) onSave(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape") {
      // Handled here: the chat's own Escape (Stop) must not see it.
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form className={styles.editor} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t("chat.editor.label")}
      </label>
      <textarea
        ref={textarea}
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
      />
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t("chat.common.cancel")}
        </Button>
        <Button size="sm" type="submit" disabled={empty}>
          {t("chat.editor.save")}
        </Button>
      </div>
    </form>
  );
}
