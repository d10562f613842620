import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ClosingCta } from "./closing-cta";
import { FeaturedModels } from "./featured-models";
import { HomeFeatures } from "./home-features";
import { HomeHero } from "./home-hero";

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <FeaturedModels />
      <ClosingCta />
    </>
  );
}
