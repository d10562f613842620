import type { Db } from "../../lib/db";
import { accountLocale } from "../../lib/mailer";

/**
 * Who a workspace's billing e-mails go to (its invoices, its subscription's notices): the billing e-mail, in the
 * owner's language, recorded against the owner. Null for a workspace that is gone.
 */
export async function billingContact(db: Db, workspaceId: string) {
  const workspace = await db.workspace.findUnique({
    where: { id: workspaceId },
    select: {
      name: true,
      billingEmail: true,
      members: { where: { role: "owner" }, select: { user: { select: { id: true, locale: true } } }, take: 1 },
    },
  });
  const owner = workspace?.members[0]?.user;
  if (!workspace || !owner) return null;
  return {
    name: workspace.name,
    email: workspace.billingEmail,
    ownerId: owner.id,
    locale: accountLocale(owner.locale),
  };
}
