import { type FormEvent, useId, useState } from "react";
import { workspaceMemberCapInput } from "#shared/workspace-usage";
import { FormDialog } from "../../../components/form-dialog";
import { TextField } from "../../../components/form-field";
import { ServerError } from "../../../components/server-error";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { serverFieldErrors, validate } from "../../../lib/validate";
import { useSetMemberCap, type WorkspaceUsageMember } from "../api/use-workspace-usage";

/** A member's own daily cap, set by an owner or admin; empty gives them the workspace's again. */
export function MemberCapDialog({
  workspaceId,
  member,
  workspaceCap,
  onClose,
}: {
  workspaceId: string;
  member: WorkspaceUsageMember;
  workspaceCap: number | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const formId = useId();
  const save = useSetMemberCap();
  const [value, setValue] = useState(member.dailyCap === null ? "" : String(member.dailyCap));
  const [error, setError] = useState<string | undefined>();
  const serverError = serverFieldErrors(save.error).dailyCap;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validate(workspaceMemberCapInput, { workspaceId, memberId: member.userId, dailyCap: value });
    setError(checked.ok ? undefined : checked.errors.dailyCap);
    if (checked.ok) save.mutate(checked.data);
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("workspaces.usage.memberCap.title", { name: member.name })}
      description={t("workspaces.usage.memberCap.description", {
        name: member.name,
        cap: workspaceCap === null ? t("workspaces.usage.noCap") : formatCount(workspaceCap),
      })}
      formId={formId}
      pending={save.isPending}
      submitLabel={t("workspaces.usage.memberCap.save")}
      done={save.isSuccess ? t("workspaces.usage.memberCap.saved", { name: member.name }) : undefined}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label={t("workspaces.usage.memberCap.field")}
          name="dailyCap"
          value={value}
          inputMode="numeric"
          autoComplete="off"
          error={error ?? serverError}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
            save.reset();
          }}
        />
        {save.isError && !serverError ? (
          <ServerError
            error={save.error}
            fallback={t("workspaces.usage.memberCap.failed")}
            listTitle={t("workspaces.usage.caps.issues")}
          />
        ) : null}
      </form>
    </FormDialog>
  );
}
