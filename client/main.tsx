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
// server's texts follow the first render, off the first load's path (they are only read when the
// server refuses something; nothing at all loads for English, which the server writes itself); if
// they cannot load, its texts show in English and the next switch of language tries again.
startI18n(loadCommonMessages).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  loadCatalogue(loadServerMessages).catch(() => undefined);
});
