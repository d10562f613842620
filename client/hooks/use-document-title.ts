import { useEffect } from "react";
import { APP_NAME } from "../lib/app-name";

/** Sets the tab title to "<page> · <product>", or just the product name. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME;
  }, [page]);
}
