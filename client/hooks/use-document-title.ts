import { useEffect } from "react";
import { APP_NAME } from "../lib/app-name";

/**
 * Sets the tab title to "<page> · <product>", or just the product name. `page` is already in the
 * reader's language (`t("…title")`): the title follows a switch of language, as the page does.
 */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME;
  }, [page]);
}
