import type { FormEvent } from "react";
import { Card } from "../../../components/card";
import { TextField } from "../../../components/form-field";
import { UserIcon } from "../../../components/icons";
import { formatLongDate } from "../../../lib/format-date";
import styles from "./profile-page.module.css";

interface AccountInfoCardProps {
  profile: { _id: string; name: string; username: string; email: string; createdAt: string };
  formId: string;
  editing: boolean;
  name: string;
  nameError?: string;
  onNameChange: (name: string) => void;
  onSubmit: () => void;
  className?: string;
}

/** Account Information: Name is editable, Username, Email and User ID are read-only (SPEC §2). */
export function AccountInfoCard({
  profile,
  formId,
  editing,
  name,
  nameError,
  onNameChange,
  onSubmit,
  className,
}: AccountInfoCardProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const memberSince = new Date(profile.createdAt);

  return (
    <Card as="section" aria-labelledby={`${formId}-title`} className={className}>
      <h2 id={`${formId}-title`} className={styles.cardTitle}>
        <UserIcon size={20} />
        Account Information
      </h2>
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <dl className={styles.fields}>
          <div className={styles.fieldRow}>
            {editing ? (
              <TextField
                id={`${formId}-name`}
                label="Name"
                name="name"
                autoComplete="name"
                maxLength={100}
                value={name}
                onChange={(event) => onNameChange(event.target.value)}
                error={nameError}
                className={styles.editField}
                required
              />
            ) : (
              <>
                <dt>Name</dt>
                <dd>{profile.name}</dd>
              </>
            )}
          </div>
          <div className={styles.fieldRow}>
            <dt>Username</dt>
            <dd>{profile.username}</dd>
          </div>
          <div className={styles.fieldRow}>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </div>
          <div className={styles.fieldRow}>
            <dt>User ID</dt>
            <dd className={styles.mono}>{profile._id}</dd>
          </div>
          {!Number.isNaN(memberSince.getTime()) && (
            <div className={styles.fieldRow}>
              <dt>Member Since</dt>
              <dd>{formatLongDate(memberSince)}</dd>
            </div>
          )}
        </dl>
      </form>
    </Card>
  );
}
