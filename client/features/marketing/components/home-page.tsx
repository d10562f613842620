import { useDocumentTitle } from "../../../hooks/use-document-title";
import { AccountDeletedNotice } from "./account-deleted-notice";
import { ClosingCta } from "./closing-cta";
import { FeaturedModels } from "./featured-models";
import { HomeFeatures } from "./home-features";
import { HomeHero } from "./home-hero";

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <AccountDeletedNotice />
      <HomeHero />
      <HomeFeatures />
      <FeaturedModels />
      <ClosingCta />
    </>
  );
}
