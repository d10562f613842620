// First: makes zod jitless before any chunk loads it (it does not load zod).
import "./lib/zod-config";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/ui.css";
import "./styles/hindi.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { router } from "./app/router";
import { loadCatalogue, startI18n } from "./lib/i18n/i18n";
import { loadCommonMessages } from "./messages";
import { loadServerMessages } from "./messages/server";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The shell's messages in the visitor's language come first: nothing renders half in English. The
// server's texts load beside them (nothing at all for English: the server writes English itself); if
// they cannot, its texts show in English and the next switch of language tries again.
Promise.all([startI18n(loadCommonMessages), loadCatalogue(loadServerMessages).catch(() => undefined)]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
