import { type FormEvent, useId, useState } from "react";
import { FormDialog } from "../../../components/form-dialog";
import { SelectField, TextField } from "../../../components/form-field";
import formStyles from "../../../components/form-layout.module.css";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";
import { useSendInvitation } from "../api/use-workspaces";

/** Invite a person by e-mail as a member or an admin (docs/product/workspaces.md#invitations). */
export function CoreInviteDialog({
  workspaceId,
  open,
  onClose,
}: {
  workspaceId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const formId = useId();
  const send = useSendInvitation();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"member" | "admin">("member");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!send.isPending) send.mutate({ workspaceId, email, role });
  };
  const close = () => {
    if (send.isPending) return;
    send.reset();
    setEmail("");
    setRole("member");
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t("workspaces.core.invite.title")}
      description={t("workspaces.core.invite.description")}
      formId={formId}
      pending={send.isPending}
      submitLabel={t("workspaces.core.invite.submit")}
      done={send.isSuccess ? t("workspaces.core.invite.sent", { email: send.data.email }) : undefined}
    >
      <form id={formId} className={formStyles.form} onSubmit={submit} noValidate>
        {send.isError && (
          <ServerError
            error={send.error}
            fallback={t("workspaces.core.invite.failed")}
            listTitle={t("workspaces.core.problems")}
          />
        )}
        <TextField
          label={t("workspaces.core.invite.email")}
          type="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          maxLength={254}
          autoComplete="off"
        />
        <SelectField
          label={t("workspaces.core.invite.role")}
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value === "admin" ? "admin" : "member")}
        >
          <option value="member">{t("workspaces.core.role.member")}</option>
          <option value="admin">{t("workspaces.core.role.admin")}</option>
        </SelectField>
      </form>
    </FormDialog>
  );
}
