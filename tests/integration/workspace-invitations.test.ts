// Invitations to a workspace (issue #35, docs/product/workspaces.md#invitations): seats counted under parallel
// invitations, one invitation per address, the link's token stored only hashed, the e-mail's language, resend and
// revoke, and accepting: only by the invited address, never when expired, revoked or used.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { englishText } from "../../shared/server-messages";
import { get, post, signUp, trpcMutation, trpcQuery } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { addMember, createWorkspace, giveSeats, invite, linkToken } from "../helpers/workspaces";

const t = setupTestApp();

const del = (url: string, token: string) =>
  t.app.inject({ method: "DELETE", url, headers: { authorization: `Bearer ${token}` } });
const accept = (token: string, userToken: string) =>
  post(t, `/api/workspaces/invitations/${token}/accept`, {}, userToken);

async function seatedWorkspace(seats: number) {
  const owner = await signUp(t);
  const workspace = await createWorkspace(t, owner.token);
  await giveSeats(t, workspace.id, seats);
  return { owner, workspace };
}

describe("seats", () => {
  it("10 invitations at once into 3 free seats: exactly 3 are sent, the rest refused naming the seats", async () => {
    const { owner, workspace } = await seatedWorkspace(4);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(t, `/api/workspaces/${workspace.id}/invitations`, { email: `p${index}@parallel.example` }, owner.token),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: "workspaces.seatsFull", seats: 4 });
    expect(refused?.json().message).toBe(englishText("workspaces.seatsFull", { seats: 4 }));
    const { db } = t.database;
    const [members, pending] = await Promise.all([
      db.workspaceMember.count({ where: { workspaceId: workspace.id } }),
      db.workspaceInvitation.count({ where: { workspaceId: workspace.id, revokedAt: null, acceptedAt: null } }),
    ]);
    expect(members + pending).toBe(4);
  });

  it("no seats in force refuses, and an address is invited once and never when already a member", async () => {
    const owner = await signUp(t);
    const unpaid = await createWorkspace(t, owner.token);
    const none = await post(t, `/api/workspaces/${unpaid.id}/invitations`, { email: "a@example.com" }, owner.token);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe("workspaces.noSeatsInForce");

    const { owner: boss, workspace } = await seatedWorkspace(5);
    const colleague = await signUp(t);
    await addMember(t, workspace.id, colleague._id);
    const member = await post(
      t,
      `/api/workspaces/${workspace.id}/invitations`,
      { email: colleague.email.toUpperCase() },
      boss.token,
    );
    expect(member.json()).toMatchObject({ code: "workspaces.alreadyMember" });
    await invite(t, boss.token, workspace.id, "Meera@Example.com");
    const twice = await post(
      t,
      `/api/workspaces/${workspace.id}/invitations`,
      { email: "meera@example.com" },
      boss.token,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(englishText("workspaces.alreadyInvited", { email: "meera@example.com" }));
  });
});

describe("the invitation", () => {
  it("stores only the token's hash, mails the link in the invitee's language, and lists it for managers", async () => {
    const { owner, workspace } = await seatedWorkspace(5);
    const hindi = await signUp(t);
    await t.database.db.user.update({ where: { id: hindi._id }, data: { locale: "hi" } });
    const { token, mail, invitation } = await invite(t, owner.token, workspace.id, hindi.email, "admin");
    expect(mail.subject).toContain("आमंत्रित");
    expect(mail.text).toContain(`/invite/${token}`);
    const row = await t.database.db.workspaceInvitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.sentAt.getTime()).toBe(7 * 86_400_000);

    // No account: the inviter's language (English here).
    const stranger = await invite(t, owner.token, workspace.id, "nobody.yet@example.com");
    expect(stranger.mail.subject).toContain("invited you to Sahyadri Traders Pvt Ltd");

    const listed = await trpcQuery(t, "workspaces.invitations.list", { workspaceId: workspace.id }, owner.token);
    expect(
      listed
        .json()
        .result.data.map((i: { email: string }) => i.email)
        .sort(),
    ).toEqual([hindi.email, "nobody.yet@example.com"].sort());
    const preview = await get(t, `/api/workspaces/invitations/${token}`);
    expect(preview.json()).toMatchObject({ workspaceName: workspace.name, email: hindi.email, role: "admin" });
  });

  it("is accepted only by the invited address, making a member in one step; used, it is refused", async () => {
    const { owner, workspace } = await seatedWorkspace(5);
    const [invitee, other] = [await signUp(t), await signUp(t)];
    const { token } = await invite(t, owner.token, workspace.id, invitee.email.toUpperCase(), "admin");

    const wrong = await accept(token, other.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      englishText("workspaces.wrongAccount", { email: invitee.email, yours: other.email }),
    );
    expect((await accept(token, "")).statusCode).toBe(401);

    // Two accepts at once: one member row, the other answer says it was used.
    const [first, again] = await Promise.all([
      accept(token, invitee.token),
      trpcMutation(t, "workspaces.invitations.accept", { token }, invitee.token),
    ]);
    expect([first.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    const member = await t.database.db.workspaceMember.findUniqueOrThrow({
      where: { workspaceId_userId: { workspaceId: workspace.id, userId: invitee._id } },
    });
    expect(member.role).toBe("admin");
    const used = await accept(token, invitee.token);
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe("workspaces.invitationUsed");
    expect((await get(t, `/api/workspaces/invitations/${token}`)).statusCode).toBe(409);
  });

  it("expired is refused with 410; sent again it works with a new link and the old one stops", async () => {
    const { owner, workspace } = await seatedWorkspace(2);
    const invitee = await signUp(t);
    const { token, invitation } = await invite(t, owner.token, workspace.id, invitee.email);
    await t.database.db.workspaceInvitation.update({
      where: { id: invitation.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await accept(token, invitee.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(englishText("workspaces.invitationExpired"));

    const before = t.mail.messages.length;
    const resent = await post(
      t,
      `/api/workspaces/${workspace.id}/invitations/${invitation.id}/resend`,
      {},
      owner.token,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = linkToken((await t.mail.next(invitee.email, before)).text);
    expect(fresh).not.toBe(token);
    expect((await accept(token, invitee.token)).statusCode).toBe(404);
    expect((await accept(fresh, invitee.token)).statusCode).toBe(200);
  });

  it("revoked is refused, frees its seat, and cannot be revoked twice", async () => {
    const { owner, workspace } = await seatedWorkspace(2);
    const invitee = await signUp(t);
    const { token, invitation } = await invite(t, owner.token, workspace.id, invitee.email);
    const full = await post(
      t,
      `/api/workspaces/${workspace.id}/invitations`,
      { email: "later@example.com" },
      owner.token,
    );
    expect(full.statusCode).toBe(409);

    const revoked = await del(`/api/workspaces/${workspace.id}/invitations/${invitation.id}`, owner.token);
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await del(`/api/workspaces/${workspace.id}/invitations/${invitation.id}`, owner.token)).statusCode).toBe(
      404,
    );
    const refused = await accept(token, invitee.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("workspaces.invitationRevoked");
    const unknown = await accept("x".repeat(43), invitee.token);
    expect(unknown.json().code).toBe("workspaces.invitationNotFound");

    const now = await post(
      t,
      `/api/workspaces/${workspace.id}/invitations`,
      { email: "later@example.com" },
      owner.token,
    );
    expect(now.statusCode, now.body).toBe(201);
  });
});
