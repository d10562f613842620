// Exports to import (issue #33, docs/product/import.md): a small ChatGPT data export built with fflate the way
// ChatGPT writes one (a tree of nodes per conversation, `current_node` the branch on screen), and the upload.
import { strToU8, Zip, ZipDeflate, zipSync } from "fflate";
import type { TestApp } from "./app";
import { multipartBody } from "./files";

type Role = "system" | "user" | "assistant" | "tool";

interface Node {
  id: string;
  parent: string | null;
  role: Role | null;
  text?: string;
  contentType?: string;
  hidden?: boolean;
  recipient?: string;
  model?: string;
  time?: number;
}

/** One ChatGPT conversation from its nodes (each names its parent); `current` is the node on screen. */
export function chatGptConversation(id: string, title: string | null, nodes: Node[], current: string) {
  const mapping: Record<string, unknown> = {};
  for (const node of nodes) {
    mapping[node.id] = {
      id: node.id,
      parent: node.parent,
      children: nodes.filter((other) => other.parent === node.id).map((other) => other.id),
      message: node.role
        ? {
            id: node.id,
            author: { role: node.role, name: null, metadata: {} },
            create_time: node.time ?? null,
            content: { content_type: node.contentType ?? "text", parts: node.text === undefined ? [] : [node.text] },
            status: "finished_successfully",
            recipient: node.recipient ?? "all",
            metadata: {
              ...(node.model ? { model_slug: node.model } : {}),
              ...(node.hidden ? { is_visually_hidden_from_conversation: true } : {}),
            },
          }
        : null,
    };
  }
  return {
    id,
    conversation_id: id,
    title,
    create_time: nodes.find((node) => node.time)?.time ?? 1_700_000_000,
    update_time: Math.max(...nodes.map((node) => node.time ?? 0)),
    mapping,
    current_node: current,
  };
}

/**
 * A small export: a conversation with an edited question (two branches, the second on screen), a hidden system
 * message and a tool call and its output; one that is empty; and one whose only words come from the assistant.
 */
export function smallChatGptExport(tag: string) {
  const t0 = 1_732_000_000;
  return [
    chatGptConversation(
      `conv-${tag}-goa`,
      `Trip to Goa ${tag}`,
      [
        { id: "root", parent: null, role: null },
        { id: "sys", parent: "root", role: "system", text: "You are ChatGPT.", hidden: true, time: t0 },
        { id: "q1", parent: "sys", role: "user", text: `Plan a monsoon trip ${tag}`, time: t0 + 1 },
        { id: "a1", parent: "q1", role: "assistant", text: "Old answer about beaches", model: "gpt-4o", time: t0 + 2 },
        { id: "q1b", parent: "sys", role: "user", text: `Plan a quiet monsoon trip ${tag}`, time: t0 + 3 },
        {
          id: "call",
          parent: "q1b",
          role: "assistant",
          text: "search('goa monsoon')",
          contentType: "code",
          recipient: "browser",
          time: t0 + 4,
        },
        { id: "tool", parent: "call", role: "tool", text: "results...", time: t0 + 5 },
        {
          id: "a1b",
          parent: "tool",
          role: "assistant",
          text: `Try the spice farms of Ponda ${tag}`,
          model: "gpt-4o",
          time: t0 + 6,
        },
      ],
      "a1b",
    ),
    chatGptConversation(`conv-${tag}-empty`, "Empty one", [{ id: "root", parent: null, role: null }], "root"),
    chatGptConversation(
      `conv-${tag}-notitle`,
      null,
      [
        { id: "root", parent: null, role: null },
        { id: "q", parent: "root", role: "user", text: `Explain GST input credit ${tag}`, time: t0 + 10 },
        { id: "a", parent: "q", role: "assistant", text: "Input tax credit lets you…", model: "o3", time: t0 + 11 },
      ],
      "a",
    ),
  ];
}

/** A zip holding `files` (name → text). */
export function zipOf(files: Record<string, string>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

/** A zip whose `name` unpacks to `mb` megabytes of spaces: deflated a megabyte at a time, so the test holds little. */
export function bombZip(name: string, mb: number): Buffer {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const entry = new ZipDeflate(name, { level: 1 });
  zip.add(entry);
  const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
  for (let i = 0; i < mb; i += 1) entry.push(megabyte, i === mb - 1);
  zip.end();
  return Buffer.concat(chunks);
}

/** POST /api/imports with this zip (and a project, in the query). */
export function uploadImport(
  t: TestApp,
  token: string,
  bytes: Buffer,
  options: { name?: string; projectId?: string; part?: string } = {},
) {
  const body = multipartBody(options.name ?? "export.zip", bytes, { part: options.part, type: "application/zip" });
  const query = options.projectId ? `?projectId=${encodeURIComponent(options.projectId)}` : "";
  return t.app.inject({
    method: "POST",
    url: `/api/imports${query}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

/** Polls GET /api/imports/{id} until the job is done or failed (no timing assert: a generous deadline). */
export async function finishedImport(t: TestApp, token: string, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/imports/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) throw new Error(`GET /api/imports/${id}: ${response.statusCode} ${response.body}`);
    const job = response.json();
    if (job.status === "done" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`import ${id} is still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
