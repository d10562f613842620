import type { ReactNode } from "react";
import { useT } from "../lib/i18n/use-t";
import { Alert } from "./alert";
import { Button, CancelButton } from "./button";
import { Dialog } from "./dialog";

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The id of the form among the children: the footer's submit button sends it. */
  formId: string;
  pending: boolean;
  submitLabel: ReactNode;
  /** The server's confirmation once the change is made: it replaces the form, and Close is the only button left. */
  done?: string;
  children: ReactNode;
}

/** A dialog that holds one form: Cancel and submit below it while it is open, then the outcome and Close. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  formId,
  pending,
  submitLabel,
  done,
  children,
}: FormDialogProps) {
  const { t } = useT();
  const footer =
    done !== undefined ? (
      <Button onClick={onClose}>{t("common.actions.close")}</Button>
    ) : (
      <>
        <CancelButton onClick={onClose} disabled={pending} />
        <Button type="submit" form={formId} busy={pending}>
          {submitLabel}
        </Button>
      </>
    );

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} footer={footer}>
      {done !== undefined ? <Alert tone="success">{done}</Alert> : children}
    </Dialog>
  );
}
