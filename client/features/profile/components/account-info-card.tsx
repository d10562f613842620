import { type FormEvent, Suspense } from "react";
import { Card } from "../../../components/card";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { UserIcon } from "../../../components/icons";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import type { RouterOutputs } from "../../../lib/trpc";
import styles from "./profile-page.module.css";

// The name's field shows only while editing: its code arrives on the first Edit, not with /profile.
const TextField = lazyComponent(
  () => import("../../../components/form-field"),
  (module) => module.TextField,
);

interface AccountInfoCardProps {
  profile: Pick<RouterOutputs["auth"]["profile"], "_id" | "name" | "username" | "email" | "createdAt">;
  formId: string;
  editing: boolean;
  name: string;
  nameError?: string;
  onNameChange: (name: string) => void;
  onSubmit: () => void;
  className?: string;
}

/** Account Information: Name is editable, Username, Email and User ID are read-only (docs/product/screens.md). */
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
  const { t } = useT();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const memberSince = formatDate(profile.createdAt);

  return (
    <Card as="section" aria-labelledby={`${formId}-title`} className={className}>
      <h2 id={`${formId}-title`} className={styles.cardTitle}>
        <UserIcon size={20} />
        {t("profile.account.title")}
      </h2>
      <form id={formId} onSubmit={handleSubmit} noValidate>
        {/* The field stands outside the list: a list of terms holds only terms and their values. */}
        {editing && (
          <div className={styles.nameField}>
            <Suspense fallback={null}>
              <TextField
                id={`${formId}-name`}
                label={t("profile.account.name")}
                name="name"
                autoComplete="name"
                maxLength={100}
                value={name}
                onChange={(event) => onNameChange(event.target.value)}
                error={nameError}
                required
              />
            </Suspense>
          </div>
        )}
        <DetailList>
          {!editing && <DetailRow term={t("profile.account.name")}>{profile.name}</DetailRow>}
          <DetailRow term={t("profile.account.username")}>{profile.username}</DetailRow>
          <DetailRow term={t("profile.account.email")}>{profile.email}</DetailRow>
          <DetailRow term={t("profile.account.userId")} mono>
            {profile._id}
          </DetailRow>
          {memberSince && <DetailRow term={t("profile.account.memberSince")}>{memberSince}</DetailRow>}
        </DetailList>
      </form>
    </Card>
  );
}
