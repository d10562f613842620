import { z } from "zod";
import { ok } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { chatRouter } from "./chat.router";

const { restOperation, table } = operationsOf<{ chat: typeof chatRouter }>();

/** What a chat or an API key may be billed to (issue #35): the REST twin of chat.workspaceChoices. */
export const WORKSPACE_CHOICE_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/chat/workspaces",
    tag: "Chat",
    summary: "The workspaces a new chat or API key may be billed to",
    description:
      "The workspaces where the caller holds a seat now (a member of a workspace whose seats are paid and not suspended), by name. A new conversation sent with one's `workspaceId` is billed there on Enterprise's terms, within its caps; so are the calls of an API key created with it. Empty for people in no workspace.",
    procedure: "chat.workspaceChoices",
    auth: "user",
    response: ok("The workspaces, by name.", z.array(z.object({ id: z.string(), name: z.string() })), [
      { id: "01938a4e-7c2f-7b1a-9d3e-5f6a7b8c9d0e", name: "Acme Analytics Pvt Ltd" },
    ]),
  }),
]);
